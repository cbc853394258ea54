import type { FastifyReply } from "fastify";

/** The 429 answers of the sign-in and of the password change, in French (the admin's language). */

export const tooManyAttemptsMessage = (seconds: number) =>
  `Trop de tentatives de connexion. Réessayez dans ${Math.ceil(seconds / 60)} minute(s).`;

export const accountSlowedDownMessage = (seconds: number) =>
  `Trop de tentatives de connexion sur ce compte : par sécurité, il est ralenti. Réessayez dans ${Math.ceil(seconds / 60)} minute(s).`;

/** The 429 of a sign-in step (password or code) refused by the limits (decision 0010). */
export function refuseAttempt(
  reply: FastifyReply,
  attempt: { limit: "address" | "account"; retryAfterSeconds: number },
) {
  const wait = attempt.retryAfterSeconds;
  const message =
    attempt.limit === "account" ? accountSlowedDownMessage(wait) : tooManyAttemptsMessage(wait);
  return reply.code(429).header("Retry-After", String(wait)).send({ message });
}
