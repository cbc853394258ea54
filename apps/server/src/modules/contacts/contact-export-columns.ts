import type { Selectable } from "kysely";
import type { ContactMessageTable } from "../../db/schema.ts";
import type { ExportColumn } from "../../services/exports/export-cells.ts";
import { fieldColumn } from "../../services/exports/field-column.ts";
import { languageColumn } from "../../services/exports/language-column.ts";

/** Every column of the contact messages' exports, French headers. */
export const CONTACT_COLUMNS: ExportColumn<Selectable<ContactMessageTable>>[] = [
  fieldColumn("ID", "integer", "id"),
  fieldColumn("Date", "instant", "created_at"),
  fieldColumn("Prénom", "text", "first_name"),
  fieldColumn("Nom", "text", "last_name"),
  fieldColumn("Email", "text", "email"),
  fieldColumn("Téléphone", "text", "phone"),
  fieldColumn("Établissement", "text", "institution"),
  languageColumn(),
  fieldColumn("Sujet", "text", "subject"),
  fieldColumn("Message", "text", "message"),
];
