import { centimesToInput, formatCentimes, type MarkPaidInput, parseAmount } from "@congres/shared";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import type { FieldErrors } from "../../../lib/api-client.ts";

/** The form's first values: today's date in Casablanca, the remainder as the amount. */
export const markPaidDefaults = (today: string, remaining: number): MarkPaidInput => ({
  paidAt: today,
  amount: remaining > 0 ? centimesToInput(remaining) : "",
  bankLabel: "",
});

/** What the typed amount will do, said before staff confirm it. */
function amountPreview(amount: string, remaining: number): string | undefined {
  const parsed = parseAmount(amount);
  if (!parsed.ok || parsed.centimes === 0) return undefined;
  if (parsed.centimes < remaining) {
    return `Paiement partiel : l'inscription restera en attente, reste ${formatCentimes(remaining - parsed.centimes)} à payer.`;
  }
  if (parsed.centimes > remaining) {
    return `Montant supérieur au reste à payer : trop-perçu de ${formatCentimes(parsed.centimes - remaining)}.`;
  }
  return "Le montant solde l'inscription : elle sera marquée payée.";
}

/** Date, amount and label of a bank transfer, with the errors of the shared schema. */
export function MarkPaidFields({
  values,
  errors,
  remaining,
  onChange,
}: {
  values: MarkPaidInput;
  errors: FieldErrors;
  remaining: number;
  onChange: (values: MarkPaidInput) => void;
}) {
  const bind = (field: keyof MarkPaidInput) => ({
    value: values[field] ?? "",
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...values, [field]: event.target.value }),
  });
  const preview = amountPreview(values.amount ?? "", remaining);
  return (
    <div className="mt-5 space-y-4">
      <Field label="Date du virement" required error={errors.paidAt?.[0]}>
        <Input type="date" {...bind("paidAt")} />
      </Field>
      <Field
        label="Montant reçu"
        required
        hint={`En dirhams, par exemple 1 000 ou 1 000,50. Reste à payer : ${formatCentimes(remaining)}.`}
        error={errors.amount?.[0]}
      >
        <Input inputMode="decimal" autoComplete="off" {...bind("amount")} />
      </Field>
      {preview && (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {preview}
        </p>
      )}
      <Field
        label="Libellé du virement"
        hint="Tel qu'il figure sur le relevé bancaire (facultatif)."
        error={errors.bankLabel?.[0]}
      >
        <Input autoComplete="off" {...bind("bankLabel")} />
      </Field>
    </div>
  );
}
