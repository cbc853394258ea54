import { type ReactNode, Suspense, useId } from "react";

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
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-brand-100">
                  {table.headers.map((header) => (
                    <th key={header} scope="col" className="py-1 pr-3 font-semibold">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row[0])} className="border-b border-brand-50">
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th
                          key={table.headers[index]}
                          scope="row"
                          className="py-1 pr-3 font-normal"
                        >
                          {cell}
                        </th>
                      ) : (
                        <td key={table.headers[index]} className="py-1 pr-3 tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
