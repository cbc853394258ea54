import type { Db } from "../../db/connection.ts";
import { hashToken, newToken } from "./space-tokens.ts";

/** A delegate session unused for 30 days ends (issue #38); there is no absolute end. */
export const DELEGATE_SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most once a minute, not at every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type DelegateSession = { email: string; sessionId: number };

/** A new random 256-bit token for `email`; only its SHA-256 is stored, the token goes to the cookie. */
export async function createDelegateSession(db: Db, email: string, now: Date): Promise<string> {
  // Sessions idle for 30 days, never asked for again, leave with the next one opened.
  const idleSince = new Date(now.getTime() - DELEGATE_SESSION_IDLE_MS).toISOString();
  await db.deleteFrom("delegate_sessions").where("last_seen_at", "<=", idleSince).execute();
  const token = newToken();
  await db
    .insertInto("delegate_sessions")
    .values({
      token_hash: hashToken(token),
      email,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * The delegate of a live session, or undefined. A session idle for 30 days is deleted on the
 * spot; a live one has its idle clock pushed forward.
 */
export async function findDelegateSession(
  db: Db,
  token: string,
  now: Date,
): Promise<DelegateSession | undefined> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("delegate_sessions")
    .select(["id", "email", "last_seen_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const idle = now.getTime() - Date.parse(row.last_seen_at);
  if (idle >= DELEGATE_SESSION_IDLE_MS) {
    await db.deleteFrom("delegate_sessions").where("id", "=", row.id).execute();
    return undefined;
  }
  if (idle >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable("delegate_sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
  return { email: row.email, sessionId: row.id };
}

export async function deleteDelegateSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom("delegate_sessions").where("id", "=", sessionId).execute();
}
