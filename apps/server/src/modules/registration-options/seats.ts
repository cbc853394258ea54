import type { Db } from "../../db/connection.ts";

/**
 * An add-on's seats (decision 0075): each change is one conditional UPDATE of its row, so that
 * the database decides — SQLite runs one writer at a time, PostgreSQL locks the row and checks
 * the condition again once the other transaction has committed — and no two registrations ever
 * take the last seat, whatever the number of servers. The check constraint holds it too.
 */

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

/** One seat sold, unless the sold and held ones fill its capacity. */
export async function takeSeat(db: Db, addonId: number): Promise<boolean> {
  return changed(
    await db
      .updateTable("addons")
      .set((eb) => ({ sold: eb("sold", "+", 1) }))
      .where("id", "=", addonId)
      .where((eb) =>
        eb.or([
          eb("capacity", "is", null),
          eb(eb("sold", "+", eb.ref("held")), "<", eb.ref("capacity")),
        ]),
      )
      .executeTakeFirst(),
  );
}

/** The seat held for an offer, sold to its holder. */
export async function takeHeldSeat(db: Db, addonId: number): Promise<boolean> {
  return changed(
    await db
      .updateTable("addons")
      .set((eb) => ({ sold: eb("sold", "+", 1), held: eb("held", "-", 1) }))
      .where("id", "=", addonId)
      .where("held", ">", 0)
      .executeTakeFirst(),
  );
}

/** A sold seat given back (`toHold`: kept for the next on the waiting list). */
export async function giveBackSeat(db: Db, addonId: number, toHold: boolean): Promise<void> {
  await db
    .updateTable("addons")
    .set((eb) => ({
      sold: eb("sold", "-", 1),
      ...(toHold ? { held: eb("held", "+", 1) } : {}),
    }))
    .where("id", "=", addonId)
    .where("sold", ">", 0)
    .execute();
}

/** A seat on sale held for an offer (a capacity raised while people wait). */
export async function holdFreeSeat(db: Db, addonId: number): Promise<void> {
  await db
    .updateTable("addons")
    .set((eb) => ({ held: eb("held", "+", 1) }))
    .where("id", "=", addonId)
    .execute();
}

/** A held seat given back to sale (an offer expired with nobody after it). */
export async function releaseHeldSeat(db: Db, addonId: number): Promise<void> {
  await db
    .updateTable("addons")
    .set((eb) => ({ held: eb("held", "-", 1) }))
    .where("id", "=", addonId)
    .where("held", ">", 0)
    .execute();
}

/** The add-ons a registration took, at the price it paid. */
export async function attachAddons(
  db: Db,
  registrationId: number,
  addons: readonly { addonId: number; priceCentimes: number }[],
): Promise<void> {
  if (addons.length === 0) return;
  await db
    .insertInto("registration_addons")
    .values(
      addons.map((addon) => ({
        registration_id: registrationId,
        addon_id: addon.addonId,
        price_centimes: addon.priceCentimes,
      })),
    )
    .execute();
}

/** The seats a registration still holds, marked given back; answers their add-ons' ids. */
export async function markSeatsReleased(db: Db, registrationId: number, at: Date) {
  const rows = await db
    .updateTable("registration_addons")
    .set({ released_at: at.toISOString() })
    .where("registration_id", "=", registrationId)
    .where("released_at", "is", null)
    .returning("addon_id")
    .execute();
  return rows.map((row) => row.addon_id).sort((a, b) => a - b);
}

/** The add-ons whose seats a cancelled registration gave back. */
export const releasedAddonsOf = (db: Db, registrationId: number) =>
  db
    .selectFrom("registration_addons")
    .innerJoin("addons", "addons.id", "registration_addons.addon_id")
    .select(["addons.id", "addons.label_fr"])
    .where("registration_addons.registration_id", "=", registrationId)
    .where("registration_addons.released_at", "is not", null)
    .orderBy("addons.id")
    .execute();

export async function markSeatsRetaken(db: Db, registrationId: number): Promise<void> {
  await db
    .updateTable("registration_addons")
    .set({ released_at: null })
    .where("registration_id", "=", registrationId)
    .execute();
}

/** What a registration took: the staff's detail and the delegate's space show them. */
export const addonsOfRegistration = (db: Db, registrationId: number) =>
  db
    .selectFrom("registration_addons")
    .innerJoin("addons", "addons.id", "registration_addons.addon_id")
    .select([
      "addons.code",
      "addons.label_fr",
      "registration_addons.price_centimes",
      "registration_addons.released_at",
    ])
    .where("registration_addons.registration_id", "=", registrationId)
    .orderBy("addons.id")
    .execute();
