import {
  formatCentimes,
  isPaymentActionAllowed,
  markPaidSchema,
  type RegistrationDetail,
  remainingCentimes,
  utcToZonedDateTime,
  waiveSchema,
} from "@congres/shared";
import { useState } from "react";
import { Field } from "../../../components/ui/field.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import type { FieldErrors } from "../../../lib/api-client.ts";
import { edition } from "../../../lib/edition.ts";
import { auditActionLabel } from "../audit/audit-labels.ts";
import { useSignedOut } from "../core/admin-api.ts";
import { formatBankDate, formatDateTime, orDash } from "../core/admin-format.ts";
import { ConfirmActionDialog } from "../core/confirm-action-dialog.tsx";
import { PanelSection } from "../core/panel-section.tsx";
import { StatusBadge } from "../core/status-badge.tsx";
import { toastError } from "../core/toast-error.ts";
import { useRegistrationChanged } from "../registrations/registrations-api.ts";
import { StaffNote } from "../registrations/staff-note.tsx";
import { MarkPaidFields, markPaidDefaults } from "./mark-paid-fields.tsx";
import { paymentNote } from "./payment-labels.ts";
import { PAYMENT_STATUS_KIND } from "./payment-status.ts";
import { type PaymentRequest, sendPaymentAction } from "./payments-api.ts";

const SUCCESS_TITLES = {
  "mark-paid": "Paiement enregistré",
  waive: "Inscription exonérée",
  cancel: "Inscription annulée",
  undo: "Action défaite",
} as const;

const today = () => utcToZonedDateTime(new Date(), edition.timeZone).slice(0, 10);

/** Turns a zod failure into the `{field: [messages]}` the server would answer. */
function errorsOf(
  schema: typeof markPaidSchema | typeof waiveSchema,
  input: unknown,
): FieldErrors | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : (result.error.flatten().fieldErrors as FieldErrors);
}

/**
 * "Paiement" of a registration's detail: what is due and received, and staff's actions, each
 * behind a confirmation. The server applies the state machine again and audits every action.
 */
export function RegistrationPayment({ registration }: { registration: RegistrationDetail }) {
  const signedOut = useSignedOut();
  const changed = useRegistrationChanged();
  const remaining = remainingCentimes(registration);
  const [payment, setPayment] = useState(() => markPaidDefaults(today(), remaining));
  const [paymentErrors, setPaymentErrors] = useState<FieldErrors>({});
  const [waiveReason, setWaiveReason] = useState("");
  const status = registration.payment_status;
  const note = paymentNote(registration);

  async function run(request: PaymentRequest): Promise<boolean> {
    const outcome = await sendPaymentAction(registration.id, request);
    if (outcome.ok) {
      changed(outcome.data);
      // The detail answers with the new state, which remounts this block (keyed) afresh.
      toast({ title: SUCCESS_TITLES[request.action], description: registration.reference });
      return true;
    }
    if (signedOut(outcome.status)) return true;
    if (outcome.status === 422) {
      setPaymentErrors(outcome.errors);
      return false;
    }
    toastError(outcome.message ?? "Action impossible. Veuillez réessayer.");
    return false;
  }

  async function markPaid(): Promise<boolean> {
    const errors = errorsOf(markPaidSchema, payment);
    if (errors) {
      setPaymentErrors(errors);
      return false;
    }
    return run({ action: "mark-paid", body: payment });
  }

  async function waive(): Promise<boolean> {
    const body = { reason: waiveReason };
    const errors = errorsOf(waiveSchema, body);
    if (errors) {
      setPaymentErrors(errors);
      return false;
    }
    return run({ action: "waive", body });
  }

  const facts = [
    { label: "Montant dû", value: formatCentimes(registration.amount_due_centimes) },
    // The code used at creation, which priced it (and is the reason when it waived it: 0075).
    ...(registration.promo_code ? [{ label: "Code promo", value: registration.promo_code }] : []),
    { label: "Statut", value: <StatusBadge kind={PAYMENT_STATUS_KIND} status={status} /> },
    { label: "Montant reçu", value: formatCentimes(registration.amount_received_centimes) },
    ...(status === "en_attente"
      ? [{ label: "Reste à payer", value: formatCentimes(remaining) }]
      : []),
    { label: "Date du dernier virement", value: formatBankDate(registration.paid_at) },
    { label: "Libellé du virement", value: orDash(registration.bank_label) },
  ];

  return (
    <PanelSection id="payment-title" title="Paiement">
      <dl className="grid gap-px overflow-hidden rounded-lg border border-brand-100 bg-brand-100 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="bg-white px-4 py-3">
            <dt className="text-sm font-semibold text-muted">{fact.label}</dt>
            <dd className="mt-1 wrap-anywhere text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {note && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {note}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {isPaymentActionAllowed(status, "mark_paid") && (
          <ConfirmActionDialog
            trigger="Marquer payée"
            triggerVariant="primary"
            title="Enregistrer un paiement"
            description={`Virement reçu pour l'inscription ${registration.reference}. Un montant inférieur au reste à payer laisse l'inscription en attente.`}
            confirmLabel="Enregistrer le paiement"
            busyLabel="Enregistrement..."
            onConfirm={markPaid}
          >
            <MarkPaidFields
              values={payment}
              errors={paymentErrors}
              remaining={remaining}
              onChange={setPayment}
            />
          </ConfirmActionDialog>
        )}
        {isPaymentActionAllowed(status, "waive") && (
          <ConfirmActionDialog
            trigger="Exonérer"
            title="Exonérer cette inscription ?"
            description={`L'inscription ${registration.reference} ne devra plus rien (${formatCentimes(remaining)} restaient à payer). Elle sort du montant attendu.`}
            confirmLabel="Exonérer"
            busyLabel="Enregistrement..."
            onConfirm={waive}
          >
            <div className="mt-5">
              <Field
                label="Motif de l'exonération"
                required
                hint="Orateur invité, bénévole, partenaire… Il figure dans l'historique."
                error={paymentErrors.reason?.[0]}
              >
                <Textarea
                  rows={3}
                  value={waiveReason}
                  onChange={(event) => setWaiveReason(event.target.value)}
                />
              </Field>
            </div>
          </ConfirmActionDialog>
        )}
        {isPaymentActionAllowed(status, "cancel") && (
          <ConfirmActionDialog
            trigger="Annuler l'inscription"
            title="Annuler cette inscription ?"
            description={`L'inscription ${registration.reference} sera marquée annulée et sortira du montant attendu. Les données de la personne sont conservées.`}
            confirmLabel="Annuler l'inscription"
            confirmVariant="danger"
            busyLabel="Annulation..."
            onConfirm={() => run({ action: "cancel" })}
          />
        )}
        {registration.undoable && (
          <ConfirmActionDialog
            trigger="Revenir à l'état précédent"
            triggerVariant="ghost"
            title="Revenir à l'état précédent ?"
            description={`La dernière action (${auditActionLabel(registration.undoable.action)}, le ${formatDateTime(registration.undoable.created_at)}) sera défaite : statut, montant reçu, date et libellé reprennent leurs valeurs d'avant.`}
            confirmLabel="Revenir à l'état précédent"
            busyLabel="Enregistrement..."
            onConfirm={() => run({ action: "undo" })}
          />
        )}
      </div>
      <StaffNote registration={registration} />
    </PanelSection>
  );
}
