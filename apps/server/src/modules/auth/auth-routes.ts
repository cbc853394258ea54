import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clearSessionCookie, endRequestSession, setSessionCookie } from "../../plugins/session.ts";
import { findUserByEmail } from "../users/user-repository.ts";
import {
  clearLoginFailures,
  recordLoginFailure,
  secondsUntilAllowed,
  throttleKeyOf,
} from "./login-throttle.ts";
import { verifyPassword } from "./passwords.ts";
import { createSession } from "./session-store.ts";

export const INVALID_CREDENTIALS_MESSAGE =
  "Identifiants invalides. Vérifiez l'email ou le mot de passe.";

export const tooManyAttemptsMessage = (seconds: number) =>
  `Trop de tentatives de connexion. Réessayez dans ${Math.ceil(seconds / 60)} minute(s).`;

const loginSchema = z.object({
  email: z.email({ error: "Email invalide" }).max(254, { error: "Email invalide" }),
  password: z
    .string({ error: "Le mot de passe est requis" })
    .min(1, { error: "Le mot de passe est requis" })
    .max(1024, { error: "Le mot de passe est trop long" }),
});

const userSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/login", { schema: { body: loginSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    const key = throttleKeyOf(email, request.ip);
    const wait = await secondsUntilAllowed(app.db, key);
    if (wait > 0) {
      return reply
        .code(429)
        .header("Retry-After", String(wait))
        .send({ message: tooManyAttemptsMessage(wait) });
    }
    const user = await findUserByEmail(app.db, email);
    // Unknown e-mail and wrong password take the same path and time, and get the same answer.
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      await recordLoginFailure(app.db, key);
      return reply.code(401).send({ message: INVALID_CREDENTIALS_MESSAGE });
    }
    await clearLoginFailures(app.db, key);
    // Rotation: whatever session this browser held before is ended, a new token is issued.
    await endRequestSession(app, request);
    setSessionCookie(request, reply, await createSession(app.db, user.id));
    return { user: { id: user.id, name: user.name, email: user.email } };
  });

  app.post("/api/logout", async (request, reply) => {
    await endRequestSession(app, request);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.get(
    "/api/auth/me",
    {
      schema: {
        response: {
          200: z.object({ authenticated: z.boolean(), user: userSchema.nullable() }),
        },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const user = request.sessionUser ?? null;
      return { authenticated: user !== null, user };
    },
  );
};
