import { CATEGORIES, labelOf, SUBMISSION_STATUSES, SUBMISSION_TYPES } from "@congres/shared";
import type { Selectable } from "kysely";
import type { SubmissionTable } from "../../db/schema.ts";
import type { ExportColumn } from "../../services/exports/export-cells.ts";
import { languageColumn } from "../../services/exports/language-column.ts";

/** Every column of the submissions' exports, in the order of the form, French headers. */

type Submission = Selectable<SubmissionTable> & { authors: string };

export const SUBMISSION_COLUMNS: ExportColumn<Submission>[] = [
  { header: "ID", kind: "integer", value: (r) => r.id },
  { header: "Référence", kind: "text", value: (r) => r.reference },
  { header: "Date de soumission", kind: "instant", value: (r) => r.created_at },
  { header: "Titre", kind: "text", value: (r) => r.title },
  { header: "Type", kind: "text", value: (r) => labelOf(SUBMISSION_TYPES, r.submission_type) },
  { header: "Catégorie", kind: "text", value: (r) => labelOf(CATEGORIES, r.category) },
  { header: "Décision", kind: "text", value: (r) => labelOf(SUBMISSION_STATUSES, r.status) },
  { header: "Note du comité", kind: "text", value: (r) => r.committee_note },
  { header: "Message à l'auteur", kind: "text", value: (r) => r.author_message },
  { header: "Prénom", kind: "text", value: (r) => r.first_name },
  { header: "Nom", kind: "text", value: (r) => r.last_name },
  { header: "Email", kind: "text", value: (r) => r.email },
  { header: "Téléphone", kind: "text", value: (r) => r.phone },
  { header: "Établissement", kind: "text", value: (r) => r.institution },
  { header: "Service", kind: "text", value: (r) => r.department },
  { header: "Pays", kind: "text", value: (r) => r.country },
  languageColumn(),
  { header: "Auteurs", kind: "text", value: (r) => r.authors },
  { header: "Mots-clés", kind: "text", value: (r) => r.keywords },
  { header: "Résumé", kind: "text", value: (r) => r.abstract },
  { header: "Conflit d'intérêts", kind: "flag", value: (r) => r.has_conflict_of_interest },
  { header: "Description du conflit", kind: "text", value: (r) => r.conflict_description },
  { header: "Conditions acceptées", kind: "flag", value: (r) => r.accepts_terms },
  { header: "Accepte l'évaluation", kind: "flag", value: (r) => r.accepts_review },
];
