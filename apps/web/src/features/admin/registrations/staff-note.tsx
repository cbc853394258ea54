import { type RegistrationDetail, STAFF_NOTE_MAX } from "@congres/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { submitWith } from "../../../lib/submit-with.ts";
import { useSignedOut } from "../core/admin-api.ts";
import { toastError } from "../core/toast-error.ts";
import { saveStaffNote, useRegistrationChanged } from "./registrations-api.ts";

/** Staff's internal note on a registration: never shown to the delegate, each change audited. */
export function StaffNote({ registration }: { registration: RegistrationDetail }) {
  const signedOut = useSignedOut();
  const changed = useRegistrationChanged();
  const [note, setNote] = useState(registration.staff_note);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    const outcome = await saveStaffNote(registration.id, note);
    setSaving(false);
    if (outcome.ok) {
      setError(undefined);
      changed(outcome.data);
      toast({ title: "Note enregistrée", description: registration.reference });
      return;
    }
    if (signedOut(outcome.status)) return;
    setError(outcome.errors.staffNote?.[0]);
    toastError(outcome.message ?? "Enregistrement impossible");
  }

  return (
    <form noValidate className="space-y-3 pt-2" onSubmit={submitWith(save)}>
      <Field
        label="Note interne"
        hint={`Visible par l'équipe seulement, ${STAFF_NOTE_MAX} caractères au plus.`}
        error={error}
      >
        <Textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="secondary"
          loading={saving}
          disabled={note === registration.staff_note}
        >
          Enregistrer la note
        </Button>
      </div>
    </form>
  );
}
