import type {
  ReceiptSummary,
  RegistrationDetail,
  RegistrationRow,
  UndoablePayment,
} from "@congres/shared";
import type {} from "fastify";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { RegistrationTable } from "../../db/schema.ts";
import { findRegistration } from "./registration-by-id.ts";
import { otherRegistrationsWithSameEmail } from "./registration-repository.ts";
import { registrationView } from "./registration-views.ts";

/**
 * What the modules above registrations add to its detail and exports: the payment action an undo
 * would reverse, the receipts, the days checked in. They read registrations through this module,
 * so it cannot import them; `app.ts` hands their functions in (decision 0062).
 */
export type RegistrationExtras = {
  undoablePayment(db: Db, registrationId: number): Promise<UndoablePayment | null>;
  receipts(db: Db, registrationId: number): Promise<ReceiptSummary[]>;
  daysAttended(db: Db, ids: number[]): Promise<Map<number, string[]>>;
};

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The extras of a registration's detail, for the workflows that create a registration and
     * send its detail in a webhook event (decision 0079); `app.ts` decorates it.
     */
    registrationExtras: RegistrationExtras;
  }
}

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
  extras: RegistrationExtras,
): Promise<RegistrationDetail> {
  const [shown] = await registrationViews(db, [row]);
  return {
    ...(shown as RegistrationRow),
    undoable: await extras.undoablePayment(db, row.id),
    receipts: await extras.receipts(db, row.id),
    days_attended: (await extras.daysAttended(db, [row.id])).get(row.id) ?? [],
  };
}

/** The detail of registration `id` as `GET /api/admin/registrations/:id` answers it. */
export async function registrationDetailById(
  db: Db,
  id: number,
  extras: RegistrationExtras,
): Promise<RegistrationDetail> {
  const row = await findRegistration(db, id);
  if (!row) throw new Error(`registration ${id} not found`);
  return registrationDetail(db, row, extras);
}
