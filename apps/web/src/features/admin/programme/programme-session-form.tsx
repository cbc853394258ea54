import { SESSION_KIND_LABELS } from "@congres/shared";
import {
  type LocalizedText,
  type ProgrammeData,
  type ProgrammeSessionData,
  SESSION_KINDS,
  type SessionKind,
} from "@congres/shared/programme";
import { type FormEvent, useId, useState } from "react";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { LOCALES, type Locale } from "../../../i18n/locale.ts";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { useFormSave } from "../core/action-outcome.ts";
import {
  frenchDay,
  peopleFromLines,
  peopleToLines,
  saveSession,
  useProgrammeChanged,
} from "./programme-api.ts";
import { EditDialog } from "./programme-edit-dialog.tsx";

const KIND_OPTIONS = SESSION_KINDS.map((kind) => ({
  value: kind,
  label: SESSION_KIND_LABELS[kind],
}));

export type Texts = Record<Locale, string>;

/** The languages' names on the (French) admin. */
const LANGUAGE_LABELS: Texts = { fr: "Français", en: "Anglais", ar: "Arabe" };
export const textsOf = (text: LocalizedText | undefined): Texts => ({
  fr: text?.fr ?? "",
  en: text?.en ?? "",
  ar: text?.ar ?? "",
});
/** `{fr, en?, ar?}`: the other languages only when written (they fall back to French). */
export const localized = (texts: Texts) => ({
  fr: texts.fr,
  ...(texts.en.trim() ? { en: texts.en } : {}),
  ...(texts.ar.trim() ? { ar: texts.ar } : {}),
});

/** A text in French, English and Arabic side by side, each with its own error. */
export function LocalizedFields({
  label,
  value,
  onChange,
  errors,
  field,
  required = false,
}: {
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  errors: FieldErrors;
  field: string;
  required?: boolean;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      {LOCALES.map((language) => {
        // French is the text itself: it alone is required and carries the whole field's error.
        const french = language === "fr";
        return (
          <Field
            key={language}
            label={LANGUAGE_LABELS[language]}
            required={french && required}
            error={errors[`${field}.${language}`]?.[0] ?? (french ? errors[field]?.[0] : undefined)}
          >
            <Input
              lang={language}
              dir={language === "ar" ? "rtl" : undefined}
              value={value[language]}
              onChange={(event) => onChange({ ...value, [language]: event.target.value })}
            />
          </Field>
        );
      })}
    </fieldset>
  );
}

/**
 * Add or edit a session (and move it: day, times, room): every field of the API, the server's
 * French errors beside their fields. A room typed that does not exist yet is created.
 */
export function SessionFormDialog({
  programme,
  session,
  open,
  onOpenChange,
}: {
  programme: ProgrammeData;
  /** The session edited; none to add one. */
  session?: ProgrammeSessionData | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { busy, errors, save: saveWith } = useFormSave();
  const changed = useProgrammeChanged();
  const roomsId = useId();
  const [day, setDay] = useState(session?.day ?? programme.days[0]?.date ?? "");
  const [startsAt, setStartsAt] = useState(session?.startsAt ?? "09:00");
  const [endsAt, setEndsAt] = useState(session?.endsAt ?? "");
  const [room, setRoom] = useState(session?.room ?? "");
  const [kind, setKind] = useState<SessionKind>(session?.kind ?? "plenary");
  const [title, setTitle] = useState(textsOf(session?.title));
  const [subtitle, setSubtitle] = useState(textsOf(session?.subtitle));
  const [chairs, setChairs] = useState(peopleToLines(session?.chairs ?? []));

  async function save(event: FormEvent) {
    event.preventDefault();
    const fields = {
      day,
      startsAt,
      endsAt,
      room,
      kind,
      title: localized(title),
      ...(subtitle.fr.trim() ? { subtitle: localized(subtitle) } : {}),
      chairs: peopleFromLines(chairs, session?.chairs ?? []),
      panel: session?.panel ?? [],
    };
    await saveWith(
      () => saveSession(session?.id, fields),
      () => {
        changed();
        toast({
          title: session ? "Session enregistrée" : "Session ajoutée",
          description: `${title.fr} — ${frenchDay(day)}, ${startsAt}`,
        });
        onOpenChange(false);
      },
    );
  }

  return (
    <EditDialog
      open={open}
      title={session ? `Modifier « ${session.title.fr} »` : "Ajouter une session"}
      className="max-w-3xl"
      busy={busy}
      onClose={() => onOpenChange(false)}
      onSubmit={save}
      submitLabel={session ? "Enregistrer" : "Ajouter la session"}
    >
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <Field label="Jour" required error={errors.day?.[0]}>
          <Select
            placeholder="Choisir un jour"
            options={programme.days.map((one) => ({
              value: one.date,
              label: frenchDay(one.date),
            }))}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </Field>
        <Field label="Début" required error={errors.startsAt?.[0]}>
          <Input
            type="time"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
          />
        </Field>
        <Field label="Fin" required error={errors.endsAt?.[0]}>
          <Input type="time" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Salle"
          required
          hint="Une salle nouvelle est créée à l'enregistrement."
          error={errors.room?.[0]}
        >
          <Input list={roomsId} value={room} onChange={(event) => setRoom(event.target.value)} />
        </Field>
        <datalist id={roomsId}>
          {programme.rooms.map((one) => (
            <option key={one.name.fr} value={one.name.fr} />
          ))}
        </datalist>
        <Field label="Type" required error={errors.kind?.[0]}>
          <Select
            placeholder="Choisir un type"
            options={KIND_OPTIONS}
            value={kind}
            onChange={(event) => setKind(event.target.value as SessionKind)}
          />
        </Field>
      </div>
      <LocalizedFields
        label="Titre"
        required
        field="title"
        value={title}
        onChange={setTitle}
        errors={errors}
      />
      <LocalizedFields
        label="Sous-titre"
        field="subtitle"
        value={subtitle}
        onChange={setSubtitle}
        errors={errors}
      />
      <Field
        label="Présidents et modérateurs"
        hint="Un nom par ligne."
        error={Object.entries(errors).find(([key]) => key.startsWith("chairs"))?.[1]?.[0]}
      >
        <Textarea rows={3} value={chairs} onChange={(event) => setChairs(event.target.value)} />
      </Field>
    </EditDialog>
  );
}
