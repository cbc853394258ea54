import { createHmac, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The CSRF token itself, apart from the plugin that checks it (csrf.ts): sign-in hands one out
 * from here, and the plugin, which reads the session cookie, stays above the staff module.
 */
export const CSRF_COOKIE = "XSRF-TOKEN";
const TOKEN_MAX_AGE_SECONDS = 2 * 60 * 60;

/** The session tokens a browser holds (its HttpOnly cookies' values): staff, delegate, or both. */
export type HeldSessions = { staff?: string | undefined; delegate?: string | undefined };

/**
 * The CSRF token of a signed-in browser (decision 0068): an HMAC keyed by its staff session token
 * and covering its delegate session token, which only the HttpOnly cookies hold (the database
 * keeps their hashes). ONE token for every session the browser holds, so that one XSRF-TOKEN
 * cookie serves the admin and the delegate space, and a browser holding both sessions needs the
 * token bound to both on either side. Another visitor's token never matches, and the readable
 * cookie reveals nothing of the session tokens. A staff session alone gives what it always gave.
 */
export function boundCsrfToken({ staff, delegate }: HeldSessions): string {
  const hmac = createHmac("sha256", staff ?? "").update(CSRF_COOKIE);
  if (delegate !== undefined) hmac.update(`\0delegate\0${delegate}`);
  return hmac.digest("base64url");
}

/** The token of a browser holding the staff session `sessionToken` and no delegate session. */
export const sessionCsrfToken = (sessionToken: string) => boundCsrfToken({ staff: sessionToken });

/** A token bound to no session: a visitor's, or a browser's once its sessions ended. */
export const unboundCsrfToken = () => randomBytes(32).toString("base64url");

/** The token a browser holding `held` should echo: bound to its sessions, else a fresh one. */
export const csrfTokenFor = (held: HeldSessions) =>
  held.staff === undefined && held.delegate === undefined
    ? unboundCsrfToken()
    : boundCsrfToken(held);

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    secure: request.protocol === "https",
    httpOnly: false,
    maxAge: TOKEN_MAX_AGE_SECONDS,
  });
}
