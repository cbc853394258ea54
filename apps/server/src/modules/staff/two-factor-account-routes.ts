import { STAFF_ROLES } from "@congres/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, recordAudit } from "../../services/audit/audit-repository.ts";
import { formErrorsSchema, messageAnswers } from "../http-schemas.ts";
import { removeTwoFactorAudited } from "./account-security-workflow.ts";
import { clearLoginFailures } from "./login-throttle.ts";
import { checkOwnPassword } from "./own-password-check-workflow.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";
import { promoteSession } from "./session-store.ts";
import { reserveLoginAttempt } from "./sign-in-attempt-workflow.ts";
import { refuseAttempt } from "./sign-in-messages.ts";
import {
  beginEnrolment,
  checkSecondFactorAudited,
  hasTwoFactor,
  requiredRoles,
  twoFactorMessages,
} from "./two-factor.ts";
import { confirmEnrolment } from "./two-factor-workflow.ts";
import { countSecondFactor } from "./wrong-code-notice-workflow.ts";

const passwordField = z
  .string({ error: twoFactorMessages.passwordRequired })
  .min(1, { error: twoFactorMessages.passwordRequired })
  .max(1024, { error: twoFactorMessages.passwordWrong });
const codeField = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, { error: twoFactorMessages.codeRequired })
  .max(64, { error: twoFactorMessages.codeWrong });

/** A 422 naming the one field that was wrong. */
const wrongField = (reply: FastifyReply, field: "password" | "code", message: string) =>
  reply.code(422).send({ message: twoFactorMessages.formInvalid, errors: { [field]: [message] } });

/** A person's own 2FA, whatever their role (issue #22 §3, decision 0045). */
export const twoFactorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reachable by a session that must enrol first: these two routes are its only way on.
  const enrolment = { roles: STAFF_ROLES, twoFactorEnrolment: true };

  const stateSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
  const stateRoute = { config: enrolment, schema: { response: { 200: stateSchema } } };
  app.get("/api/admin/account/two-factor", stateRoute, async (request) => {
    const user = request.sessionUser;
    return {
      enabled: await hasTwoFactor(app.db, user?.id ?? 0),
      required: user
        ? (await requiredRoles(app.db, app.twoFactorDefaultRoles)).includes(user.role)
        : false,
    };
  });

  app.post(
    "/api/admin/account/two-factor",
    {
      config: enrolment,
      schema: {
        body: z.object({ password: passwordField }),
        response: {
          200: z.object({ secret: z.string(), otpauth_url: z.string() }),
          ...messageAnswers(409, 429),
          422: formErrorsSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (await hasTwoFactor(app.db, actor.id ?? 0)) {
        return reply.code(409).send({ message: twoFactorMessages.alreadyEnabled });
      }
      const check = await checkOwnPassword(app.db, actor.email, request.ip, request.body.password);
      if (check.kind === "refused") return refuseAttempt(reply, check.attempt);
      if (check.kind === "wrong") {
        return wrongField(reply, "password", twoFactorMessages.passwordWrong);
      }
      await clearLoginFailures(app.db, check.attempt);
      return beginEnrolment(
        app.db,
        app.twoFactorSecrets,
        check.user,
        app.mail.context.edition.shortName,
      );
    },
  );

  app.post(
    "/api/admin/account/two-factor/confirm",
    {
      config: enrolment,
      schema: {
        body: z.object({ code: codeField }),
        response: {
          200: z.object({ recovery_codes: z.array(z.string()) }),
          ...messageAnswers(409, 429),
          422: formErrorsSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const userId = actor.id ?? 0;
      const attempt = await reserveLoginAttempt(app.db, actor.email, request.ip);
      if (!attempt.allowed) return refuseAttempt(reply, attempt);
      const now = app.clock();
      const codes = await confirmEnrolment(
        app.db,
        app.twoFactorSecrets,
        userId,
        request.body.code,
        now,
        (trx) =>
          recordAudit(trx, {
            actor,
            action: "user.two_factor_enabled",
            entity: { type: "user", id: userId, reference: actor.email },
            at: now,
          }),
      );
      if (!codes) {
        if (await hasTwoFactor(app.db, userId)) {
          return reply.code(409).send({ message: twoFactorMessages.alreadyEnabled });
        }
        return wrongField(reply, "code", twoFactorMessages.codeWrong);
      }
      await clearLoginFailures(app.db, attempt);
      const token = request.cookies[SESSION_COOKIE];
      if (token) await promoteSession(app.db, token, new Date());
      return { recovery_codes: codes };
    },
  );

  app.delete(
    "/api/admin/account/two-factor",
    {
      config: { roles: STAFF_ROLES },
      schema: {
        body: z.object({ password: passwordField, code: codeField }),
        response: { ...messageAnswers(200, 409, 429), 422: formErrorsSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const user = request.sessionUser;
      const userId = actor.id ?? 0;
      if (!(await hasTwoFactor(app.db, userId))) {
        return reply.code(409).send({ message: twoFactorMessages.notEnabled });
      }
      if (user && (await requiredRoles(app.db, app.twoFactorDefaultRoles)).includes(user.role)) {
        return reply.code(409).send({ message: twoFactorMessages.requiredForRole });
      }
      const check = await checkOwnPassword(app.db, actor.email, request.ip, request.body.password);
      if (check.kind === "refused") return refuseAttempt(reply, check.attempt);
      if (check.kind === "wrong") {
        return wrongField(reply, "password", twoFactorMessages.passwordWrong);
      }
      const factor = await checkSecondFactorAudited(
        app.db,
        app.twoFactorSecrets,
        { id: userId, email: actor.email },
        request.body.code,
        app.clock(),
      );
      await countSecondFactor(app.db, app.mail, userId, factor, app.clock());
      if (factor.kind === "invalid") return wrongField(reply, "code", twoFactorMessages.codeWrong);
      await clearLoginFailures(app.db, check.attempt);
      const owner = { name: user?.name ?? "", email: actor.email };
      await removeTwoFactorAudited(
        app.db,
        app.mail,
        { userId, owner, actor, action: "user.two_factor_disabled" },
        app.clock(),
      );
      app.mail.queued();
      return { message: "Double authentification désactivée." };
    },
  );
};
