import type { FastifyReply, FastifyRequest } from "fastify";
import { DELEGATE_SESSION_IDLE_MS } from "./delegate-session-store.ts";

/** The delegate session's cookie, distinct from the staff's `congres_session` (decision 0068). */
export const DELEGATE_COOKIE = "congres_space";

const cookieOptions = (request: FastifyRequest) => ({
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: request.protocol === "https",
});

export function setDelegateCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(DELEGATE_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: DELEGATE_SESSION_IDLE_MS / 1000,
  });
}

export function clearDelegateCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(DELEGATE_COOKIE, cookieOptions(request));
}
