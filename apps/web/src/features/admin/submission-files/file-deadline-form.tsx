import { closingTimeSchema, formatClosingTime, utcToZonedDateTime } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { edition } from "../../../lib/edition.ts";
import { useFormOutcome } from "../core/action-outcome.ts";
import { ClosingTimeField } from "../dashboard/closing-time-field.tsx";
import {
  FILE_DEADLINE_ENDPOINT,
  type FileDeadline,
  saveFileDeadline,
} from "./submission-files-api.ts";

export function fileDeadlineText(deadline: FileDeadline): string {
  if (!deadline.closes_at)
    return "Aucune date limite : les auteurs acceptés envoient leurs fichiers jusqu'au congrès.";
  const when = formatClosingTime(deadline.closes_at);
  return deadline.open ? `Envois possibles jusqu'au ${when}.` : `Envois clos depuis le ${when}.`;
}

/** The upload deadline: set, changed or removed (then uploads stay open). */
export function FileDeadlineForm({ deadline }: { deadline: FileDeadline }) {
  const queryClient = useQueryClient();
  const saved = useFormOutcome();
  const [value, setValue] = useState(() =>
    deadline.closes_at ? utcToZonedDateTime(new Date(deadline.closes_at), edition.timeZone) : "",
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function save(closesAt: string | null, done: string) {
    setBusy(true);
    const outcome = await saveFileDeadline(closesAt);
    setBusy(false);
    saved(outcome, setErrors, (data) => {
      queryClient.setQueryData([FILE_DEADLINE_ENDPOINT], data);
      toast({ title: done, description: fileDeadlineText(data) });
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
        void save(parsed.data.closesAt, "Date limite des fichiers enregistrée");
      }}
    >
      <ClosingTimeField
        label={`Date limite des fichiers (heure de ${edition.city})`}
        hint="Après elle, « Mon espace » refuse les posters, diapositives et textes intégraux."
        error={errors.closesAt?.[0]}
        value={value}
        onChange={setValue}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          Enregistrer
        </Button>
        {deadline.closes_at && (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => void save(null, "Date limite des fichiers supprimée")}
          >
            Supprimer la date limite
          </Button>
        )}
      </div>
    </form>
  );
}
