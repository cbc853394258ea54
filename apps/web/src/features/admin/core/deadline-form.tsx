import { closingTimeSchema, utcToZonedDateTime } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { edition } from "../../../lib/edition.ts";
import { useFormSave } from "./action-outcome.ts";
import type { AdminWriteOutcome } from "./admin-api.ts";

const toInput = (iso: string | null) =>
  iso ? utcToZonedDateTime(new Date(iso), edition.timeZone) : "";

/** A button beside « Enregistrer » that saves a given closing time (`null`: none of its own). */
export type DeadlineShortcut = {
  label: string;
  closesAt: string | null;
  /** The toast's title once saved. */
  done: string;
  variant: "secondary" | "ghost";
};

/** The button that removes the closing time of its own (`label`), then says `done`. */
export const removalShortcut = (label: string, done: string): DeadlineShortcut => ({
  label,
  closesAt: null,
  done,
  variant: "ghost",
});

/**
 * A closing time typed in Casablanca's wall clock and saved (the forms' closing times, the
 * delegates' corrections, the authors' files): checked by the shared schema first, the server's
 * errors beside the field, a toast saying the new state.
 */
export function DeadlineForm<T>({
  deadline,
  shownTime,
  label,
  hint,
  done,
  shortcuts,
  save,
  describe,
  onSaved,
}: {
  deadline: T;
  /** The instant the field starts from (`null`: empty). */
  shownTime: (deadline: T) => string | null;
  label: string;
  hint: string;
  /** The toast's title once « Enregistrer » saved. */
  done: string;
  shortcuts: DeadlineShortcut[];
  save: (closesAt: string | null) => Promise<AdminWriteOutcome<T>>;
  /** The new state in a sentence, under the toast's title. */
  describe: (deadline: T) => string;
  onSaved: (deadline: T) => void;
}) {
  const { busy, errors, setErrors, save: saveWith } = useFormSave();
  const [value, setValue] = useState(() => toInput(shownTime(deadline)));

  async function saveTime(closesAt: string | null, title: string) {
    await saveWith(
      () => save(closesAt),
      (data) => {
        setValue(toInput(shownTime(data)));
        onSaved(data);
        toast({ title, description: describe(data) });
      },
    );
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
        void saveTime(parsed.data.closesAt, done);
      }}
    >
      <Field label={label} hint={hint} error={errors.closesAt?.[0]}>
        <Input
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          Enregistrer
        </Button>
        {shortcuts.map((shortcut) => (
          <Button
            key={shortcut.label}
            variant={shortcut.variant}
            disabled={busy}
            onClick={() => void saveTime(shortcut.closesAt, shortcut.done)}
          >
            {shortcut.label}
          </Button>
        ))}
      </div>
    </form>
  );
}
