import { createHash, randomBytes } from "node:crypto";
import type { StaffRole } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { SessionStage } from "../../db/schema.ts";

/** Idle expiry, sliding: a session unused for 2 hours ends. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** Absolute expiry: a session ends 12 hours after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** A half-session (password checked, code awaited) ends 5 minutes after the password. */
export const TWO_FACTOR_STEP_MS = 5 * 60 * 1000;
/** A session that may only set up 2FA ends 30 minutes after the password. */
export const ENROLMENT_STEP_MS = 30 * 60 * 1000;
const LIFETIME_MS: Record<SessionStage, number> = {
  full: SESSION_ABSOLUTE_MS,
  two_factor: TWO_FACTOR_STEP_MS,
  enrolment: ENROLMENT_STEP_MS,
};
/** The browser's own description is kept this long at most, for the account page. */
const USER_AGENT_MAX_LENGTH = 300;
/** `last_seen_at` is written at most once a minute, not at every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionUser = { id: number; name: string; email: string; role: StaffRole };

/** SHA-256 of a random token: what the database keeps of sessions and account links. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** How far the new session got (decision 0045), and the browser that opened it. */
export type SessionOpening = { stage?: SessionStage; userAgent?: string | undefined };

/** A new random token; only its SHA-256 is stored, the token itself goes to the cookie. */
export async function createSession(
  db: Db,
  userId: number,
  now = new Date(),
  { stage = "full", userAgent }: SessionOpening = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LIFETIME_MS[stage]).toISOString(),
      public_id: randomBytes(16).toString("base64url"),
      stage,
      user_agent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    })
    .execute();
  return token;
}

/** An enrolment session once 2FA is confirmed: a full session, with a full session's life. */
export async function promoteSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ stage: "full", expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("stage", "=", "enrolment")
    .execute();
}

export type AccountSessionRow = {
  public_id: string;
  stage: SessionStage;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
  current: boolean;
};

/** A person's live sessions, newest first, the one holding `currentToken` marked. */
export async function listUserSessions(
  db: Db,
  userId: number,
  currentToken: string | undefined,
  now: Date,
): Promise<AccountSessionRow[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["token_hash", "public_id", "stage", "created_at", "last_seen_at", "user_agent"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now.toISOString())
    .where("last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_MS).toISOString())
    .orderBy("created_at", "desc")
    .execute();
  const currentHash = currentToken === undefined ? undefined : hashToken(currentToken);
  return rows.map(({ token_hash, ...row }) => ({ ...row, current: token_hash === currentHash }));
}

/** Ends one of a person's sessions by its public id; answers whether one ended. */
export async function deleteUserSession(
  db: Db,
  userId: number,
  publicId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("public_id", "=", publicId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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

export type LiveSession = { user: SessionUser; stage: SessionStage; publicId: string };

/**
 * The user of a live session and how far it got, or undefined. An expired session (idle or
 * absolute) is deleted on the spot; a live one has its idle clock pushed forward.
 */
export async function findSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<LiveSession | undefined> {
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
      "sessions.stage",
      "sessions.public_id",
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
  return {
    user: { id: row.id, name: row.name, email: row.email, role: row.role },
    stage: row.stage,
    publicId: row.public_id,
  };
}
