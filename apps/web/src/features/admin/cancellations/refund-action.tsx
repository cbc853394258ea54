import {
  centimesToInput,
  edition,
  formatCentimes,
  parseAmount,
  utcToZonedDateTime,
} from "@congres/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { useActionOutcome } from "../core/action-outcome.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import {
  CANCELLATIONS_ENDPOINT,
  type CancellationRequestRow,
  loadCancellationRequest,
  recordRefund,
  useCancellationsChanged,
} from "./cancellations-api.ts";

const today = () => utcToZonedDateTime(new Date(), edition.timeZone).slice(0, 10);

/** The account to transfer to, whole, read when the dialog shows it. */
function RefundAccount({ id }: { id: number }) {
  const detail = useQuery({
    queryKey: [CANCELLATIONS_ENDPOINT, "detail", id],
    queryFn: () => loadCancellationRequest(id),
  });
  return (
    <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      Compte à rembourser :{" "}
      <span className="font-mono font-semibold">
        {detail.data ? detail.data.iban : detail.isError ? "indisponible" : "…"}
      </span>
    </p>
  );
}

/**
 * « Enregistrer le remboursement »: once the transfer is made, its amount and day; the
 * registration is then cancelled and the delegate told by e-mail (in her language).
 */
export function RefundAction({ row }: { row: CancellationRequestRow }) {
  const outcome = useActionOutcome();
  const changed = useCancellationsChanged();
  const [amount, setAmount] = useState(() => centimesToInput(row.amount_received_centimes));
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<FieldErrors>({});
  if (row.status !== "pending") return null;

  async function confirm() {
    const parsed = parseAmount(amount);
    if (!parsed.ok) {
      setErrors({ amountCentimes: [parsed.message] });
      return false;
    }
    const answer = await recordRefund(row.id, { amountCentimes: parsed.centimes, date });
    if (!answer.ok) setErrors(answer.errors);
    return outcome(
      answer,
      () => {
        changed();
        toast({
          title: "Remboursement enregistré",
          description: `Inscription ${row.reference} annulée.`,
        });
      },
      "Enregistrement impossible",
    );
  }

  return (
    <ConfirmActionDialog
      trigger="Enregistrer le remboursement"
      title={`Remboursement de ${row.reference}`}
      description={`Faites d'abord le virement à ${row.name} (montant reçu : ${formatCentimes(row.amount_received_centimes)}). L'inscription sera annulée et le délégué prévenu par e-mail.`}
      confirmLabel="Enregistrer"
      busyLabel="Enregistrement..."
      onConfirm={confirm}
    >
      <RefundAccount id={row.id} />
      <div className="mt-4 space-y-4">
        <Field
          label="Montant remboursé"
          required
          hint="En dirhams, par exemple 1 000 ou 1 000,50."
          error={errors.amountCentimes?.[0]}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <Field label="Date du remboursement" required error={errors.date?.[0]}>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
      </div>
    </ConfirmActionDialog>
  );
}
