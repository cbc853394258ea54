import type { ProgrammeData, ProgrammeDayData, ProgrammeRoomData } from "@congres/shared/programme";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome, useFormSave } from "../core/action-outcome.ts";
import { Panel } from "../core/panel.tsx";
import {
  addRoom,
  frenchDay,
  saveDay,
  saveRoom,
  saveRoomOrder,
  useProgrammeChanged,
} from "./programme-api.ts";
import { EditDialog } from "./programme-edit-dialog.tsx";
import { LocalizedFields, localized, textsOf } from "./programme-session-form.tsx";

/** A room to change, or none: « Ajouter une salle ». */
type Editing =
  | { kind: "room"; room: ProgrammeRoomData | undefined }
  | { kind: "day"; day: ProgrammeDayData };

/**
 * The capacity field as the API takes it: empty is none, a number is sent as one, anything else
 * as typed, for the server to say in French that it is not a whole number of seats.
 */
const capacityOf = (typed: string) => {
  const trimmed = typed.trim();
  if (trimmed === "") return null;
  return (Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed) as number;
};

/**
 * A room's names in three languages (French renames it), its capacity, its map link; a new room
 * (`room` undefined) is asked the same, its English and Arabic names from the start.
 */
function RoomFormDialog({
  room,
  onClose,
}: {
  room: ProgrammeRoomData | undefined;
  onClose: () => void;
}) {
  const { busy, errors, save: saveWith } = useFormSave();
  const changed = useProgrammeChanged();
  const [name, setName] = useState(textsOf(room?.name ?? { fr: "" }));
  const [capacity, setCapacity] = useState(room?.capacity ? String(room.capacity) : "");
  const [mapUrl, setMapUrl] = useState(room?.mapUrl ?? "");

  async function save(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name: localized(name),
      capacity: capacityOf(capacity),
      mapUrl: mapUrl.trim() === "" ? null : mapUrl.trim(),
    };
    await saveWith(
      () => (room ? saveRoom(room.name.fr, fields) : addRoom(fields)),
      () => {
        changed();
        toast({ title: room ? "Salle enregistrée" : "Salle ajoutée", description: name.fr });
        onClose();
      },
    );
  }

  return (
    <EditDialog
      title={room ? `Modifier la salle « ${room.name.fr} »` : "Ajouter une salle"}
      className="max-w-3xl"
      busy={busy}
      onClose={onClose}
      onSubmit={save}
    >
      <LocalizedFields
        label="Nom (en français, il nomme la salle de chaque session)"
        value={name}
        onChange={setName}
        errors={errors}
        field="name"
        required
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_3fr]">
        <Field label="Capacité (places)" error={errors.capacity?.[0]}>
          <Input
            inputMode="numeric"
            value={capacity}
            onChange={(event) => setCapacity(event.target.value)}
          />
        </Field>
        <Field
          label="Lien du plan"
          hint="Une adresse https : le nom de la salle y mène sur le programme public."
          error={errors.mapUrl?.[0]}
        >
          <Input
            type="url"
            dir="ltr"
            value={mapUrl}
            onChange={(event) => setMapUrl(event.target.value)}
          />
        </Field>
      </div>
    </EditDialog>
  );
}

/** A day's heading in three languages. */
function DayFormDialog({ day, onClose }: { day: ProgrammeDayData; onClose: () => void }) {
  const { busy, errors, save: saveWith } = useFormSave();
  const changed = useProgrammeChanged();
  const [heading, setHeading] = useState(textsOf(day.heading));

  async function save(event: FormEvent) {
    event.preventDefault();
    await saveWith(
      () => saveDay(day.date, { heading: localized(heading) }),
      () => {
        changed();
        toast({ title: "Titre du jour enregistré", description: heading.fr });
        onClose();
      },
    );
  }

  return (
    <EditDialog
      title={`Titre du ${frenchDay(day.date)}`}
      className="max-w-3xl"
      busy={busy}
      onClose={onClose}
      onSubmit={save}
    >
      <LocalizedFields
        label="Titre du jour"
        value={heading}
        onChange={setHeading}
        errors={errors}
        field="heading"
        required
      />
    </EditDialog>
  );
}

const otherLanguages = (text: { en?: string; ar?: string }) =>
  [text.en, text.ar].filter(Boolean).join(" · ") || "français seulement";

/** `names` with the one at `from` moved to `to`. */
const moved = (names: string[], from: number, to: number) => {
  const next = [...names];
  const [name] = next.splice(from, 1);
  if (name !== undefined) next.splice(to, 0, name);
  return next;
};

/**
 * The draft's rooms (names in three languages, capacity, map link; their order, which puts
 * parallel sessions side by side) and days' headings, each with « Modifier »: public at the next
 * publication, like every edit.
 */
export function PlacesPanel({ programme }: { programme: ProgrammeData }) {
  const [editing, setEditing] = useState<Editing>();
  const [ordering, setOrdering] = useState(false);
  const changed = useProgrammeChanged();
  const settle = useActionOutcome();
  const close = () => setEditing(undefined);
  const names = programme.rooms.map((room) => room.name.fr);
  async function move(from: number, to: number) {
    setOrdering(true);
    const outcome = await saveRoomOrder(moved(names, from, to));
    setOrdering(false);
    settle(outcome, () => changed(), "Ordre des salles non enregistré");
  }
  return (
    <Panel id="programme-places-title" title="Salles et jours">
      <ul className="divide-y divide-brand-50 text-sm">
        {programme.rooms.map((room, index) => (
          <li key={room.name.fr} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 wrap-anywhere">
              <span className="font-semibold text-ink">{room.name.fr}</span>
              <span className="text-muted">
                {" "}
                — {otherLanguages(room.name)}
                {room.capacity ? ` — ${room.capacity} places` : ""}
                {room.mapUrl ? " — plan en lien" : ""}
              </span>
            </span>
            <span className="flex gap-2">
              <Button
                variant="secondary"
                disabled={ordering || index === 0}
                onClick={() => move(index, index - 1)}
              >
                Monter<span className="sr-only"> la salle « {room.name.fr} »</span>
              </Button>
              <Button
                variant="secondary"
                disabled={ordering || index === names.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Descendre<span className="sr-only"> la salle « {room.name.fr} »</span>
              </Button>
              <Button variant="secondary" onClick={() => setEditing({ kind: "room", room })}>
                Modifier<span className="sr-only"> la salle « {room.name.fr} »</span>
              </Button>
            </span>
          </li>
        ))}
        {programme.days.map((day) => (
          <li key={day.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 wrap-anywhere">
              <span className="font-semibold text-ink">{frenchDay(day.date)}</span>
              <span className="text-muted"> — {day.heading.fr}</span>
            </span>
            <Button variant="secondary" onClick={() => setEditing({ kind: "day", day })}>
              Modifier<span className="sr-only"> le titre du {frenchDay(day.date)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => setEditing({ kind: "room", room: undefined })}
      >
        Ajouter une salle
      </Button>
      {editing?.kind === "room" && <RoomFormDialog room={editing.room} onClose={close} />}
      {editing?.kind === "day" && <DayFormDialog day={editing.day} onClose={close} />}
    </Panel>
  );
}
