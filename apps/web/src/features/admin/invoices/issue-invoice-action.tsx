import { useState } from "react";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { type InvoiceRequestInput, requestInvoice, useInvoicesChanged } from "./invoices-api.ts";

const EMPTY: InvoiceRequestInput = {
  reference: "",
  kind: "invoice",
  buyer: { name: "", address: "", taxId: "" },
};

/**
 * « Émettre une facture »: a registration's or a group's reference and who is billed. Asked
 * again, the same document comes back; a credit note is issued by the refund, not here.
 */
export function IssueInvoiceAction() {
  const outcome = useActionOutcome();
  const changed = useInvoicesChanged();
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const buyer = (field: keyof InvoiceRequestInput["buyer"], value: string) =>
    setInput({ ...input, buyer: { ...input.buyer, [field]: value } });

  async function confirm() {
    const answer = await requestInvoice(input);
    if (!answer.ok) setErrors(answer.errors);
    return outcome(
      answer,
      (invoice) => {
        changed();
        setInput(EMPTY);
        setErrors({});
        toast({ title: "Document émis", description: `${invoice.number} (${invoice.reference})` });
      },
      "Émission impossible",
    );
  }

  return (
    <ConfirmActionDialog
      trigger="Émettre une facture"
      triggerVariant="primary"
      title="Émettre une facture"
      description="Une facture n'est émise qu'une fois tout payé ; une pro forma, avant. Demandée à nouveau, la même est rendue."
      confirmLabel="Émettre"
      busyLabel="Émission..."
      onConfirm={confirm}
    >
      <div className="mt-4 space-y-4">
        <Field
          label="Référence (inscription ou groupe)"
          required
          hint="CPSS-… ou GRP-…"
          error={errors.reference?.[0]}
        >
          <Input
            value={input.reference}
            dir="ltr"
            onChange={(event) => setInput({ ...input, reference: event.target.value })}
          />
        </Field>
        <Field label="Type" required>
          <Select
            value={input.kind}
            placeholder="Type de document"
            options={[
              { value: "invoice", label: "Facture" },
              { value: "proforma", label: "Pro forma" },
            ]}
            onChange={(event) =>
              setInput({ ...input, kind: event.target.value as InvoiceRequestInput["kind"] })
            }
          />
        </Field>
        <Field label="Facturé à (nom)" required error={errors["buyer.name"]?.[0]}>
          <Input value={input.buyer.name} onChange={(event) => buyer("name", event.target.value)} />
        </Field>
        <Field label="Adresse" required error={errors["buyer.address"]?.[0]}>
          <Input
            value={input.buyer.address}
            onChange={(event) => buyer("address", event.target.value)}
          />
        </Field>
        <Field label="ICE ou identifiant fiscal" error={errors["buyer.taxId"]?.[0]}>
          <Input
            value={input.buyer.taxId}
            dir="ltr"
            onChange={(event) => buyer("taxId", event.target.value)}
          />
        </Field>
      </div>
    </ConfirmActionDialog>
  );
}
