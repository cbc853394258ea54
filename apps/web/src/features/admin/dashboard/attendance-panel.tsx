import {
  CERTIFICATE_RECIPIENT_LABELS,
  CERTIFICATE_RECIPIENTS,
  type CertificateRecipients,
  type CheckInSettings,
  type CheckInStats,
} from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, useState } from "react";
import { adminWrite } from "../core/admin-api.ts";
import { useAdminGet } from "../core/admin-queries.ts";
import { ChartFigure } from "./chart-figure.tsx";
import { countOf, formatCount, formatDay, formatShare } from "./dashboard-stats-api.ts";

const StatsChart = lazy(() => import("./stats-charts.tsx"));

const STATS = "/api/admin/check-in/stats";
const SETTINGS = "/api/admin/settings/check-in";

const hourLabel = (day: string, hour: number) => `${formatDay(day, false)}, ${hour} h`;

/** The dashboard's attendance (issue #25): arrivals per day and hour, share checked in by type. */
export function AttendanceCharts() {
  const { data, isError } = useAdminGet<CheckInStats>(STATS);
  if (isError) return <p className="text-muted">Présences indisponibles.</p>;
  if (!data) return <p className="text-muted">Chargement...</p>;
  const arrivals = data.per_day.reduce((sum, day) => sum + day.count, 0);
  const busiest = [...data.per_hour].sort((a, b) => b.count - a.count)[0];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Arrivées à l'accueil par jour"
        summary={
          arrivals > 0
            ? `${countOf(arrivals, "arrivée")} sur ${countOf(data.per_day.length, "jour")} (jours de Casablanca).`
            : "Personne n'est encore passé à l'accueil."
        }
        empty={arrivals === 0}
        chart={
          <StatsChart
            kind="breakdown"
            slices={data.per_day.map((day) => ({
              value: day.day,
              label: formatDay(day.day),
              count: day.count,
            }))}
          />
        }
        table={{
          headers: ["Jour", "Arrivées"],
          rows: data.per_day.map((day) => [formatDay(day.day), formatCount(day.count)]),
        }}
      />
      <ChartFigure
        title="Arrivées à l'accueil par heure"
        summary={
          busiest
            ? `L'heure la plus chargée : ${hourLabel(busiest.day, busiest.hour)} (${countOf(busiest.count, "arrivée")}).`
            : "Personne n'est encore passé à l'accueil."
        }
        empty={data.per_hour.length === 0}
        chart={
          <StatsChart
            kind="breakdown"
            slices={data.per_hour.map((slot) => ({
              value: `${slot.day}-${slot.hour}`,
              label: hourLabel(slot.day, slot.hour),
              count: slot.count,
            }))}
          />
        }
        table={{
          headers: ["Jour et heure", "Arrivées"],
          rows: data.per_hour.map((slot) => [
            hourLabel(slot.day, slot.hour),
            formatCount(slot.count),
          ]),
        }}
      />
      <ChartFigure
        title="Inscrits passés à l'accueil, par type"
        summary="Part des inscriptions payées ou exonérées passées au moins une fois à l'accueil."
        empty={data.by_type.every((row) => row.expected === 0)}
        chart={
          <StatsChart
            kind="breakdown"
            slices={data.by_type.map((row) => ({
              value: row.participation_type,
              label: row.label,
              count: row.checked_in,
            }))}
          />
        }
        table={{
          headers: ["Type", "Passés à l'accueil", "Attendus", "Part"],
          rows: data.by_type.map((row) => [
            row.label,
            formatCount(row.checked_in),
            formatCount(row.expected),
            formatShare(row.checked_in, row.expected),
          ]),
        }}
      />
    </div>
  );
}

/** The secretariat's settings of the desk: cash payments, and who receives the certificates. */
export function CheckInSettingsPanel() {
  const queryClient = useQueryClient();
  const settings = useAdminGet<CheckInSettings>(SETTINGS);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!settings.data) return null;
  const save = async (next: { cashPayments: boolean; certificates: CertificateRecipients }) => {
    setBusy(true);
    const answer = await adminWrite<CheckInSettings>("PUT", SETTINGS, next);
    setBusy(false);
    setMessage(
      answer.ok ? "Réglage enregistré." : (answer.message ?? "Réglage non enregistré : réessayez."),
    );
    if (answer.ok) queryClient.setQueryData([SETTINGS], answer.data);
  };
  const current = {
    cashPayments: settings.data.cash_payments,
    certificates: settings.data.certificates,
  };
  return (
    <section
      aria-labelledby="desk-settings-title"
      className="space-y-3 rounded-xl border border-brand-100 bg-white p-4"
    >
      <h2 id="desk-settings-title" className="text-lg font-bold text-brand-900">
        Accueil et attestations
      </h2>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={current.cashPayments}
          disabled={busy}
          onChange={(event) => save({ ...current, cashPayments: event.target.checked })}
        />
        Autoriser l'accueil à encaisser les inscriptions en espèces
      </label>
      <fieldset className="space-y-1">
        <legend className="font-semibold">Attestations de présence envoyées à</legend>
        {CERTIFICATE_RECIPIENTS.map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="certificate-recipients"
              checked={current.certificates === value}
              disabled={busy}
              onChange={() => save({ ...current, certificates: value })}
            />
            {CERTIFICATE_RECIPIENT_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {message && (
        <p role="status" className="text-sm text-muted">
          {message}
        </p>
      )}
    </section>
  );
}
