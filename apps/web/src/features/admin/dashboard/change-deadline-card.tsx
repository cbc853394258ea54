import { closingTimeSchema, formatClosingTime, utcToZonedDateTime } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { edition } from "../../../lib/edition.ts";
import { useFormOutcome } from "../core/action-outcome.ts";
import { formatDateTime } from "../core/admin-format.ts";
import { ClosingTimeField } from "./closing-time-field.tsx";
import {
  CHANGE_DEADLINE_ENDPOINT,
  type ChangeDeadline,
  saveChangeDeadline,
  useChangeDeadline,
} from "./deadlines-api.ts";

const toInput = (iso: string | null) =>
  iso ? utcToZonedDateTime(new Date(iso), edition.timeZone) : "";

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
  const saved = useFormOutcome();
  const [value, setValue] = useState(() =>
    toInput(deadline.source === "admin" ? deadline.closes_at : null),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function save(closesAt: string | null, done: string) {
    setBusy(true);
    const outcome = await saveChangeDeadline(closesAt);
    setBusy(false);
    saved(outcome, setErrors, (data) => {
      queryClient.setQueryData([CHANGE_DEADLINE_ENDPOINT], data);
      toast({ title: done, description: stateText(data) });
    });
  }

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = closingTimeSchema.safeParse({ closesAt: value });
        if (!parsed.success) {
          setErrors({ closesAt: parsed.error.flatten().fieldErrors.closesAt ?? [] });
          return;
        }
        void save(parsed.data.closesAt, "Date limite des corrections enregistrée");
      }}
    >
      <ClosingTimeField
        label={`Date limite des corrections (heure de ${edition.city})`}
        hint="Après elle, « Mon espace » refuse les corrections ; l'équipe peut toujours corriger une inscription."
        error={errors.closesAt?.[0]}
        value={value}
        onChange={setValue}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          Enregistrer
        </Button>
        {deadline.source === "admin" && (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => void save(null, "Date limite des corrections supprimée")}
          >
            Revenir à la date limite des inscriptions
          </Button>
        )}
      </div>
    </form>
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
