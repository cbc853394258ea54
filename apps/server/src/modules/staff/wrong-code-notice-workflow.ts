import type { Db } from "../../db/connection.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { queueAccountNotice } from "./account-notice-mail.ts";
import type { SecondFactor } from "./two-factor.ts";

/** Wrong second-factor codes in a row after which the owner is told, once per run (decision 0056). */
export const WRONG_CODES_BEFORE_NOTICE = 5;

/**
 * Counts a checked second factor on its account. A wrong code adds one to the account's run of
 * wrong codes — one UPDATE … RETURNING, so that codes typed together each see their own count —
 * and the one that reaches WRONG_CODES_BEFORE_NOTICE queues the owner's notice in the same
 * transaction: one mail per run, however long it lasts. A right code ends the run.
 */
export async function countSecondFactor(
  db: Db,
  mail: MailService,
  userId: number,
  factor: SecondFactor,
  now: Date,
): Promise<void> {
  if (factor.kind !== "invalid") {
    await db
      .updateTable("users")
      .set({ two_factor_failures: 0 })
      .where("id", "=", userId)
      .where("two_factor_failures", ">", 0)
      .execute();
    return;
  }
  const queued = await db.transaction().execute(async (trx) => {
    const run = await trx
      .updateTable("users")
      .set((eb) => ({ two_factor_failures: eb("two_factor_failures", "+", 1) }))
      .where("id", "=", userId)
      .returning(["name", "email", "two_factor_failures"])
      .executeTakeFirst();
    if (run?.two_factor_failures !== WRONG_CODES_BEFORE_NOTICE) return false;
    const notice = { kind: "wrong_codes", count: run.two_factor_failures } as const;
    await queueAccountNotice(trx, mail, run, notice, now);
    return true;
  });
  if (queued) mail.queued();
}
