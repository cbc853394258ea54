import { formatCentimes, labelOf, PAYMENT_STATUSES, type PaymentState } from "@congres/shared";

export const paymentStatusLabel = (status: string) => labelOf(PAYMENT_STATUSES, status);

/** The sentence under the money block: what is left to pay, or what is odd about the amounts. */
export function paymentNote(state: PaymentState): string | undefined {
  const due = state.amount_due_centimes;
  const received = state.amount_received_centimes;
  if (state.payment_status === "en_attente" && received > 0 && received < due) {
    return `Paiement partiel : ${formatCentimes(received)} reçus, reste ${formatCentimes(due - received)} à payer.`;
  }
  if (state.payment_status === "payee" && received > due) {
    return `Montant reçu supérieur au montant dû : trop-perçu de ${formatCentimes(received - due)} à rembourser ou régulariser.`;
  }
  if ((state.payment_status === "annulee" || state.payment_status === "exoneree") && received > 0) {
    return `${formatCentimes(received)} déjà reçus sur cette inscription ${paymentStatusLabel(state.payment_status).toLowerCase()} : à rembourser ou régulariser.`;
  }
  return undefined;
}
