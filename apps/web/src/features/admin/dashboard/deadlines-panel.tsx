import { CLOSABLE_FORMS } from "@congres/shared";
import { ChangeDeadlineCard } from "./change-deadline-card.tsx";
import { DeadlineCard } from "./deadline-card.tsx";
import { useAdminDeadlines } from "./deadlines-api.ts";

/** "Dates limites" of the dashboard: the closing time of each public form. */
export function DeadlinesPanel() {
  const { data, isError } = useAdminDeadlines();
  return (
    <section aria-labelledby="deadlines-title" className="space-y-3">
      <div>
        <h2 id="deadlines-title" className="text-lg font-bold text-brand-900">
          Dates limites
        </h2>
        <p className="mt-1 text-sm text-muted">
          Sans date limite, les formulaires publics restent ouverts. Une fois la date passée, ils
          annoncent la clôture et le serveur refuse les envois.
        </p>
      </div>
      {isError && <p className="text-muted">Dates limites indisponibles.</p>}
      {!data && !isError && <p className="text-muted">Chargement...</p>}
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          {CLOSABLE_FORMS.map((form) => (
            // Keyed on the value: a new answer starts the card's input from it.
            <DeadlineCard key={`${form}-${data[form].closes_at}`} deadline={data[form]} />
          ))}
          <ChangeDeadlineCard />
        </div>
      )}
    </section>
  );
}
