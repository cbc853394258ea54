import { type ReactNode, Suspense, useId } from "react";
import { DataTable } from "../core/data-table.tsx";

export type ChartTable = {
  headers: readonly string[];
  rows: readonly (readonly (string | number)[])[];
};

/**
 * One chart of the dashboard with its accessible alternative: the drawing is hidden from
 * assistive technology (it has no focusable part), a one-line summary is read instead, and the
 * same figures are in a table behind a native disclosure ("Voir le tableau").
 */
export function ChartFigure({
  title,
  summary,
  empty,
  chart,
  table,
}: {
  title: string;
  /** What the chart shows, in one sentence: read by screen readers, shown to everyone. */
  summary: string;
  /** Nothing to draw yet: the summary alone stands. */
  empty: boolean;
  chart: ReactNode;
  table: ChartTable;
}) {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <figcaption>
        <h3 id={titleId} className="text-base font-semibold text-brand-900">
          {title}
        </h3>
        <p className="mt-1 text-sm text-muted">{summary}</p>
      </figcaption>
      {!empty && (
        <>
          <div aria-hidden="true" className="mt-4 h-64">
            <Suspense fallback={<p className="text-sm text-muted">Chargement du graphique...</p>}>
              {chart}
            </Suspense>
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-brand-800">Voir le tableau</summary>
            <div className="mt-2">
              <DataTable
                plain
                caption={title}
                columns={table.headers.map((header, index) => ({
                  header,
                  rowHeader: index === 0,
                  className: index === 0 ? undefined : "tabular-nums",
                  cell: (row: ChartTable["rows"][number]) => row[index],
                }))}
                rows={table.rows}
                rowKey={(row) => String(row[0])}
              />
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
