import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../services/audit/audit-repository.ts";
import { formErrorsSchema, messageAnswers } from "../http-schemas.ts";
import { clearLoginFailures } from "./login-throttle.ts";
import { replacePassword } from "./password-change-workflow.ts";
import { newPasswordSchema } from "./password-rule.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";
import { reserveLoginAttempt } from "./sign-in-attempt-workflow.ts";
import { refuseAttempt } from "./sign-in-messages.ts";
import { findUserByEmail } from "./user-repository.ts";

export const accountMessages = {
  currentRequired: "Le mot de passe actuel est requis",
  currentWrong: "Le mot de passe actuel est incorrect",
  confirmationMismatch: "Les deux nouveaux mots de passe ne correspondent pas",
  sameAsCurrent: "Le nouveau mot de passe doit être différent de l'actuel",
  formInvalid: "Le formulaire contient des erreurs. Veuillez les corriger.",
  changed: "Mot de passe modifié. Vos autres sessions ont été fermées.",
} as const;

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: accountMessages.currentRequired })
      .min(1, { error: accountMessages.currentRequired })
      .max(1024, { error: accountMessages.currentWrong }),
    newPassword: newPasswordSchema,
    confirmation: z.string({ error: accountMessages.confirmationMismatch }),
  })
  .refine((body) => body.confirmation === body.newPassword, {
    path: ["confirmation"],
    error: accountMessages.confirmationMismatch,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ["newPassword"],
    error: accountMessages.sameAsCurrent,
  });

/** The signed-in admin's own account (issue #10 item 10). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/admin/account/password",
    {
      config: { roles: STAFF_ACCESS.everyone },
      schema: {
        body: passwordChangeSchema,
        response: {
          200: z.object({ message: z.string(), sessions_ended: z.number().int() }),
          ...messageAnswers(429),
          422: formErrorsSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // A stolen session must not become a way to guess the password: the check counts as a
      // sign-in attempt, under the same limits (decision 0010).
      const attempt = await reserveLoginAttempt(app.db, actor.email, request.ip, app.clock);
      if (!attempt.allowed) return refuseAttempt(reply, attempt);
      const user = await findUserByEmail(app.db, actor.email);
      if (!user || !(await verifyPassword(user.password_hash, request.body.currentPassword))) {
        return reply.code(422).send({
          message: accountMessages.formInvalid,
          errors: { currentPassword: [accountMessages.currentWrong] },
        });
      }
      await clearLoginFailures(app.db, attempt);
      const ended = await replacePassword(app.db, {
        user: { id: user.id, email: user.email },
        passwordHash: await hashPassword(request.body.newPassword),
        keepSessionToken: request.cookies[SESSION_COOKIE],
        actor,
        action: "user.password.change",
        at: app.clock(),
      });
      return { message: accountMessages.changed, sessions_ended: ended };
    },
  );
};
