import type { RegistrationDetail, RegistrationRow } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { RegistrationTable } from "../../db/schema.ts";
import { adminResourceRoutes } from "../../services/lists/list-endpoints.ts";
import { findUndoablePayment } from "../payments/payment-repository.ts";
import { registrationTotals } from "../payments/registration-totals.ts";
import { receiptSummaries } from "../receipts/receipt-repository.ts";
import { otherRegistrationsWithSameEmail } from "../registrations/registration-repository.ts";
import { registrationView } from "./admin-views.ts";
import { REGISTRATION_COLUMNS } from "./export-columns.ts";
import { registrationList } from "./list-specs.ts";

/** Rows as the screens show them; each says how many other registrations share its address. */
async function registrationViews(
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
  };
}

const registrationResource = adminResourceRoutes({
  path: "/api/admin/registrations",
  table: "registrations",
  mailEntity: "registration",
  view: registrationView,
  views: (app, rows) => registrationViews(app.db, rows),
  detail: (app, row) => registrationDetail(app.db, row),
  list: registrationList,
  exports: {
    fileStem: "inscriptions",
    columns: REGISTRATION_COLUMNS,
    rows: async (_db, rows) => rows,
  },
});

export const registrationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Expected, received, outstanding over the list's search and filters (any page).
  app.get(
    "/api/admin/registrations/totals",
    { schema: { querystring: registrationList.schema } },
    async (request) => registrationTotals(app.db, request.query),
  );
  await app.register(registrationResource);
};
