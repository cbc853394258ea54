import type { Db } from "../../db/connection.ts";
import { PeriodicTask } from "../../services/jobs/periodic-task.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { addonById } from "./options-repository.ts";
import { offerFreedSeat } from "./waitlist-offers.ts";
import { endOffer, expiredOffers } from "./waitlist-repository.ts";

/**
 * Offers past their 48 hours end, each seat passing to the next waiting (or back on sale), in
 * one transaction; on PostgreSQL the rows are locked and skipped by any other server sweeping at
 * the same time, so each offer passes once. Answers how many passed.
 */
export async function passExpiredOffers(db: Db, at: Date, mail: MailService): Promise<number> {
  const { passed, offered } = await db.transaction().execute(async (trx) => {
    const expired = await expiredOffers(trx, at);
    let offered = 0;
    for (const offer of expired) {
      if (!(await endOffer(trx, offer.id, "expired"))) continue;
      const addon = await addonById(trx, offer.addon_id);
      if (addon && (await offerFreedSeat(trx, addon, at, mail, true))) offered++;
    }
    return { passed: expired.length, offered };
  });
  if (offered > 0) mail.queued();
  return passed;
}

/** How often a server passes the expired offers on. */
export const OFFER_SWEEP_MS = 60_000;

/**
 * Every OFFER_SWEEP_MS (and once at start) the offers past their 48 hours pass on, as the review
 * reminders are looked for: a timer that keeps no process alive (serve.ts starts it). Any number
 * of servers may sweep at once (rows locked and skipped on PostgreSQL).
 */
export class WaitlistSweeper extends PeriodicTask {
  constructor(db: Db, clock: () => Date, mail: MailService, onError: (error: unknown) => void) {
    super(OFFER_SWEEP_MS, () => passExpiredOffers(db, clock(), mail), onError);
  }
}
