import { STAFF_ROLES } from "@congres/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordAudit } from "../../services/audit/audit-repository.ts";
import { formErrorsSchema, messageAnswers, noBodySchema } from "../http-schemas.ts";
import { issueDeviceCookie, trustedDevice } from "./device-cookies.ts";
import { alertOnRepeatedFailures } from "./login-alert-workflow.ts";
import {
  ACCOUNT_FAILURES_BEFORE_SLOWDOWN,
  clearLoginFailures,
  releaseLoginAttempt,
} from "./login-throttle.ts";
import { verifyPassword } from "./passwords.ts";
import { clearSessionCookie, endRequestSession, setSessionCookie } from "./session-cookie.ts";
import { createSession } from "./session-store.ts";
import { reserveLoginAttempt } from "./sign-in-attempt-workflow.ts";
import { journalFailedSignIn } from "./sign-in-journal.ts";
import { refuseAttempt } from "./sign-in-messages.ts";
import { checkSecondFactorAudited, stageAfterPassword, twoFactorMessages } from "./two-factor.ts";
import { findUserByEmail, recordSignIn } from "./user-repository.ts";
import { countSecondFactor } from "./wrong-code-notice-workflow.ts";

export const INVALID_CREDENTIALS_MESSAGE =
  "Identifiants invalides. Vérifiez l'email ou le mot de passe.";

const loginSchema = z.object({
  email: z.email({ error: "Email invalide" }).max(254, { error: "Email invalide" }),
  password: z
    .string({ error: "Le mot de passe est requis" })
    .min(1, { error: "Le mot de passe est requis" })
    .max(1024, { error: "Le mot de passe est trop long" }),
});

// The role tells the admin's screens which menus to show; the server checks it on every route.
const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});

const codeStepSchema = z.object({
  code: z
    .string({ error: twoFactorMessages.codeRequired })
    .trim()
    .min(1, { error: twoFactorMessages.codeRequired })
    .max(64, { error: twoFactorMessages.codeWrong }),
});

/** Every sign-in step shares one count per client address (decision 0055), checked first. */
const signInStep = { addressLimit: "sign-in" } as const;
const signedInSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** The session may only set up 2FA (decision 0045). */
  two_factor_enrolment_required: z.literal(true).optional(),
});
const loginRoute = {
  config: signInStep,
  schema: {
    body: loginSchema,
    response: {
      200: z.union([signedInSchema, z.object({ two_factor_required: z.literal(true) })]),
      ...messageAnswers(401, 429),
    },
  },
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/login", loginRoute, async (request, reply) => {
    const { email, password } = request.body;
    // Reserved before the password is checked, so that simultaneous tries cannot outrun it.
    const device = await trustedDevice(app.db, request, email);
    const attempt = await reserveLoginAttempt(app.db, email, request.ip, undefined, device);
    if (!attempt.allowed) return refuseAttempt(reply, attempt);
    const user = await findUserByEmail(app.db, email);
    // Unknown e-mail and wrong password take the same path and time, and get the same answer.
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      // The reserved attempt stays as the failure. Only a real admin can be told about it.
      if (user && attempt.accountAttempts >= ACCOUNT_FAILURES_BEFORE_SLOWDOWN) {
        await alertOnRepeatedFailures(app.db, app.mail, user);
      }
      await journalFailedSignIn(app.db, { user, email, ip: request.ip, at: app.clock() });
      return reply.code(401).send({ message: INVALID_CREDENTIALS_MESSAGE });
    }
    const stage = await stageAfterPassword(app.db, user, app.twoFactorDefaultRoles);
    if (stage === "two_factor") {
      // The password was right: only the code is left to check, and wrong codes count on.
      await releaseLoginAttempt(app.db, attempt);
      await endRequestSession(app, request);
      const halfSession = await createSession(app.db, user.id, undefined, {
        stage,
        userAgent: request.headers["user-agent"],
      });
      setSessionCookie(request, reply, halfSession);
      return { two_factor_required: true as const };
    }
    return openSession(request, reply, user, attempt, stage);
  });

  /** The password step's half-session, then a TOTP code or a recovery code (decision 0045). */
  app.post(
    "/api/login/two-factor",
    {
      config: signInStep,
      schema: {
        body: codeStepSchema,
        response: { 200: signedInSchema, ...messageAnswers(401, 429), 422: formErrorsSchema },
      },
    },
    async (request, reply) => {
      const user = request.twoFactorPending;
      if (!user) return reply.code(401).send({ message: twoFactorMessages.stepExpired });
      // The owner's usual browser is spared the account's slow-down here too (decision 0044).
      const device = await trustedDevice(app.db, request, user.email);
      const attempt = await reserveLoginAttempt(app.db, user.email, request.ip, undefined, device);
      if (!attempt.allowed) return refuseAttempt(reply, attempt);
      const factor = await checkSecondFactorAudited(
        app.db,
        app.twoFactorSecrets,
        { id: user.id, email: user.email },
        request.body.code,
        app.clock(),
      );
      await countSecondFactor(app.db, app.mail, user.id, factor, app.clock());
      if (factor.kind === "invalid") {
        return reply.code(422).send({
          message: twoFactorMessages.formInvalid,
          errors: { code: [twoFactorMessages.codeWrong] },
        });
      }
      return openSession(request, reply, user, attempt, "full");
    },
  );

  /** The sign-in's success: failures cleared, a new session (rotation), its CSRF token, audit. */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: number; name: string; email: string },
    attempt: { accountKey: string; throttleKey: string },
    stage: "full" | "enrolment",
  ) {
    await clearLoginFailures(app.db, attempt);
    await recordSignIn(app.db, user.id, app.clock());
    // Rotation: whatever session this browser held before is ended, a new token is issued.
    await endRequestSession(app, request);
    const sessionToken = await createSession(app.db, user.id, undefined, {
      stage,
      userAgent: request.headers["user-agent"],
    });
    setSessionCookie(request, reply, sessionToken);
    reply.renewCsrfToken({ staff: sessionToken });
    await issueDeviceCookie(app.db, request, reply, user.email);
    await recordAudit(app.db, {
      actor: { id: user.id, email: user.email },
      action: "auth.sign_in",
      entity: { type: "user", id: user.id, reference: user.email },
      at: app.clock(),
    });
    const answer = { user: { id: user.id, name: user.name, email: user.email } };
    return stage === "enrolment"
      ? { ...answer, two_factor_enrolment_required: true as const }
      : answer;
  }

  app.post(
    "/api/logout",
    { schema: { response: { 204: noBodySchema } } },
    async (request, reply) => {
      const user = request.sessionUser;
      await endRequestSession(app, request);
      if (user) {
        await recordAudit(app.db, {
          actor: { id: user.id, email: user.email },
          action: "auth.sign_out",
          entity: { type: "user", id: user.id, reference: user.email },
          at: app.clock(),
        });
      }
      clearSessionCookie(request, reply);
      reply.renewCsrfToken({ staff: null });
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/auth/me",
    {
      schema: {
        response: {
          200: z.object({
            authenticated: z.boolean(),
            user: userSchema.nullable(),
            /** The session may only set up 2FA (decision 0045): the screen goes there. */
            two_factor_enrolment_required: z.literal(true).optional(),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const user = request.sessionUser ?? null;
      const answer = { authenticated: user !== null, user };
      return request.sessionStage === "enrolment"
        ? { ...answer, two_factor_enrolment_required: true as const }
        : answer;
    },
  );
};
