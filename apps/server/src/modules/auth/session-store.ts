import { createHash, randomBytes } from "node:crypto";
import type { StaffRole } from "@congres/shared";
import type { Db } from "../../db/connection.ts";

/** Idle expiry, sliding: a session unused for 2 hours ends. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** Absolute expiry: a session ends 12 hours after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** `last_seen_at` is written at most once a minute, not at every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionUser = { id: number; name: string; email: string; role: StaffRole };

/** SHA-256 of a random token: what the database keeps of sessions and account links. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new random token; only its SHA-256 is stored, the token itself goes to the cookie. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}

/**
 * Ends every session of an admin but the one holding `keepToken` (a password change keeps the
 * browser that made it); without it, all of them. Answers how many ended.
 */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  keepToken?: string,
): Promise<number> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepToken !== undefined) query = query.where("token_hash", "<>", hashToken(keepToken));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The user of a live session, or undefined. An expired session (idle or absolute) is deleted
 * on the spot; a live one has its idle clock pushed forward.
 */
export async function findSessionUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | undefined> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "users.id",
      "users.name",
      "users.email",
      "users.role",
      "sessions.last_seen_at",
      "sessions.expires_at",
    ])
    .where("sessions.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const lastSeen = Date.parse(row.last_seen_at);
  const expired =
    now.getTime() >= Date.parse(row.expires_at) || now.getTime() - lastSeen >= SESSION_IDLE_MS;
  if (expired) {
    await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    return undefined;
  }
  if (now.getTime() - lastSeen >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("token_hash", "=", tokenHash)
      .execute();
  }
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}
