import { CATEGORIES, labelOf, SUBMISSION_STATUSES, SUBMISSION_TYPES } from "@congres/shared";
import type { Selectable } from "kysely";
import type { SubmissionTable } from "../../db/schema.ts";
import type { ExportColumn } from "../../services/exports/export-cells.ts";
import { fieldColumn } from "../../services/exports/field-column.ts";
import { languageColumn } from "../../services/exports/language-column.ts";
import { PERSON_COLUMNS } from "../person-columns.ts";

/** Every column of the submissions' exports, in the order of the form, French headers. */

type Submission = Selectable<SubmissionTable> & { authors: string };

export const SUBMISSION_COLUMNS: ExportColumn<Submission>[] = [
  fieldColumn("ID", "integer", "id"),
  fieldColumn("Référence", "text", "reference"),
  fieldColumn("Date de soumission", "instant", "created_at"),
  fieldColumn("Titre", "text", "title"),
  { header: "Type", kind: "text", value: (r) => labelOf(SUBMISSION_TYPES, r.submission_type) },
  { header: "Catégorie", kind: "text", value: (r) => labelOf(CATEGORIES, r.category) },
  { header: "Décision", kind: "text", value: (r) => labelOf(SUBMISSION_STATUSES, r.status) },
  fieldColumn("Note du comité", "text", "committee_note"),
  fieldColumn("Message à l'auteur", "text", "author_message"),
  ...PERSON_COLUMNS,
  fieldColumn("Service", "text", "department"),
  fieldColumn("Pays", "text", "country"),
  languageColumn(),
  fieldColumn("Auteurs", "text", "authors"),
  fieldColumn("Mots-clés", "text", "keywords"),
  fieldColumn("Résumé", "text", "abstract"),
  fieldColumn("Conflit d'intérêts", "flag", "has_conflict_of_interest"),
  fieldColumn("Description du conflit", "text", "conflict_description"),
  fieldColumn("Conditions acceptées", "flag", "accepts_terms"),
  fieldColumn("Accepte l'évaluation", "flag", "accepts_review"),
];
