import { adminResourceRoutes } from "./admin-resource-routes.ts";
import { contactView } from "./admin-views.ts";

export const contactsAdminRoutes = adminResourceRoutes({
  path: "/api/admin/contacts",
  table: "contact_messages",
  mailEntity: "contact",
  view: contactView,
});
