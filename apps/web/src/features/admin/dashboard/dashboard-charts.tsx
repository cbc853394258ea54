import { type DashboardStats, formatCentimes } from "@congres/shared";
import { lazy } from "react";
import { PanelSection } from "../core/panel-section.tsx";
import { ChartFigure } from "./chart-figure.tsx";
import {
  countOf,
  formatCount,
  formatDay,
  formatShare,
  useDashboardStats,
} from "./dashboard-stats-api.ts";

// Recharts is in this chunk alone, fetched when the dashboard first draws a chart.
const StatsChart = lazy(() => import("./stats-charts.tsx"));

const total = (counts: readonly { count: number }[]) =>
  counts.reduce((sum, item) => sum + item.count, 0);

function RegistrationsPerDay({ days }: { days: DashboardStats["registrations_per_day"] }) {
  const last = days.at(-1);
  const first = days[0];
  const summary =
    last && first
      ? `${countOf(last.cumulative, "inscription")} du ${formatDay(first.day)} au ${formatDay(last.day)} (jours de Casablanca).`
      : "Aucune inscription pour l'instant.";
  return (
    <ChartFigure
      title="Inscriptions cumulées par jour"
      summary={summary}
      empty={days.length === 0}
      chart={<StatsChart kind="cumulative" days={days} />}
      table={{
        headers: ["Jour", "Inscriptions du jour", "Cumul"],
        // The table lists the days with registrations; the chart's axis shows every day.
        rows: days
          .filter((day) => day.count > 0)
          .map((day) => [formatDay(day.day), formatCount(day.count), formatCount(day.cumulative)]),
      }}
    />
  );
}

function Breakdown({ breakdown }: { breakdown: DashboardStats["breakdowns"][number] }) {
  const sum = total(breakdown.slices);
  const largest = [...breakdown.slices].sort((a, b) => b.count - a.count)[0];
  const summary =
    sum > 0 && largest
      ? `${formatCount(sum)} au total ; le plus grand nombre : ${largest.label} (${formatCount(largest.count)}).`
      : "Aucune donnée pour l'instant.";
  return (
    <ChartFigure
      title={breakdown.title}
      summary={summary}
      empty={sum === 0}
      chart={<StatsChart kind="breakdown" slices={breakdown.slices} />}
      table={{
        headers: ["Valeur", "Nombre", "Part"],
        rows: breakdown.slices.map((slice) => [
          slice.label,
          formatCount(slice.count),
          formatShare(slice.count, sum),
        ]),
      }}
    />
  );
}

function Payments({ payments }: { payments: DashboardStats["payments"] }) {
  const figures = [
    { label: "Attendu", centimes: payments.expected_centimes },
    { label: "Reçu", centimes: payments.received_centimes },
    { label: "Reste à percevoir", centimes: payments.outstanding_centimes },
  ];
  return (
    <ChartFigure
      title="Paiements : attendu et reçu"
      summary={`Attendu ${formatCentimes(payments.expected_centimes)}, reçu ${formatCentimes(payments.received_centimes)}, reste à percevoir ${formatCentimes(payments.outstanding_centimes)}, sur ${countOf(payments.count, "inscription")}.`}
      empty={payments.count === 0}
      chart={
        <StatsChart
          kind="money"
          // Whole dirhams are enough for a bar's height; the table gives the exact amounts.
          bars={figures.map((figure) => ({ label: figure.label, dirhams: figure.centimes / 100 }))}
        />
      }
      table={{
        headers: ["Montant", "Valeur"],
        rows: figures.map((figure) => [figure.label, formatCentimes(figure.centimes)]),
      }}
    />
  );
}

/** The dashboard's charts, each with its summary and table (issue #10 item 9). */
export function DashboardCharts() {
  const { data, isError } = useDashboardStats();
  return (
    <PanelSection id="charts-title" title="Statistiques">
      {isError && <p className="text-muted">Statistiques indisponibles.</p>}
      {!data && !isError && <p className="text-muted">Chargement...</p>}
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          <RegistrationsPerDay days={data.registrations_per_day} />
          {data.breakdowns.map((breakdown) => (
            <Breakdown key={breakdown.key} breakdown={breakdown} />
          ))}
          <Payments payments={data.payments} />
        </div>
      )}
    </PanelSection>
  );
}
