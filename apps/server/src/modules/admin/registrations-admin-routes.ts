import type { RegistrationRow } from "@congres/shared";
import { otherRegistrationsWithSameEmail } from "../registrations/registration-repository.ts";
import { adminResourceRoutes } from "./admin-resource-routes.ts";
import { registrationView } from "./admin-views.ts";

export const registrationsAdminRoutes = adminResourceRoutes({
  path: "/api/admin/registrations",
  table: "registrations",
  mailEntity: "registration",
  view: registrationView,
  // Each row says how many other registrations share its address: the screens flag duplicates.
  views: async (app, rows): Promise<RegistrationRow[]> => {
    const others = await otherRegistrationsWithSameEmail(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...registrationView(row), duplicates: others.get(row.id) ?? 0 }));
  },
});
