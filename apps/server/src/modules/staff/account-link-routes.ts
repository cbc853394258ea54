import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageAnswers } from "../http-schemas.ts";
import { sendLinkAudited, setPasswordFromLink } from "./account-link-workflow.ts";
import { findLiveLink } from "./account-links.ts";
import { newPasswordSchema } from "./password-rule.ts";
import { hashPassword } from "./passwords.ts";
import { reserveLoginAttempt } from "./sign-in-attempt-workflow.ts";
import { refuseAttempt } from "./sign-in-messages.ts";
import { findUserByEmail } from "./user-repository.ts";

export const accountLinkMessages = {
  emailInvalid: "Email invalide",
  resetRequested:
    "Si un compte de l'espace d'administration utilise cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe, valable 1 heure. Pensez à regarder dans les indésirables.",
  linkInvalid:
    "Ce lien n'est plus valable : il a déjà servi, il a expiré ou un lien plus récent l'a remplacé. Demandez-en un nouveau avec « Mot de passe oublié ? » sur la page de connexion, ou demandez à un administrateur de renvoyer votre invitation.",
  confirmationMismatch: "Les deux mots de passe ne correspondent pas",
  passwordSet: "Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.",
} as const;

/**
 * Every "Mot de passe oublié ?" answer leaves no sooner than this after the request arrived,
 * whether or not the e-mail has an account: queuing the mail for a real account must not show in
 * the timing (decision 0044). Well above what that work takes.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

const resetRequestSchema = z.object({
  email: z
    .email({ error: accountLinkMessages.emailInvalid })
    .max(254, { error: accountLinkMessages.emailInvalid }),
});

export const chosenPasswordSchema = z
  .object({
    token: z
      .string({ error: accountLinkMessages.linkInvalid })
      .min(1, { error: accountLinkMessages.linkInvalid })
      .max(200, { error: accountLinkMessages.linkInvalid }),
    password: newPasswordSchema,
    passwordConfirmation: z.string({ error: accountLinkMessages.confirmationMismatch }),
  })
  .refine((body) => body.password === body.passwordConfirmation, {
    path: ["passwordConfirmation"],
    error: accountLinkMessages.confirmationMismatch,
  });

/**
 * The public end of invitations and password resets (decision 0044): outside `/api/admin`, as
 * the person is not signed in; CSRF-checked like every write.
 */
export const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/account/password-reset",
    // Shares the sign-in steps' count per address (decision 0055): each request may send a mail.
    {
      config: { addressLimit: "sign-in" },
      schema: { body: resetRequestSchema, response: messageAnswers(202, 429) },
    },
    async (request, reply) => {
      const started = performance.now();
      const { email } = request.body;
      // Counted with the sign-in attempts of that e-mail and address, under the same limits.
      const attempt = await reserveLoginAttempt(app.db, email, request.ip, app.clock);
      if (!attempt.allowed) return refuseAttempt(reply, attempt);
      const user = await findUserByEmail(app.db, email);
      if (user) {
        await sendLinkAudited(
          app.db,
          app.mail,
          user,
          {
            purpose: "password_reset",
            action: "user.password_reset_requested",
            actor: { id: null, email: user.email },
          },
          app.clock(),
        );
        app.mail.queued();
      }
      // The same answer, status and time whether or not the account exists.
      await sleep(Math.max(0, RESET_ANSWER_FLOOR_MS - (performance.now() - started)));
      return reply.code(202).send({ message: accountLinkMessages.resetRequested });
    },
  );

  app.post(
    "/api/account/password",
    {
      schema: {
        body: chosenPasswordSchema,
        response: {
          200: z.object({ message: z.string(), email: z.string() }),
          ...messageAnswers(410),
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const gone = () => reply.code(410).send({ message: accountLinkMessages.linkInvalid });
      // Looked up before hashing: an unknown token costs no argon2 work.
      if (!(await findLiveLink(app.db, token, app.clock()))) return gone();
      const passwordHash = await hashPassword(password);
      const done = await setPasswordFromLink(app.db, app.mail, token, passwordHash, app.clock());
      if (!done) return gone();
      app.mail.queued();
      return { message: accountLinkMessages.passwordSet, email: done.email };
    },
  );
};
