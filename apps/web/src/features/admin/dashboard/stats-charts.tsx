import type { StatsDay, StatsSlice } from "@congres/shared";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCount, formatDay } from "./dashboard-stats-api.ts";

/**
 * Every Recharts drawing of the dashboard. This module is loaded on demand (React.lazy), so
 * Recharts reaches the admin's dashboard only — never a public page, nor the other admin screens
 * before it. `accessibilityLayer` is off: the figures are hidden from assistive technology,
 * which reads the summary and the table of `ChartFigure` instead.
 */
export type StatsChartProps =
  | { kind: "cumulative"; days: StatsDay[] }
  | { kind: "breakdown"; slices: StatsSlice[] }
  | { kind: "money"; bars: { label: string; dirhams: number }[] };

const BRAND = "#1d4ed8";
const axisTick = { fontSize: 12, fill: "#475569" };

export default function StatsChart(props: StatsChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {props.kind === "cumulative" ? (
        <LineChart data={props.days} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="day" tick={axisTick} tickFormatter={(day) => formatDay(day, false)} />
          <YAxis allowDecimals={false} tick={axisTick} width={48} />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(value) => [formatCount(Number(value)), "Inscriptions (cumul)"]}
          />
          <Line type="monotone" dataKey="cumulative" stroke={BRAND} strokeWidth={2} dot={false} />
        </LineChart>
      ) : props.kind === "breakdown" ? (
        <BarChart data={props.slices} layout="vertical" accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={axisTick} />
          <YAxis type="category" dataKey="label" tick={axisTick} width={170} />
          <Tooltip formatter={(value) => [formatCount(Number(value)), "Nombre"]} />
          <Bar dataKey="count" fill={BRAND} radius={[0, 4, 4, 0]} />
        </BarChart>
      ) : (
        <BarChart data={props.bars} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} />
          <YAxis tick={axisTick} width={72} tickFormatter={(value) => formatCount(Number(value))} />
          <Tooltip formatter={(value) => [`${formatCount(Number(value))} DH`, "Montant"]} />
          <Bar dataKey="dirhams" fill={BRAND} radius={[4, 4, 0, 0]} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
