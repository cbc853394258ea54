import type { UnplacedSubmission } from "@congres/shared";
import type { ProgrammeItemData, ProgrammeSessionData } from "@congres/shared/programme";
import { type FormEvent, useState } from "react";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useFormSave } from "../core/action-outcome.ts";
import {
  peopleFromLines,
  peopleToLines,
  saveItem,
  sessionTimes,
  useProgrammeChanged,
} from "./programme-api.ts";
import { EditDialog } from "./programme-edit-dialog.tsx";

type Source = "submission" | "free";

const SOURCES = [
  { value: "submission", label: "Une soumission acceptée" },
  { value: "free", label: "Un titre et un orateur libres" },
] as const;

/**
 * Add or edit an item of a session: an accepted submission picked from those not placed yet
 * (its title and presenting author come from it), or a free title and speakers; its own times;
 * a board number in a poster session.
 */
export function ItemFormDialog({
  session,
  item,
  unplaced,
  open,
  onOpenChange,
}: {
  session: ProgrammeSessionData;
  item?: ProgrammeItemData | undefined;
  unplaced: readonly UnplacedSubmission[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { busy, errors, save: saveWith } = useFormSave();
  const changed = useProgrammeChanged();
  const [source, setSource] = useState<Source>(
    item && !item.submissionId ? "free" : unplaced.length > 0 || item ? "submission" : "free",
  );
  const [submissionId, setSubmissionId] = useState(item?.submissionId ?? "");
  const [title, setTitle] = useState(item?.submissionId ? "" : (item?.title?.fr ?? ""));
  const [speakers, setSpeakers] = useState(
    item?.submissionId ? "" : peopleToLines(item?.speakers ?? []),
  );
  const [startsAt, setStartsAt] = useState(item?.startsAt ?? "");
  const [endsAt, setEndsAt] = useState(item?.endsAt ?? "");
  const [board, setBoard] = useState(item?.board ?? "");
  const posters = session.kind === "posters";
  // The submission already placed here stays choosable beside those not placed yet.
  const choices = [
    ...(item?.submissionId
      ? [{ value: item.submissionId, label: `${item.reference ?? ""} — ${item.title?.fr ?? ""}` }]
      : []),
    ...unplaced.map((submission) => ({
      value: String(submission.id),
      label: `${submission.reference} — ${submission.title} (${submission.speaker})`,
    })),
  ];

  async function save(event: FormEvent) {
    event.preventDefault();
    const times = {
      ...(startsAt ? { startsAt } : {}),
      ...(endsAt ? { endsAt } : {}),
      ...(posters && board.trim() ? { board } : {}),
    };
    const fields =
      source === "submission"
        ? { ...(submissionId ? { submissionId: Number(submissionId) } : {}), ...times }
        : {
            ...(title.trim() ? { title: { ...(item?.title ?? {}), fr: title } } : {}),
            speakers: peopleFromLines(speakers, item?.speakers ?? []),
            ...times,
          };
    await saveWith(
      () => saveItem(session.id, item?.id, fields),
      () => {
        changed();
        toast({
          title: item ? "Intervention enregistrée" : "Intervention ajoutée",
          description: session.title.fr,
        });
        onOpenChange(false);
      },
    );
  }

  return (
    <EditDialog
      open={open}
      title={item ? "Modifier l'intervention" : "Ajouter une intervention"}
      description={`${session.title.fr} — ${session.room}, ${sessionTimes(session)}`}
      className="max-w-2xl"
      busy={busy}
      onClose={() => onOpenChange(false)}
      onSubmit={save}
      submitLabel={item ? "Enregistrer" : "Ajouter l'intervention"}
    >
      <Field label="Intervention">
        <Select
          placeholder="Choisir"
          options={SOURCES}
          value={source}
          onChange={(event) => event.target.value && setSource(event.target.value as Source)}
        />
      </Field>
      {source === "submission" ? (
        <Field
          label="Soumission acceptée"
          required
          hint={
            choices.length === 0
              ? "Toutes les soumissions acceptées sont déjà au programme."
              : undefined
          }
          error={errors.submissionId?.[0] ?? errors.title?.[0]}
        >
          <Select
            placeholder="Choisir une soumission"
            options={choices}
            value={submissionId}
            onChange={(event) => setSubmissionId(event.target.value)}
          />
        </Field>
      ) : (
        <>
          <Field label="Titre (français)" error={errors["title.fr"]?.[0] ?? errors.title?.[0]}>
            <Input lang="fr" value={title} onChange={(event) => setTitle(event.target.value)} />
          </Field>
          <Field
            label="Orateurs"
            hint="Un nom par ligne."
            error={Object.entries(errors).find(([key]) => key.startsWith("speakers"))?.[1]?.[0]}
          >
            <Textarea
              rows={2}
              value={speakers}
              onChange={(event) => setSpeakers(event.target.value)}
            />
          </Field>
        </>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Début (facultatif)" error={errors.startsAt?.[0]}>
          <Input
            type="time"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
        </Field>
        <Field label="Fin (facultatif)" error={errors.endsAt?.[0]}>
          <Input type="time" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />
        </Field>
        {posters && (
          <Field label="Panneau" error={errors.board?.[0]}>
            <Input value={board} onChange={(event) => setBoard(event.target.value)} />
          </Field>
        )}
      </div>
    </EditDialog>
  );
}
