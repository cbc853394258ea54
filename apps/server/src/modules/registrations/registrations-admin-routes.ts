import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminResourceRoutes } from "../../services/lists/list-endpoints.ts";
import { daysAttended } from "../check-in/check-in-repository.ts";
import { registrationTotals } from "../payments/registration-totals.ts";
import { registrationDetail, registrationViews } from "./registration-detail.ts";
import { REGISTRATION_COLUMNS } from "./registration-export-columns.ts";
import { registrationList } from "./registration-list.ts";
import { registrationView } from "./registration-views.ts";

/** `2025-10-30` → `30/10/2025`, as the exports write dates for a French spreadsheet. */
const frenchDays = (days: string[] = []) =>
  days.map((day) => day.split("-").reverse().join("/")).join(", ");

const registrationResource = adminResourceRoutes({
  path: "/api/admin/registrations",
  table: "registrations",
  roles: STAFF_ACCESS.office,
  mailEntity: "registration",
  view: registrationView,
  views: (app, rows) => registrationViews(app.db, rows),
  detail: (app, row) => registrationDetail(app.db, row),
  list: registrationList,
  exports: {
    fileStem: "inscriptions",
    columns: REGISTRATION_COLUMNS,
    rows: async (db, rows) => {
      const days = await daysAttended(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, days_attended: frenchDays(days.get(row.id)) }));
    },
  },
});

export const registrationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Expected, received, outstanding over the list's search and filters (any page).
  app.get(
    "/api/admin/registrations/totals",
    { config: { roles: STAFF_ACCESS.office }, schema: { querystring: registrationList.schema } },
    async (request) => registrationTotals(app.db, request.query),
  );
  await app.register(registrationResource);
};
