import type { Db } from "../../db/connection.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { addonById } from "./options-repository.ts";
import {
  giveBackSeat,
  markSeatsReleased,
  markSeatsRetaken,
  releasedAddonsOf,
  takeSeat,
} from "./seats.ts";
import { freeSoldSeat } from "./waitlist-offers.ts";

/**
 * A registration cancelled gives its add-ons' seats back (decision 0075), in the cancellation's
 * transaction: each goes to the next on the waiting list (her offer mail queued), or back on sale.
 */
export async function releaseSeats(
  trx: Db,
  registrationId: number,
  at: Date,
  mail: MailService,
): Promise<void> {
  for (const addonId of await markSeatsReleased(trx, registrationId, at)) {
    const addon = await addonById(trx, addonId);
    if (addon) await freeSoldSeat(trx, addon, at, mail);
  }
}

/**
 * A cancellation undone takes its seats again, if they are still free: answers the French
 * sentence of the first add-on full meanwhile (every seat then given back), or null.
 */
export async function retakeSeats(trx: Db, registrationId: number): Promise<string | null> {
  const released = await releasedAddonsOf(trx, registrationId);
  const taken: number[] = [];
  for (const addon of released) {
    if (!(await takeSeat(trx, addon.id))) {
      for (const id of taken) await giveBackSeat(trx, id, false);
      return `Impossible de revenir en arrière : « ${addon.label_fr} » est complet depuis l'annulation`;
    }
    taken.push(addon.id);
  }
  await markSeatsRetaken(trx, registrationId);
  return null;
}
