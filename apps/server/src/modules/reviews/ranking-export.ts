import {
  CATEGORIES,
  edition,
  labelOf,
  type RankingRow,
  REVIEW_RECOMMENDATION_LABELS_FR,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
} from "@congres/shared";
import type { ExportColumn } from "../../services/exports/export-cells.ts";
import { fieldColumn } from "../../services/exports/field-column.ts";

const recommendation = (key: keyof RankingRow["recommendations"]): ExportColumn<RankingRow> => ({
  header: REVIEW_RECOMMENDATION_LABELS_FR[key],
  kind: "integer",
  value: (row) => row.recommendations[key],
});

/** The ranking's export (CSV / XLSX), French headers; scores as decimal texts ("3,67"). */
export const RANKING_COLUMNS: ExportColumn<RankingRow>[] = [
  fieldColumn("ID", "integer", "submission_id"),
  fieldColumn("Référence", "text", "reference"),
  fieldColumn("Titre", "text", "title"),
  { header: "Catégorie", kind: "text", value: (row) => labelOf(CATEGORIES, row.category) },
  { header: "Type", kind: "text", value: (row) => labelOf(SUBMISSION_TYPES, row.submission_type) },
  fieldColumn("Relectures faites", "integer", "reviews_done"),
  fieldColumn("Relectures attendues", "integer", "reviews_expected"),
  {
    header: "Note moyenne pondérée",
    kind: "text",
    value: (row) => (row.mean_score === null ? "" : row.mean_score.toFixed(2).replace(".", ",")),
  },
  {
    header: "Écart",
    kind: "text",
    value: (row) => (row.spread === null ? "" : row.spread.toFixed(2).replace(".", ",")),
  },
  recommendation("acceptee_orale"),
  recommendation("acceptee_poster"),
  recommendation("a_reviser"),
  recommendation("refusee"),
  { header: "Désaccord", kind: "flag", value: (row) => (row.disagreement ? 1 : 0) },
  { header: "Décision", kind: "text", value: (row) => labelOf(SUBMISSION_STATUSES, row.status) },
];

export const rankingFileName = (format: "csv" | "xlsx", now: Date) =>
  `classement-${new Intl.DateTimeFormat("sv-SE", { timeZone: edition.timeZone }).format(now)}.${format}`;
