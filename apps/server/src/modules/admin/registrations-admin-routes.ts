import { adminResourceRoutes } from "./admin-resource-routes.ts";
import { registrationView } from "./admin-views.ts";

export const registrationsAdminRoutes = adminResourceRoutes({
  path: "/api/admin/registrations",
  table: "registrations",
  mailEntity: "registration",
  view: registrationView,
});
