import type { ExportColumn } from "../services/exports/export-cells.ts";
import { fieldColumn } from "../services/exports/field-column.ts";

type Person = Record<"first_name" | "last_name" | "email" | "phone" | "institution", string>;

/**
 * The person who wrote in through a public form and where they work, as the contact messages'
 * and the submissions' exports show them, in this order (personAnswerShape's fields, and more).
 */
export const PERSON_COLUMNS: ExportColumn<Person>[] = [
  fieldColumn("Prénom", "text", "first_name"),
  fieldColumn("Nom", "text", "last_name"),
  fieldColumn("Email", "text", "email"),
  fieldColumn("Téléphone", "text", "phone"),
  fieldColumn("Établissement", "text", "institution"),
];
