import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { deleteSession, SESSION_ABSOLUTE_MS } from "./session-store.ts";

/** The staff session's cookie: its token, of which the database keeps only the hash. */
export const SESSION_COOKIE = "congres_session";

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}

/** Ends the session the request came with, if any (logout, and rotation at login). */
export async function endRequestSession(app: FastifyInstance, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(app.db, token);
}
