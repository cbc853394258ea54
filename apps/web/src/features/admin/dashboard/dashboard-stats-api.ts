import type { DashboardStats } from "@congres/shared";
import { useAdminGet } from "../core/admin-queries.ts";

export const STATS_ENDPOINT = "/api/admin/stats";

/** The dashboard's figures, one request for every chart (`GET /api/admin/stats`). */
export const useDashboardStats = () => useAdminGet<DashboardStats>(STATS_ENDPOINT);

const numberFormat = new Intl.NumberFormat("fr-FR");
export const formatCount = (count: number) => numberFormat.format(count);

/** `2025-10-06` → `06/10/2025` (a calendar day: no time zone to apply). */
export function formatDay(day: string, withYear = true): string {
  const [year, month, date] = day.split("-");
  return withYear ? `${date}/${month}/${year}` : `${date}/${month}`;
}

/** "23 %": a slice's share of its chart, rounded; 0 % when the chart is empty. */
export const formatShare = (count: number, total: number) =>
  `${total === 0 ? 0 : Math.round((count / total) * 100)} %`;

/** "1 inscription", "3 inscriptions". */
export const countOf = (count: number, noun: string) =>
  `${formatCount(count)} ${noun}${count > 1 ? "s" : ""}`;
