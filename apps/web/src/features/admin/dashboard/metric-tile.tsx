import { Link } from "react-router";
import { DASH } from "../core/admin-format.ts";

/** One dashboard tile: total, today's count, a dash when the figures are unavailable (§2, §8). */
export function MetricTile({
  label,
  to,
  total,
  today,
}: {
  label: string;
  to: string;
  total: number | undefined;
  today: number | undefined;
}) {
  return (
    <Link
      to={to}
      className="block rounded-xl border border-brand-100 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow"
    >
      <h2 className="text-lg font-semibold text-brand-900">{label}</h2>
      <p className="mt-3 text-4xl font-bold text-brand-800">{total ?? DASH}</p>
      <p className="mt-2 text-sm text-muted">
        Aujourd'hui : <span className="font-semibold text-ink">{today ?? DASH}</span>
      </p>
    </Link>
  );
}
