import { STAFF_ACCESS } from "@congres/shared";
import { adminResourceRoutes } from "../../services/lists/list-endpoints.ts";
import { deleteMailsAbout } from "../../services/mail/outbox-repository.ts";
import { contactRowSchema } from "./contact-answers.ts";
import { CONTACT_COLUMNS } from "./contact-export-columns.ts";
import { contactList } from "./contact-list.ts";
import { contactView } from "./contact-views.ts";

export const contactsAdminRoutes = adminResourceRoutes({
  path: "/api/admin/contacts",
  table: "contact_messages",
  roles: STAFF_ACCESS.office,
  mailEntity: "contact",
  deleteMails: deleteMailsAbout,
  view: contactView,
  list: contactList,
  answers: { row: contactRowSchema, detail: contactRowSchema },
  exports: { fileStem: "contacts", columns: CONTACT_COLUMNS, rows: async (_db, rows) => rows },
});
