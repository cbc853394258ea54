import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/connection.ts";
import { type DeskSight, deskHasSeen } from "./check-in-repository.ts";

/** The staff account of a desk route's request (the session hook lets none through without). */
export function signedIn(request: FastifyRequest) {
  if (!request.sessionUser) throw new Error("a desk route needs a signed-in account");
  return request.sessionUser;
}

/** The desk account and today: the people it saw today are the ones it may print or cash. */
export const sightOf = (request: FastifyRequest, day: string): DeskSight => ({
  userId: signedIn(request).id,
  day,
});

/**
 * The desk role reaches only people it checked in or found today; the office reaches all. The
 * others are answered as an id that names nobody (404): a guess learns nothing, not even that
 * the registration exists.
 */
export const unseenByDesk = async (
  db: Db,
  request: FastifyRequest,
  day: string,
  registrationId: number,
) =>
  request.sessionUser?.role === "desk" &&
  !(await deskHasSeen(db, sightOf(request, day), registrationId));
