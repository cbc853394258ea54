/**
 * `GET /api/admin/stats`: the dashboard's charts (issue #10 item 9). Each breakdown is one
 * GROUP BY on one column; the server and the screen both read this list, so a new chart is one
 * more entry here.
 */

import type { RegistrationTotals } from "./admin-api.ts";
import { CATEGORIES, PARTICIPATION_TYPES, SUBMISSION_TYPES } from "./choices.ts";
import { SUBMISSION_STATUSES } from "./submission-decision.ts";

export type StatsChoice = { readonly value: string; readonly label: string };

export type StatsBreakdownDefinition = {
  readonly key: string;
  /** The chart's title, also the caption of its table. */
  readonly title: string;
  readonly table: "registrations" | "submissions";
  readonly column: string;
  /** A closed list: every choice is shown in this order, even at 0, with its French label. */
  readonly choices?: readonly StatsChoice[];
  /** An open list (countries): the `top` largest, then the rest summed as "Autres". */
  readonly top?: number;
};

export const STATS_BREAKDOWNS = [
  {
    key: "registrations_by_participation",
    title: "Inscriptions par type de participation",
    table: "registrations",
    column: "participation_type",
    choices: PARTICIPATION_TYPES,
  },
  {
    key: "registrations_by_country",
    title: "Inscriptions par pays",
    table: "registrations",
    column: "country",
    top: 8,
  },
  {
    key: "submissions_by_category",
    title: "Soumissions par catégorie",
    table: "submissions",
    column: "category",
    choices: CATEGORIES,
  },
  {
    key: "submissions_by_type",
    title: "Soumissions par type",
    table: "submissions",
    column: "submission_type",
    choices: SUBMISSION_TYPES,
  },
  {
    key: "submissions_by_status",
    title: "Soumissions par décision",
    table: "submissions",
    column: "status",
    choices: SUBMISSION_STATUSES,
  },
] as const satisfies readonly StatsBreakdownDefinition[];

/** The value standing for the countries beyond the top ones. */
export const STATS_OTHERS_VALUE = "autres";
export const STATS_OTHERS_LABEL = "Autres";

export type StatsSlice = { value: string; label: string; count: number };

export type StatsBreakdown = { key: string; title: string; slices: StatsSlice[] };

/** One day of Casablanca's calendar (`2025-10-06`): registrations that day, and since the first. */
export type StatsDay = { day: string; count: number; cumulative: number };

export type DashboardStats = {
  registrations_per_day: StatsDay[];
  breakdowns: StatsBreakdown[];
  /** The same figures as the registrations list's totals without search or filter. */
  payments: RegistrationTotals;
};
