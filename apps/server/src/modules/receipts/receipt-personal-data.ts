import type { Db } from "../../db/connection.ts";

/** A registration's receipts as its person's data export lists them (name and e-mail as printed). */
export const receiptsOfRegistration = (db: Db, registrationId: number) =>
  db
    .selectFrom("receipts")
    .select([
      "number",
      "reference",
      "delegate_name",
      "delegate_email",
      "amount_centimes",
      "paid_on",
      "issued_at",
      "cancelled_at",
    ])
    .where("registration_id", "=", registrationId)
    .orderBy("id")
    .execute();

/** Replaces the person on a registration's receipts (name, e-mail) with `erased`; the rest stays. */
export async function blankReceiptsOf(
  db: Db,
  registrationId: number,
  erased: string,
): Promise<void> {
  await db
    .updateTable("receipts")
    .set({ delegate_name: erased, delegate_email: erased })
    .where("registration_id", "=", registrationId)
    .execute();
}
