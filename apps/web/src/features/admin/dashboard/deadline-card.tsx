import {
  type AdminDeadline,
  CLOSING_TIME_ENV,
  closingTimeSchema,
  formatClosingTime,
  utcToZonedDateTime,
} from "@congres/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { cn } from "../../../lib/cn.ts";
import { edition } from "../../../lib/edition.ts";
import { formatDateTime } from "../core/admin-format.ts";
import { ClosingTimeField } from "./closing-time-field.tsx";
import { saveClosingTime, useDeadlineChanged } from "./deadlines-api.ts";

const TITLES = { registration: "inscriptions", submission: "soumissions" } as const;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const toInput = (iso: string | null) =>
  iso ? utcToZonedDateTime(new Date(iso), edition.timeZone) : "";

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
  const navigate = useNavigate();
  const changed = useDeadlineChanged();
  const [value, setValue] = useState(() => toInput(deadline.closes_at));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const title = `Date limite des ${TITLES[deadline.form]}`;

  async function save(closesAt: string | null, done: string) {
    setBusy(true);
    const outcome = await saveClosingTime(deadline.form, closesAt);
    setBusy(false);
    if (outcome.ok) {
      setError(undefined);
      setValue(toInput(outcome.data.closes_at));
      changed();
      toast({ title: done, description: stateText(outcome.data) });
      return;
    }
    if (outcome.status === 401) {
      navigate("/admin", { replace: true });
      return;
    }
    setError(outcome.errors.closesAt?.[0]);
    toast({
      title: "Erreur",
      description: outcome.message ?? "Enregistrement impossible",
      variant: "destructive",
    });
  }

  function submit() {
    const parsed = closingTimeSchema.safeParse({ closesAt: value });
    if (!parsed.success) {
      setError(parsed.error.flatten().fieldErrors.closesAt?.[0]);
      return;
    }
    void save(parsed.data.closesAt, "Date limite enregistrée");
  }

  const extended = deadline.closes_at
    ? new Date(Date.parse(deadline.closes_at) + WEEK_MS).toISOString()
    : null;
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
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ClosingTimeField
          label={`Nouvelle date limite (heure de ${edition.city})`}
          hint="Une date passée ferme le formulaire public tout de suite ; l'équipe peut toujours saisir une entrée tardive."
          error={error}
          value={value}
          onChange={setValue}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={busy}>
            Enregistrer
          </Button>
          {extended && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void save(extended, "Date limite prolongée")}
            >
              Prolonger de 7 jours
            </Button>
          )}
          {deadline.source === "admin" && (
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => void save(null, "Date limite supprimée")}
            >
              {deadline.environment_value
                ? "Revenir à la date de l'environnement"
                : "Supprimer la date limite"}
            </Button>
          )}
        </div>
      </form>
    </article>
  );
}
