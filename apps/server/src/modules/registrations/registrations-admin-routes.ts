import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminResourceRoutes } from "../../services/lists/list-endpoints.ts";
import { deleteMailsAbout } from "../../services/mail/outbox-repository.ts";
import {
  registrationDetailSchema,
  registrationRowSchema,
  registrationTotalsSchema,
} from "./registration-answers.ts";
import {
  type RegistrationExtras,
  registrationDetail,
  registrationViews,
} from "./registration-detail.ts";
import { REGISTRATION_COLUMNS } from "./registration-export-columns.ts";
import { registrationList } from "./registration-list.ts";
import { registrationTotals } from "./registration-totals.ts";
import { registrationView } from "./registration-views.ts";

/** `2025-10-30` → `30/10/2025`, as the exports write dates for a French spreadsheet. */
const frenchDays = (days: string[] = []) =>
  days.map((day) => day.split("-").reverse().join("/")).join(", ");

const registrationResource = (extras: RegistrationExtras) =>
  adminResourceRoutes({
    path: "/api/admin/registrations",
    table: "registrations",
    roles: STAFF_ACCESS.office,
    readScope: "registrations:read",
    mailEntity: "registration",
    deleteMails: deleteMailsAbout,
    view: registrationView,
    views: (app, rows) => registrationViews(app.db, rows),
    detail: (app, row) => registrationDetail(app.db, row, extras),
    list: registrationList,
    answers: { row: registrationRowSchema, detail: registrationDetailSchema },
    exports: {
      fileStem: "inscriptions",
      columns: REGISTRATION_COLUMNS,
      rows: async (db, rows) => {
        const days = await extras.daysAttended(
          db,
          rows.map((row) => row.id),
        );
        return rows.map((row) => ({ ...row, days_attended: frenchDays(days.get(row.id)) }));
      },
    },
  });

/** The staff's registrations: list, totals, detail, exports, deletion. */
export const registrationsAdminRoutes: FastifyPluginAsyncZod<{
  extras: RegistrationExtras;
}> = async (app, { extras }) => {
  // Expected, received, outstanding over the list's search and filters (any page).
  app.get(
    "/api/admin/registrations/totals",
    {
      config: { roles: STAFF_ACCESS.office, scope: "registrations:read" },
      schema: {
        querystring: registrationList.schema,
        response: { 200: registrationTotalsSchema },
      },
    },
    async (request) => registrationTotals(app.db, request.query),
  );
  await app.register(registrationResource(extras));
};
