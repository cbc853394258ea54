import type { Selectable } from "kysely";
import type { ContactMessageTable } from "../../db/schema.ts";
import type { ExportColumn } from "../../services/exports/export-cells.ts";
import { fieldColumn } from "../../services/exports/field-column.ts";
import { languageColumn } from "../../services/exports/language-column.ts";
import { PERSON_COLUMNS } from "../person-columns.ts";

/** Every column of the contact messages' exports, French headers. */
export const CONTACT_COLUMNS: ExportColumn<Selectable<ContactMessageTable>>[] = [
  fieldColumn("ID", "integer", "id"),
  fieldColumn("Date", "instant", "created_at"),
  ...PERSON_COLUMNS,
  languageColumn(),
  fieldColumn("Sujet", "text", "subject"),
  fieldColumn("Message", "text", "message"),
];
