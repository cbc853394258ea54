import type { ReactNode } from "react";
import { orDash } from "./admin-format.ts";
import { ScreenHeader } from "./screen-header.tsx";

export type DetailRow = { label: string; value: ReactNode };

type PersonColumn = "first_name" | "last_name" | "email" | "phone" | "institution";

/** Who wrote, as the submission and contact forms ask it: first and last name, email, phone, institution. */
export const personRows = (
  person: Record<PersonColumn, string | null | undefined>,
): DetailRow[] => [
  { label: "Prénom", value: orDash(person.first_name) },
  { label: "Nom", value: orDash(person.last_name) },
  { label: "Email", value: orDash(person.email) },
  { label: "Téléphone", value: orDash(person.phone) },
  { label: "Institution", value: orDash(person.institution) },
];

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
      <ScreenHeader id="admin-detail-title" title={title} backTo={backTo} />
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
