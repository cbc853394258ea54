import type { VisaLetterRow } from "@congres/shared";
import { type ComponentProps, useState } from "react";
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

/** Refuse or revoke: confirmed with the reason staff give, checked by the server (required). */
function ReasonConfirmDialog({
  reasonLabel,
  onConfirm,
  ...dialog
}: Pick<
  ComponentProps<typeof ConfirmActionDialog>,
  "trigger" | "title" | "description" | "confirmLabel" | "busyLabel"
> & { reasonLabel: string; onConfirm: (reason: string) => Promise<boolean> }) {
  const [reason, setReason] = useState("");
  return (
    <ConfirmActionDialog
      {...dialog}
      triggerVariant="danger"
      confirmVariant="danger"
      onConfirm={() => onConfirm(reason.trim())}
    >
      <div className="mt-4">
        <Field label={reasonLabel} required>
          <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Field>
      </div>
    </ConfirmActionDialog>
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
        <ReasonConfirmDialog
          trigger="Refuser"
          title={`Refuser la lettre d'invitation de ${row.reference} ?`}
          description="Le motif est envoyé au délégué par e-mail ; il pourra faire une nouvelle demande."
          confirmLabel="Refuser"
          busyLabel="Envoi..."
          reasonLabel="Motif du refus"
          onConfirm={async (reason) =>
            outcome(
              await decideVisaLetter(row.id, false, reason),
              done("Demande refusée"),
              "Décision impossible",
            )
          }
        />
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
        <ReasonConfirmDialog
          trigger="Révoquer"
          title={`Révoquer la lettre d'invitation de ${row.reference} ?`}
          description="Son code de vérification répondra « révoquée » à qui le consulte, et la lettre ne sera plus téléchargeable."
          confirmLabel="Révoquer"
          busyLabel="Révocation..."
          reasonLabel="Motif de la révocation"
          onConfirm={async (reason) =>
            outcome(
              await revokeVisaLetter(row.id, reason),
              done("Lettre révoquée"),
              "Révocation impossible",
            )
          }
        />
      </div>
    );
  }
  return null;
}
