import { type ChangeDeadline, formatClosingTime } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { edition } from "../../../lib/edition.ts";
import { formatDateTime } from "../core/admin-format.ts";
import { DeadlineForm, removalShortcut } from "../core/deadline-form.tsx";
import {
  CHANGE_DEADLINE_ENDPOINT,
  saveChangeDeadline,
  useChangeDeadline,
} from "./deadlines-api.ts";

function stateText(deadline: ChangeDeadline): string {
  if (!deadline.closes_at)
    return "Aucune date limite : les délégués corrigent tant qu'ils ne sont pas enregistrés à l'accueil.";
  const when = formatClosingTime(deadline.closes_at);
  return deadline.open
    ? `Corrections possibles jusqu'au ${when}.`
    : `Corrections closes depuis le ${when}.`;
}

function sourceText(deadline: ChangeDeadline): string {
  if (deadline.source === "admin") {
    return `Fixée dans l'administration par ${deadline.updated_by} le ${formatDateTime(deadline.updated_at)}. Supprimée, la date limite des inscriptions s'applique.`;
  }
  return "Sans date propre, c'est la date limite des inscriptions.";
}

function ChangeDeadlineForm({ deadline }: { deadline: ChangeDeadline }) {
  const queryClient = useQueryClient();
  return (
    <DeadlineForm
      deadline={deadline}
      shownTime={(shown) => (shown.source === "admin" ? shown.closes_at : null)}
      label={`Date limite des corrections (heure de ${edition.city})`}
      hint="Après elle, « Mon espace » refuse les corrections ; l'équipe peut toujours corriger une inscription."
      done="Date limite des corrections enregistrée"
      shortcuts={
        deadline.source === "admin"
          ? [
              removalShortcut(
                "Revenir à la date limite des inscriptions",
                "Date limite des corrections supprimée",
              ),
            ]
          : []
      }
      save={saveChangeDeadline}
      describe={stateText}
      onSaved={(data) => queryClient.setQueryData([CHANGE_DEADLINE_ENDPOINT], data)}
    />
  );
}

/**
 * The delegates' change deadline, beside the forms' closing times (issue #38 §3): until when
 * « Mon espace » takes corrections; by default the registrations' closing time.
 */
export function ChangeDeadlineCard() {
  const { data, isError } = useChangeDeadline();
  return (
    <article
      aria-labelledby="deadline-changes"
      className="space-y-3 rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h3 id="deadline-changes" className="font-semibold text-brand-900">
        Corrections par les délégués
      </h3>
      {isError && <p className="text-muted">Date limite des corrections indisponible.</p>}
      {!data && !isError && <p className="text-muted">Chargement...</p>}
      {data && (
        <>
          <p className="text-sm text-ink">{stateText(data)}</p>
          <p className="text-xs text-muted">{sourceText(data)}</p>
          {/* Keyed on the value: a new answer starts the field from it. */}
          <ChangeDeadlineForm key={`${data.source}-${data.closes_at}`} deadline={data} />
        </>
      )}
    </article>
  );
}
