import { STAFF_ROLES } from "@congres/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../services/audit/audit-repository.ts";
import { messageAnswers, noBodySchema } from "../http-schemas.ts";
import { endOwnSession } from "./account-security-workflow.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";
import { listUserSessions } from "./session-store.ts";
import { twoFactorMessages } from "./two-factor.ts";

const sessionParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: twoFactorMessages.sessionMissing }),
});

/** A person's own sessions: see them, end the others (issue #22 §5, decision 0045). */
export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const everyRole = { roles: STAFF_ROLES };
  const mySessions = (request: FastifyRequest) =>
    listUserSessions(app.db, actorOf(request).id ?? 0, request.cookies[SESSION_COOKIE], new Date());

  const sessionsSchema = z.object({
    data: z.array(
      z.object({
        id: z.string(),
        stage: z.enum(["full", "two_factor", "enrolment"]),
        created_at: z.string(),
        last_seen_at: z.string(),
        user_agent: z.string().nullable(),
        current: z.boolean(),
      }),
    ),
  });
  const listed = { config: everyRole, schema: { response: { 200: sessionsSchema } } };
  app.get("/api/admin/account/sessions", listed, async (request) => {
    const rows = await mySessions(request);
    return {
      data: rows.map(({ public_id, ...row }) => ({ id: public_id, ...row })),
    };
  });

  app.delete(
    "/api/admin/account/sessions/:id",
    {
      config: everyRole,
      schema: {
        params: sessionParamsSchema,
        response: { 204: noBodySchema, ...messageAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const sessions = await mySessions(request);
      const session = sessions.find((row) => row.public_id === request.params.id);
      if (!session) return reply.code(404).send({ message: twoFactorMessages.sessionMissing });
      if (session.current)
        return reply.code(409).send({ message: twoFactorMessages.sessionCurrent });
      await endOwnSession(app.db, actor, session, app.clock());
      return reply.code(204).send();
    },
  );
};
