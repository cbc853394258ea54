import { formatCentimes } from "@congres/shared";
import { useSearchParams } from "react-router";
import { filtersOf } from "../core/list-url-state.ts";
import { REGISTRATION_FILTERS, useRegistrationTotals } from "./registrations-api.ts";

/**
 * Money over the registrations the list shows (its search and filters, every page): expected,
 * received, outstanding. The address bar is the list's state, so both read the same values.
 */
export function RegistrationTotals() {
  const [params] = useSearchParams();
  const { data } = useRegistrationTotals(
    (params.get("q") ?? "").trim(),
    filtersOf(REGISTRATION_FILTERS, params),
  );
  const figures = [
    { label: "Attendu", value: data?.expected_centimes },
    { label: "Reçu", value: data?.received_centimes },
    { label: "Reste à percevoir", value: data?.outstanding_centimes },
  ];
  return (
    <section aria-labelledby="registration-totals-title" className="space-y-2">
      <h2 id="registration-totals-title" className="sr-only">
        Totaux des paiements
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-brand-100 bg-white px-4 py-3">
            <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
            <dd className="mt-1 text-xl font-bold text-brand-900">
              {figure.value === undefined ? "…" : formatCentimes(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">
        {data
          ? `Sur ${data.count} inscription${data.count > 1 ? "s" : ""}`
          : "Sur les inscriptions"}{" "}
        de la recherche et des filtres (toutes les pages). L'attendu exclut les inscriptions
        annulées et exonérées ; le reçu compte tous les virements enregistrés ; le reste à percevoir
        est ce que doivent encore les inscriptions en attente.
      </p>
    </section>
  );
}
