import type { Db } from "../../db/connection.ts";

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export const throttleKeyOf = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

/**
 * Failed sign-ins are rows in the database, not memory, so the limit holds across several
 * server instances and restarts. Answers the seconds to wait, or 0 when a try is allowed.
 */
export async function secondsUntilAllowed(db: Db, key: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const failures = await db
    .selectFrom("login_attempts")
    .select("attempted_at")
    .where("throttle_key", "=", key)
    .where("attempted_at", ">", since)
    .orderBy("attempted_at", "asc")
    .execute();
  if (failures.length < MAX_LOGIN_FAILURES) return 0;
  // The window reopens when the oldest failure that still counts leaves it.
  const oldestCounted = failures[failures.length - MAX_LOGIN_FAILURES];
  const reopensAt = Date.parse(oldestCounted?.attempted_at ?? since) + LOGIN_WINDOW_MS;
  return Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000));
}

export async function recordLoginFailure(db: Db, key: string, now = new Date()): Promise<void> {
  await db
    .insertInto("login_attempts")
    .values({ throttle_key: key, attempted_at: now.toISOString() })
    .execute();
  // Old rows are useless: prune them here rather than with a scheduled job.
  const cutoff = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  await db.deleteFrom("login_attempts").where("attempted_at", "<=", cutoff).execute();
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("throttle_key", "=", key).execute();
}
