import { setTimeout as sleep } from "node:timers/promises";
import { makeSpaceLinkSchema, spaceLinkSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { inOtherLanguages, localizedBodies } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { messageAnswers } from "../http-schemas.ts";
import { clearDelegateCookie, setDelegateCookie } from "./delegate-cookie.ts";
import { deleteDelegateSession } from "./delegate-session-store.ts";
import { sendSpaceLink } from "./space-link-workflow.ts";
import { SPACE_MESSAGES } from "./space-messages.ts";
import { openSpaceSession } from "./space-session-workflow.ts";

/**
 * Every answer of `POST /api/space/link` leaves no sooner than this after the request arrived,
 * known address or not: the mail queued for a known one must not show in the timing (as the
 * staff's password reset, decision 0044). Well above what that work takes.
 */
export const SPACE_LINK_ANSWER_FLOOR_MS = 250;

const makeTokenSchema = (message: string) =>
  z.object({
    token: z.string({ error: message }).min(1, { error: message }).max(200, { error: message }),
  });

export type SpaceRoutesOptions = {
  /** Sign-in links one address may receive an hour; beyond, the same answer and no mail. */
  linksPerEmailPerHour: number;
  /** The least time a link request takes to answer (SPACE_LINK_ANSWER_FLOOR_MS in service). */
  answerFloorMs: number;
};

/**
 * The delegate space's sign-in (decision 0068): a link asked by e-mail, the session it opens, and
 * the way out. Under `/api/space`, whose guard (delegate-session.ts) lets only the two sign-in
 * steps through without a delegate session; each is a sign-in step for the per-address limit.
 */
export const spaceSessionRoutes: FastifyPluginAsyncZod<SpaceRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    "/api/space/link",
    {
      schema: { body: spaceLinkSchema, response: messageAnswers(202) },
      config: { addressLimit: "sign-in", localizedBody: localizedBodies(makeSpaceLinkSchema) },
    },
    async (request, reply) => {
      const started = performance.now();
      const locale = request.body.locale ?? requestLocale(request);
      await sendSpaceLink(
        app.db,
        app.mail,
        { email: request.body.email, locale },
        app.clock(),
        options.linksPerEmailPerHour,
      );
      // The same answer, status and time whether or not the address is known.
      await sleep(Math.max(0, options.answerFloorMs - (performance.now() - started)));
      return reply.code(202).send({ message: SPACE_MESSAGES[locale].linkRequested });
    },
  );

  app.post(
    "/api/space/session",
    {
      schema: {
        body: makeTokenSchema(SPACE_MESSAGES.fr.linkInvalid),
        response: { 200: z.object({ email: z.string() }), ...messageAnswers(410) },
      },
      config: {
        addressLimit: "sign-in",
        localizedBody: inOtherLanguages((locale) =>
          makeTokenSchema(SPACE_MESSAGES[locale].linkInvalid),
        ),
      },
    },
    async (request, reply) => {
      const opened = await openSpaceSession(
        app.db,
        request.body.token,
        app.clock(),
        request.delegate?.sessionId,
      );
      if (!opened) {
        return reply
          .code(410)
          .send({ message: SPACE_MESSAGES[requestLocale(request)].linkInvalid });
      }
      setDelegateCookie(request, reply, opened.sessionToken);
      reply.renewCsrfToken({ delegate: opened.sessionToken });
      return { email: opened.email };
    },
  );

  const signedOut = { schema: { response: messageAnswers(200) } };
  app.post("/api/space/logout", signedOut, async (request, reply) => {
    // The guard let only a signed-in delegate through.
    if (request.delegate) await deleteDelegateSession(app.db, request.delegate.sessionId);
    clearDelegateCookie(request, reply);
    reply.renewCsrfToken({ delegate: null });
    return { message: SPACE_MESSAGES[requestLocale(request)].signedOut };
  });
};
