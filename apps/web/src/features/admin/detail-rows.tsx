import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";

export type DetailRow = { label: string; value: ReactNode };

/** A detail screen: title, labelled read-only rows and Retour (§2). */
export function DetailScreen({
  title,
  backTo,
  loading,
  rows,
  children,
}: {
  title: string;
  backTo: string;
  loading: boolean;
  rows: DetailRow[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="admin-detail-title" className="max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-detail-title" className="text-2xl font-bold text-brand-900">
          {title}
        </h1>
        <Link to={backTo} className={buttonClasses("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour
        </Link>
      </div>
      {loading ? (
        <p className="text-muted">Chargement...</p>
      ) : (
        <dl className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold text-muted">{row.label}</dt>
              <dd className="min-w-0 whitespace-pre-line wrap-anywhere text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {!loading && children}
    </section>
  );
}
