import { type AdminDeadline, CLOSING_TIME_ENV, formatClosingTime } from "@congres/shared";
import { cn } from "../../../lib/cn.ts";
import { edition } from "../../../lib/edition.ts";
import { formatDateTime } from "../core/admin-format.ts";
import { DeadlineForm, type DeadlineShortcut, removalShortcut } from "../core/deadline-form.tsx";
import { saveClosingTime, useDeadlineChanged } from "./deadlines-api.ts";

const TITLES = { registration: "inscriptions", submission: "soumissions" } as const;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function stateText(deadline: AdminDeadline): string {
  if (!deadline.closes_at) return "Aucune date limite : le formulaire reste ouvert.";
  const when = formatClosingTime(deadline.closes_at);
  return deadline.open ? `Ouvertes jusqu'au ${when}.` : `Closes depuis le ${when}.`;
}

function sourceText(deadline: AdminDeadline): string | undefined {
  const variable = CLOSING_TIME_ENV[deadline.form];
  const environment = deadline.environment_value
    ? `La variable ${variable} (${formatClosingTime(deadline.environment_value)})`
    : undefined;
  if (deadline.source === "admin") {
    const who = `Fixée dans l'administration par ${deadline.updated_by} le ${formatDateTime(deadline.updated_at)}.`;
    return environment ? `${who} ${environment} s'appliquera si elle est supprimée.` : who;
  }
  if (deadline.source === "environment") {
    return `Fixée par la variable d'environnement ${variable} du serveur ; une date saisie ici la remplace.`;
  }
  return undefined;
}

/** One form's closing time on the dashboard: its state, and set / extend / clear (audited). */
export function DeadlineCard({ deadline }: { deadline: AdminDeadline }) {
  const changed = useDeadlineChanged();
  const title = `Date limite des ${TITLES[deadline.form]}`;
  const shortcuts: DeadlineShortcut[] = [];
  if (deadline.closes_at) {
    shortcuts.push({
      label: "Prolonger de 7 jours",
      closesAt: new Date(Date.parse(deadline.closes_at) + WEEK_MS).toISOString(),
      done: "Date limite prolongée",
      variant: "secondary",
    });
  }
  if (deadline.source === "admin") {
    shortcuts.push(
      removalShortcut(
        deadline.environment_value
          ? "Revenir à la date de l'environnement"
          : "Supprimer la date limite",
        "Date limite supprimée",
      ),
    );
  }
  return (
    <article
      aria-labelledby={`deadline-${deadline.form}`}
      className="space-y-3 rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`deadline-${deadline.form}`} className="font-semibold text-brand-900">
          {title}
        </h3>
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
            deadline.open
              ? "bg-green-100 text-green-800 ring-green-300"
              : "bg-red-100 text-red-800 ring-red-300",
          )}
        >
          {deadline.open ? "Ouvertes" : "Closes"}
        </span>
      </div>
      <p className="text-sm text-ink">{stateText(deadline)}</p>
      {sourceText(deadline) && <p className="text-xs text-muted">{sourceText(deadline)}</p>}
      <DeadlineForm
        deadline={deadline}
        shownTime={(shown) => shown.closes_at}
        label={`Nouvelle date limite (heure de ${edition.city})`}
        hint="Une date passée ferme le formulaire public tout de suite ; l'équipe peut toujours saisir une entrée tardive."
        done="Date limite enregistrée"
        shortcuts={shortcuts}
        save={(closesAt) => saveClosingTime(deadline.form, closesAt)}
        describe={stateText}
        onSaved={changed}
      />
    </article>
  );
}
