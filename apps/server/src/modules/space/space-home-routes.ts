import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { inOtherLanguages } from "../../services/languages/localized-bodies.ts";
import { readAgenda, saveAgenda } from "./delegate-agendas.ts";
import { signedInDelegate } from "./delegate-session.ts";
import { spaceAgendaSchema, spaceAnswerSchema } from "./space-answers.ts";
import { SPACE_MESSAGES, type SpaceMessages } from "./space-messages.ts";
import { spaceOverview } from "./space-overview.ts";

/** A programme session's id as « Mon programme » keeps it: a seed slug or a UUID. */
const SESSION_ID = /^[A-Za-z0-9-]{1,80}$/;
/** More stars than the programme has sessions is no agenda. */
const MAX_STARS = 500;

const makeAgendaSchema = ({ agendaInvalid }: SpaceMessages) =>
  z.object({
    sessionIds: z
      .array(z.string({ error: agendaInvalid }).regex(SESSION_ID, { error: agendaInvalid }), {
        error: agendaInvalid,
      })
      .max(MAX_STARS, { error: agendaInvalid })
      .transform((ids) => [...new Set(ids)]),
  });

/**
 * What the signed-in delegate reads and keeps in her space (decision 0068). Under `/api/space`:
 * the guard (delegate-session.ts) has already refused a request without a delegate session.
 */
export const spaceHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const overview = { schema: { response: { 200: spaceAnswerSchema } } };
  app.get("/api/space", overview, async (request) =>
    spaceOverview(app.db, signedInDelegate(request).email, app.mail.settings.bankTransfer),
  );

  const agenda = { schema: { response: { 200: spaceAgendaSchema } } };
  app.get("/api/space/agenda", agenda, async (request) => ({
    session_ids: await readAgenda(app.db, signedInDelegate(request).email),
  }));

  // The stars of every device, merged by the browser: the server keeps the union it is sent.
  app.put(
    "/api/space/agenda",
    {
      schema: { body: makeAgendaSchema(SPACE_MESSAGES.fr), response: { 200: spaceAgendaSchema } },
      config: {
        localizedBody: inOtherLanguages((locale) => makeAgendaSchema(SPACE_MESSAGES[locale])),
      },
    },
    async (request) => {
      const { email } = signedInDelegate(request);
      await saveAgenda(app.db, email, request.body.sessionIds, app.clock());
      return { session_ids: request.body.sessionIds };
    },
  );
};
