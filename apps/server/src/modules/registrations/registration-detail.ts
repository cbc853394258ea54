import type { RegistrationDetail, RegistrationRow } from "@congres/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { RegistrationTable } from "../../db/schema.ts";
import { daysAttended } from "../check-in/check-in-repository.ts";
import { findUndoablePayment } from "../payments/payment-repository.ts";
import { receiptSummaries } from "../receipts/receipt-repository.ts";
import { otherRegistrationsWithSameEmail } from "./registration-repository.ts";
import { registrationView } from "./registration-views.ts";

/** Rows as the screens show them; each says how many other registrations share its address. */
export async function registrationViews(
  db: Db,
  rows: Selectable<RegistrationTable>[],
): Promise<RegistrationRow[]> {
  const others = await otherRegistrationsWithSameEmail(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...registrationView(row), duplicates: others.get(row.id) ?? 0 }));
}

/** The detail: the row with its money and duplicates, and the payment action an undo would reverse. */
export async function registrationDetail(
  db: Db,
  row: Selectable<RegistrationTable>,
): Promise<RegistrationDetail> {
  const [shown] = await registrationViews(db, [row]);
  return {
    ...(shown as RegistrationRow),
    undoable: await findUndoablePayment(db, row.id),
    receipts: await receiptSummaries(db, row.id),
    days_attended: (await daysAttended(db, [row.id])).get(row.id) ?? [],
  };
}
