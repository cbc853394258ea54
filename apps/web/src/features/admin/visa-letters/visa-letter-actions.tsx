import type { VisaLetterRow } from "@congres/shared";
import { useState } from "react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import {
  decideVisaLetter,
  revokeVisaLetter,
  useVisaLettersChanged,
  VISA_LETTERS_ENDPOINT,
} from "./visa-letters-api.ts";

/** The reason staff give, checked by the server (required to refuse or revoke). */
function ReasonField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="mt-4">
      <Field label={label} required>
        <Textarea rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
      </Field>
    </div>
  );
}

/**
 * What staff can do with one request, each confirmed: grant it (the letter is issued and mailed)
 * or refuse it with a reason (mailed); download or revoke a granted letter (its verification page
 * then says « révoquée »).
 */
export function VisaLetterActions({ row }: { row: VisaLetterRow }) {
  const outcome = useActionOutcome();
  const changed = useVisaLettersChanged();
  const [refusal, setRefusal] = useState("");
  const [revocation, setRevocation] = useState("");
  const done = (title: string) => () => {
    changed();
    toast({ title, description: `Demande ${row.reference}` });
  };

  if (row.status === "requested") {
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <ConfirmActionDialog
          trigger="Accorder"
          triggerVariant="primary"
          title={`Accorder la lettre d'invitation de ${row.reference} ?`}
          description="La lettre est émise avec son code de vérification, envoyée au délégué par e-mail et téléchargeable dans son espace."
          confirmLabel="Accorder et envoyer"
          busyLabel="Émission..."
          onConfirm={async () =>
            outcome(
              await decideVisaLetter(row.id, true),
              done("Lettre accordée"),
              "Décision impossible",
            )
          }
        />
        <ConfirmActionDialog
          trigger="Refuser"
          triggerVariant="danger"
          title={`Refuser la lettre d'invitation de ${row.reference} ?`}
          description="Le motif est envoyé au délégué par e-mail ; il pourra faire une nouvelle demande."
          confirmLabel="Refuser"
          busyLabel="Envoi..."
          confirmVariant="danger"
          onConfirm={async () =>
            outcome(
              await decideVisaLetter(row.id, false, refusal.trim()),
              done("Demande refusée"),
              "Décision impossible",
            )
          }
        >
          <ReasonField label="Motif du refus" value={refusal} onChange={setRefusal} />
        </ConfirmActionDialog>
      </div>
    );
  }
  if (row.status === "approved") {
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <a
          href={`${VISA_LETTERS_ENDPOINT}/${row.id}/letter.pdf`}
          download
          className={buttonClasses("secondary")}
        >
          Lettre (PDF)<span className="sr-only"> de {row.reference}</span>
        </a>
        <ConfirmActionDialog
          trigger="Révoquer"
          triggerVariant="danger"
          title={`Révoquer la lettre d'invitation de ${row.reference} ?`}
          description="Son code de vérification répondra « révoquée » à qui le consulte, et la lettre ne sera plus téléchargeable."
          confirmLabel="Révoquer"
          busyLabel="Révocation..."
          confirmVariant="danger"
          onConfirm={async () =>
            outcome(
              await revokeVisaLetter(row.id, revocation.trim()),
              done("Lettre révoquée"),
              "Révocation impossible",
            )
          }
        >
          <ReasonField label="Motif de la révocation" value={revocation} onChange={setRevocation} />
        </ConfirmActionDialog>
      </div>
    );
  }
  return null;
}
