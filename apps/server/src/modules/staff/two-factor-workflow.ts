import type { Db } from "../../db/connection.ts";
import type { Resealing } from "../../services/secrets/secret-box.ts";
import {
  acceptTotp,
  newRecoveryCodes,
  normaliseCode,
  openedSecretOf,
  secretContext,
  twoFactorRow,
} from "./two-factor.ts";
import type { TwoFactorBox } from "./two-factor-box.ts";

/**
 * Confirms a pending enrolment with a first code: 2FA is on, and the recovery codes (returned
 * in clear once, stored as digests) replace any earlier ones. `alongside` (the audit line) runs
 * in the same transaction. Undefined when the code is wrong or nothing is pending.
 */
export async function confirmEnrolment(
  db: Db,
  box: TwoFactorBox,
  userId: number,
  typed: string,
  now: Date,
  alongside: (trx: Db) => Promise<unknown>,
): Promise<string[] | undefined> {
  const row = await twoFactorRow(db, userId);
  const opened = openedSecretOf(box, userId, row);
  if (!opened || row?.two_factor_enabled_at !== null) return undefined;
  if (!(await acceptTotp(db, box, userId, normaliseCode(typed), now))) return undefined;
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ two_factor_enabled_at: now.toISOString() })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("two_factor_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("two_factor_recovery_codes")
      .values(
        codes.map((code) => ({
          user_id: userId,
          code_hash: box.digest(normaliseCode(code), opened),
          used_at: null,
        })),
      )
      .execute();
    await alongside(trx);
  });
  return codes;
}

/**
 * `npm run admin -- rotate-two-factor-key` (decision 0055): every stored secret sealed under a
 * previous key is sealed again under the current one, with its recovery codes' digest key, so
 * that nobody's codes change (a version 1 account's digests are keyed once more, in the same
 * transaction). Each row is replaced only if it still holds what was read (an enrolment
 * meanwhile wins). `unreadable`: accounts whose value opens under no key given.
 */
export async function resealTwoFactorSecrets(db: Db, box: TwoFactorBox): Promise<Resealing> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "two_factor_secret"])
    .where("two_factor_secret", "is not", null)
    .orderBy("id")
    .execute();
  const outcome: Resealing = { resealed: 0, alreadyCurrent: 0, unreadable: [] };
  for (const { id, two_factor_secret: stored } of rows) {
    if (stored === null) continue;
    if (box.isCurrent(stored)) {
      outcome.alreadyCurrent += 1;
      continue;
    }
    const resealed = box.reseal(stored, secretContext(id));
    if (resealed === undefined) {
      outcome.unreadable.push(id);
      continue;
    }
    const written = await db.transaction().execute(async (trx) => {
      const user = await trx
        .updateTable("users")
        .set({ two_factor_secret: resealed.value })
        .where("id", "=", id)
        .where("two_factor_secret", "=", stored)
        .executeTakeFirst();
      if (Number(user.numUpdatedRows) !== 1 || !resealed.rewrap) return Number(user.numUpdatedRows);
      const codes = await trx
        .selectFrom("two_factor_recovery_codes")
        .select(["id", "code_hash"])
        .where("user_id", "=", id)
        .execute();
      for (const code of codes) {
        await trx
          .updateTable("two_factor_recovery_codes")
          .set({ code_hash: resealed.rewrap(code.code_hash) })
          .where("id", "=", code.id)
          .execute();
      }
      return 1;
    });
    if (written === 1) outcome.resealed += 1;
  }
  return outcome;
}
