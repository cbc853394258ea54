import { createHmac, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The CSRF token itself, apart from the plugin that checks it (csrf.ts): sign-in hands one out
 * from here, and the plugin, which reads the session cookie, stays above the staff module.
 */
export const CSRF_COOKIE = "XSRF-TOKEN";
const TOKEN_MAX_AGE_SECONDS = 2 * 60 * 60;

/**
 * The CSRF token of a signed-in browser: an HMAC keyed by its session token, which only the
 * HttpOnly cookie holds (the database keeps its hash). Another visitor's token never matches, and
 * the readable XSRF-TOKEN cookie reveals nothing of the session token.
 */
export const sessionCsrfToken = (sessionToken: string) =>
  createHmac("sha256", sessionToken).update(CSRF_COOKIE).digest("base64url");

/** A token bound to no session: a visitor's, or a browser's once its session ended. */
export const unboundCsrfToken = () => randomBytes(32).toString("base64url");

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    secure: request.protocol === "https",
    httpOnly: false,
    maxAge: TOKEN_MAX_AGE_SECONDS,
  });
}

/**
 * Hands the browser the token its next write must carry, as Sanctum does on the sign-in and
 * sign-out answers: bound to the session just opened, or a fresh unbound one once it ended. A
 * client that kept the token from before need not ask `/sanctum/csrf-cookie` again.
 */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionToken?: string,
): void {
  const token = sessionToken ? sessionCsrfToken(sessionToken) : unboundCsrfToken();
  setTokenCookie(request, reply, token);
}
