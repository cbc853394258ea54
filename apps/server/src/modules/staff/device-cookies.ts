import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/connection.ts";
import { normaliseEmail } from "./user-repository.ts";

/**
 * OWASP's device cookies (issue #22 section 4, decision 0044): a browser that signed in to an
 * account gets a cookie signed for that e-mail; an attempt carrying it is spared the account's
 * slowdown (login-throttle.ts), so that someone hammering a known address cannot keep its owner
 * out. The key is drawn once per database (migration 2025-11-14), so every server agrees.
 */
export const DEVICE_COOKIE = "congres_device";
/** Sent only to the sign-in routes: it is of use nowhere else. */
const DEVICE_COOKIE_PATH = "/api/login";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

// The key never changes once drawn: read once per database handle.
const keys = new WeakMap<Db, Promise<Buffer>>();

function deviceKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .selectFrom("server_keys")
      .select("value")
      .where("name", "=", "device_cookie")
      .executeTakeFirstOrThrow()
      .then((row) => Buffer.from(row.value, "base64url"));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signature = (key: Buffer, email: string, nonce: string) =>
  createHmac("sha256", key)
    .update(`${normaliseEmail(email)}\n${nonce}`)
    .digest("base64url");

/** Gives the browser a new device cookie for the account it has just signed in to. */
export async function issueDeviceCookie(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<void> {
  const nonce = randomBytes(16).toString("base64url");
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${signature(await deviceKey(db), email, nonce)}`, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/**
 * The nonce of the request's device cookie when it was signed for this e-mail, else undefined
 * (none, forged, or another account's).
 */
export async function trustedDevice(
  db: Db,
  request: FastifyRequest,
  email: string,
): Promise<string | undefined> {
  const parts = COOKIE_PATTERN.exec(request.cookies[DEVICE_COOKIE] ?? "");
  if (!parts?.[1] || !parts[2]) return undefined;
  const expected = Buffer.from(signature(await deviceKey(db), email, parts[1]));
  const given = Buffer.from(parts[2]);
  return timingSafeEqual(expected, given) ? parts[1] : undefined;
}
