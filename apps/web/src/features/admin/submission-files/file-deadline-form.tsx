import { formatClosingTime } from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { edition } from "../../../lib/edition.ts";
import { DeadlineForm, removalShortcut } from "../core/deadline-form.tsx";
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
  return (
    <DeadlineForm
      deadline={deadline}
      shownTime={(shown) => shown.closes_at}
      label={`Date limite des fichiers (heure de ${edition.city})`}
      hint="Après elle, « Mon espace » refuse les posters, diapositives et textes intégraux."
      done="Date limite des fichiers enregistrée"
      shortcuts={
        deadline.closes_at
          ? [removalShortcut("Supprimer la date limite", "Date limite des fichiers supprimée")]
          : []
      }
      save={saveFileDeadline}
      describe={fileDeadlineText}
      onSaved={(data) => queryClient.setQueryData([FILE_DEADLINE_ENDPOINT], data)}
    />
  );
}
