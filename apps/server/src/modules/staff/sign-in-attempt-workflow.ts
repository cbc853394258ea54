import type { Db } from "../../db/connection.ts";
import {
  accountReopensAt,
  addressReopensAt,
  DEVICE_FAILURES_BEFORE_LOCKOUT,
  LOGIN_WINDOW_MS,
  type LoginAttempt,
  lockAccount,
  throttleKeyOf,
} from "./login-throttle.ts";
import { normaliseEmail } from "./user-repository.ts";

/**
 * Reserves a sign-in attempt before its password is checked: the attempt is written first, then
 * ranked among the attempts of the window, so that simultaneous requests never check more
 * passwords than the limits allow. A refused attempt is removed (it checked nothing); an allowed
 * one stays and counts as a failure until a success clears its key. The rows live in the
 * database, so the limits hold across several server processes and restarts.
 *
 * `device`: the nonce of a valid device cookie for this e-mail (device-cookies.ts). Such an
 * attempt is spared the account's slowdown, not the per-address limit, until that device has
 * failed DEVICE_FAILURES_BEFORE_LOCKOUT times in the window.
 */
export async function reserveLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  clock: () => Date = () => new Date(),
  device?: string,
): Promise<LoginAttempt> {
  const accountKey = normaliseEmail(email);
  const throttleKey = throttleKeyOf(email, ip);
  const attempt = await db.transaction().execute(async (trx): Promise<LoginAttempt> => {
    await lockAccount(trx, accountKey);
    // Read once the lock is held: attempts ranked later never carry an earlier time.
    const now = clock();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
    const { id } = await trx
      .insertInto("login_attempts")
      .values({
        throttle_key: throttleKey,
        account_key: accountKey,
        attempted_at: now.toISOString(),
        device: device ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const earlier = await trx
      .selectFrom("login_attempts")
      .select(["throttle_key", "attempted_at", "device"])
      .where("account_key", "=", accountKey)
      .where("attempted_at", ">", since)
      .where("id", "<", id)
      .execute();
    const byAddress = addressReopensAt(earlier.filter((row) => row.throttle_key === throttleKey));
    const trusted =
      device !== undefined &&
      earlier.filter((row) => row.device === device).length < DEVICE_FAILURES_BEFORE_LOCKOUT;
    const byAccount = trusted ? 0 : accountReopensAt(earlier);
    const reopensAt = Math.max(byAddress, byAccount);
    if (reopensAt <= now.getTime()) {
      return { allowed: true, id, accountKey, throttleKey, accountAttempts: earlier.length + 1 };
    }
    await trx.deleteFrom("login_attempts").where("id", "=", id).execute();
    return {
      allowed: false,
      limit: byAccount >= byAddress ? "account" : "address",
      retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)),
    };
  });
  // Old rows are useless: prune them here rather than with a scheduled job.
  const cutoff = new Date(clock().getTime() - LOGIN_WINDOW_MS).toISOString();
  await db.deleteFrom("login_attempts").where("attempted_at", "<=", cutoff).execute();
  return attempt;
}
