import ipaddr from "ipaddr.js";
import { sql } from "kysely";
import { type Db, isPostgres } from "../../db/connection.ts";
import { normaliseEmail } from "./user-repository.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per e-mail and client address in the window; then 429 until it reopens. */
export const MAX_LOGIN_FAILURES = 5;
/** Failures one account takes in the window, from any address, before it is slowed down. */
export const ACCOUNT_FAILURES_BEFORE_SLOWDOWN = 10;
/** The account then waits 1, 2, 4, 8… minutes after each failure, never more than the window. */
export const FIRST_ACCOUNT_DELAY_MS = 60 * 1000;
export const MAX_ACCOUNT_DELAY_MS = LOGIN_WINDOW_MS;
/**
 * Failures a device cookie takes in the window before it stops sparing its holder the account's
 * slowdown (OWASP "device cookies": a stolen cookie must not give unlimited tries).
 */
export const DEVICE_FAILURES_BEFORE_LOCKOUT = 5;
/** An admin whose account is slowed down gets at most one alert mail in this time. */
export const LOGIN_ALERT_INTERVAL_MS = LOGIN_WINDOW_MS;

/**
 * The client address as throttling counts it. One IPv6 subscriber usually holds a whole /64, so
 * its addresses count as one; an IPv4-mapped address (`::ffff:192.0.2.1`) is its IPv4 address.
 */
export function addressGroupOf(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${address.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

export const throttleKeyOf = (email: string, ip: string) =>
  `${normaliseEmail(email)}|${addressGroupOf(ip)}`;

/** How long the account waits after its n-th failure of the window (n ≥ the threshold). */
export const accountDelayMs = (failures: number) =>
  Math.min(
    FIRST_ACCOUNT_DELAY_MS * 2 ** (failures - ACCOUNT_FAILURES_BEFORE_SLOWDOWN),
    MAX_ACCOUNT_DELAY_MS,
  );

export type LoginAttempt =
  | {
      allowed: true;
      /** The reserved row: released when the password was right and a code comes next. */
      id: number;
      accountKey: string;
      throttleKey: string;
      /** This attempt's rank among the account's attempts of the window, itself included. */
      accountAttempts: number;
    }
  | { allowed: false; limit: "address" | "account"; retryAfterSeconds: number };

type Earlier = { throttle_key: string; attempted_at: string; device: string | null };

const timeOf = (row: Pick<Earlier, "attempted_at">) => Date.parse(row.attempted_at);

/** When the address may try again, given the earlier attempts of its key in the window. */
export function addressReopensAt(earlier: Earlier[]): number {
  if (earlier.length < MAX_LOGIN_FAILURES) return 0;
  // The window reopens when the oldest attempt that still counts leaves it.
  const times = earlier.map(timeOf).sort((a, b) => a - b);
  return (times[times.length - MAX_LOGIN_FAILURES] ?? 0) + LOGIN_WINDOW_MS;
}

/** When the account may try again: after its delay, or once it is back under the threshold. */
export function accountReopensAt(earlier: Earlier[]): number {
  const failures = earlier.length;
  if (failures < ACCOUNT_FAILURES_BEFORE_SLOWDOWN) return 0;
  const times = earlier.map(timeOf).sort((a, b) => a - b);
  const delayEnds = (times[failures - 1] ?? 0) + accountDelayMs(failures);
  const backUnder = (times[failures - ACCOUNT_FAILURES_BEFORE_SLOWDOWN] ?? 0) + LOGIN_WINDOW_MS;
  return Math.min(delayEnds, backUnder);
}

/**
 * Serialises the attempts on one account on PostgreSQL, so that ids are committed in order and
 * every attempt sees all those ranked before it. SQLite serialises every write already.
 */
export async function lockAccount(trx: Db, accountKey: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${`login:${accountKey}`}))`.execute(trx);
  }
}

/** A success clears the failures of its e-mail and address (not those from elsewhere). */
export async function clearLoginFailures(
  db: Db,
  attempt: { accountKey: string; throttleKey: string },
): Promise<void> {
  await db
    .deleteFrom("login_attempts")
    .where("account_key", "=", attempt.accountKey)
    .where("throttle_key", "=", attempt.throttleKey)
    .execute();
}

/**
 * A right password whose account asks for a code next (decision 0045): the attempt is given
 * back, but the earlier failures stay, so that wrong codes count on from them.
 */
export async function releaseLoginAttempt(db: Db, attempt: { id: number }): Promise<void> {
  await db.deleteFrom("login_attempts").where("id", "=", attempt.id).execute();
}

export type AccountFailures = { count: number; since: Date; addresses: number };

/** The account's failures of the window, for the alert mail: how many, since when, from where. */
export async function accountFailures(
  db: Db,
  email: string,
  now = new Date(),
): Promise<AccountFailures> {
  const rows = await db
    .selectFrom("login_attempts")
    .select(["throttle_key", "attempted_at"])
    .where("account_key", "=", normaliseEmail(email))
    .where("attempted_at", ">", new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString())
    .execute();
  const oldest = Math.min(now.getTime(), ...rows.map(timeOf));
  return {
    count: rows.length,
    since: new Date(oldest),
    addresses: new Set(rows.map((row) => row.throttle_key)).size,
  };
}
