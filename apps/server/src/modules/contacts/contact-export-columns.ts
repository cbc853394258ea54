import type { Selectable } from "kysely";
import type { ContactMessageTable } from "../../db/schema.ts";
import type { ExportColumn } from "../../services/exports/export-cells.ts";
import { languageColumn } from "../../services/exports/language-column.ts";

/** Every column of the contact messages' exports, French headers. */
export const CONTACT_COLUMNS: ExportColumn<Selectable<ContactMessageTable>>[] = [
  { header: "ID", kind: "integer", value: (r) => r.id },
  { header: "Date", kind: "instant", value: (r) => r.created_at },
  { header: "Prénom", kind: "text", value: (r) => r.first_name },
  { header: "Nom", kind: "text", value: (r) => r.last_name },
  { header: "Email", kind: "text", value: (r) => r.email },
  { header: "Téléphone", kind: "text", value: (r) => r.phone },
  { header: "Établissement", kind: "text", value: (r) => r.institution },
  languageColumn(),
  { header: "Sujet", kind: "text", value: (r) => r.subject },
  { header: "Message", kind: "text", value: (r) => r.message },
];
