import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminResourceRoutes } from "../../services/lists/list-endpoints.ts";
import { registrationTotals } from "../payments/registration-totals.ts";
import { registrationView } from "./admin-views.ts";
import { REGISTRATION_COLUMNS } from "./export-columns.ts";
import { registrationList } from "./list-specs.ts";
import { registrationDetail, registrationViews } from "./registration-detail.ts";

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
    rows: async (_db, rows) => rows,
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
