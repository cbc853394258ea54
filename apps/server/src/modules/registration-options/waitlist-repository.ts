import { type Db, isPostgres } from "../../db/connection.ts";

/** The waiting list's rows (decision 0075): this folder alone reads and writes them. */

/** Joins at the end of the add-on's list; nothing when the address waits already (answers false). */
export async function joinWaitlist(
  db: Db,
  entry: { addonId: number; email: string; language: string; at: Date },
): Promise<boolean> {
  const last = await db
    .selectFrom("waitlist_entries")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("addon_id", "=", entry.addonId)
    .executeTakeFirst();
  const inserted = await db
    .insertInto("waitlist_entries")
    .values({
      addon_id: entry.addonId,
      email: entry.email.toLowerCase(),
      language: entry.language,
      position: Number(last?.last ?? 0) + 1,
      created_at: entry.at.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["addon_id", "email"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The first still waiting for an add-on (locked on PostgreSQL until the offer is written). */
export async function nextWaiting(db: Db, addonId: number) {
  let query = db
    .selectFrom("waitlist_entries")
    .selectAll()
    .where("addon_id", "=", addonId)
    .where("status", "=", "waiting")
    .orderBy("position")
    .orderBy("id")
    .limit(1);
  if (isPostgres(db)) query = query.forUpdate().skipLocked();
  return query.executeTakeFirst();
}

export async function markOffered(
  db: Db,
  id: number,
  offer: { tokenHash: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable("waitlist_entries")
    .set({
      status: "offered",
      token_hash: offer.tokenHash,
      offered_at: offer.at.toISOString(),
      offer_expires_at: offer.expiresAt.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

/** The open offer a link's token names, still valid at `at`. */
export async function openOffer(db: Db, tokenHash: string, at: Date) {
  return db
    .selectFrom("waitlist_entries")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("status", "=", "offered")
    .where("offer_expires_at", ">", at.toISOString())
    .executeTakeFirst();
}

/** An offer ends (booked or expired), once: false when another request ended it first. */
export async function endOffer(db: Db, id: number, status: "booked" | "expired") {
  const result = await db
    .updateTable("waitlist_entries")
    .set({ status, token_hash: null })
    .where("id", "=", id)
    .where("status", "=", "offered")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Offers past their 48 hours, oldest first (skipped when another server sweeps them). */
export async function expiredOffers(db: Db, at: Date, limit = 50) {
  let query = db
    .selectFrom("waitlist_entries")
    .select(["id", "addon_id"])
    .where("status", "=", "offered")
    .where("offer_expires_at", "<=", at.toISOString())
    .orderBy("offer_expires_at")
    .limit(limit);
  if (isPostgres(db)) query = query.forUpdate().skipLocked();
  return query.execute();
}

/** An add-on's list as staff see it: waiting and offered first in order, then the ended ones. */
export const waitlistOf = (db: Db, addonId: number) =>
  db
    .selectFrom("waitlist_entries")
    .select([
      "id",
      "email",
      "language",
      "position",
      "status",
      "offered_at",
      "offer_expires_at",
      "created_at",
    ])
    .where("addon_id", "=", addonId)
    .orderBy("position")
    .orderBy("id")
    .execute();

/** Staff's order: the ids given take positions 1, 2, 3… in that order. */
export async function reorderWaitlist(db: Db, addonId: number, ids: readonly number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable("waitlist_entries")
      .set({ position: index + 1 })
      .where("id", "=", id)
      .where("addon_id", "=", addonId)
      .execute();
  }
}
