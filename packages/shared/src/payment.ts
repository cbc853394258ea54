import { z } from "zod";
import { labelledList } from "./choice-values.ts";
import { LIMITS, longText, optionalLongText, optionalText } from "./fields.ts";
import { MAX_AMOUNT_CENTIMES, parseAmount } from "./money.ts";

/**
 * A registration's payment (issue #9): what it owes, what was received, and its status. The
 * transitions live here, in one pure function, so that the server enforces them and the admin
 * screens offer only the actions the server will accept.
 */

export const PAYMENT_STATUSES = /* @__PURE__ */ labelledList({
  en_attente: "En attente",
  payee: "Payée",
  exoneree: "Exonérée",
  annulee: "Annulée",
});

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]["value"];

/** A registration's payment columns, named as stored and as the admin API answers them. */
export type PaymentState = {
  payment_status: PaymentStatus;
  amount_due_centimes: number;
  amount_received_centimes: number;
  /** The bank's date of the last transfer, `YYYY-MM-DD` (a calendar date, not an instant). */
  paid_at: string | null;
  /** The label of the last transfer as the bank printed it. */
  bank_label: string;
};

export const PAYMENT_FIELDS = [
  "payment_status",
  "amount_due_centimes",
  "amount_received_centimes",
  "paid_at",
  "bank_label",
] as const satisfies readonly (keyof PaymentState)[];

export type PaymentAction =
  | { kind: "mark_paid"; amountCentimes: number; paidAt: string; bankLabel: string }
  | { kind: "waive"; reason: string }
  /** `reason`: the delegate's, when she cancels from her space (decision 0069). */
  | { kind: "cancel"; reason?: string };

export type PaymentActionKind = PaymentAction["kind"];

export const paymentMessages = {
  alreadyPaid:
    "Cette inscription est déjà payée. Pour corriger le paiement, revenez d'abord à l'état précédent.",
  waivedNoPayment:
    "Cette inscription est exonérée : revenez d'abord à l'état précédent pour enregistrer un paiement.",
  cancelledNoPayment:
    "Cette inscription est annulée : revenez d'abord à l'état précédent pour enregistrer un paiement.",
  paidNoWaive: "Cette inscription est déjà payée : elle ne peut pas être exonérée.",
  alreadyWaived: "Cette inscription est déjà exonérée.",
  cancelledNoWaive:
    "Cette inscription est annulée : revenez d'abord à l'état précédent pour l'exonérer.",
  alreadyCancelled: "Cette inscription est déjà annulée.",
  totalTooLarge: "Le total reçu dépasserait 10 000 000 DH : vérifiez le montant.",
  nothingToUndo: "Aucune action de paiement à défaire sur cette inscription.",
  changedMeanwhile: "Cette inscription a été modifiée entre-temps. Rechargez la page et réessayez.",
  paidAt: "Date de paiement invalide",
  waiveReason: "Indiquez le motif de l'exonération (au moins 3 caractères)",
} as const;

/**
 * The state machine. `null` means allowed; otherwise the French reason it is refused.
 * en_attente → payée (paid in full), stays en_attente (partial), exonérée, annulée;
 * payée or exonérée → annulée; annulée → nothing (only "back to the previous state").
 */
const REFUSALS: Record<PaymentStatus, Record<PaymentActionKind, string | null>> = {
  en_attente: { mark_paid: null, waive: null, cancel: null },
  payee: {
    mark_paid: paymentMessages.alreadyPaid,
    waive: paymentMessages.paidNoWaive,
    cancel: null,
  },
  exoneree: {
    mark_paid: paymentMessages.waivedNoPayment,
    waive: paymentMessages.alreadyWaived,
    cancel: null,
  },
  annulee: {
    mark_paid: paymentMessages.cancelledNoPayment,
    waive: paymentMessages.cancelledNoWaive,
    cancel: paymentMessages.alreadyCancelled,
  },
};

export const isPaymentActionAllowed = (status: PaymentStatus, kind: PaymentActionKind) =>
  REFUSALS[status][kind] === null;

export type PaymentTransition = { ok: true; next: PaymentState } | { ok: false; message: string };

/** The state after `action`, or why it is refused. A payment adds to what was received. */
export function applyPaymentAction(state: PaymentState, action: PaymentAction): PaymentTransition {
  const refusal = REFUSALS[state.payment_status][action.kind];
  if (refusal !== null) return { ok: false, message: refusal };
  switch (action.kind) {
    case "mark_paid": {
      const received = state.amount_received_centimes + action.amountCentimes;
      if (received > MAX_AMOUNT_CENTIMES) {
        return { ok: false, message: paymentMessages.totalTooLarge };
      }
      return {
        ok: true,
        next: {
          ...state,
          // Paid once the total covers what is due; an amount above it is accepted (overpaid).
          payment_status: received >= state.amount_due_centimes ? "payee" : "en_attente",
          amount_received_centimes: received,
          paid_at: action.paidAt,
          // A transfer without a label keeps the previous one (the audit trail keeps them all).
          bank_label: action.bankLabel || state.bank_label,
        },
      };
    }
    case "waive":
      return { ok: true, next: { ...state, payment_status: "exoneree" } };
    case "cancel":
      return { ok: true, next: { ...state, payment_status: "annulee" } };
  }
}

/** What is still to pay: only a registration waiting for its payment owes anything. */
export const remainingCentimes = (state: PaymentState): number =>
  state.payment_status === "en_attente"
    ? Math.max(state.amount_due_centimes - state.amount_received_centimes, 0)
    : 0;

/** What was received beyond the amount due (to refund or settle). */
export const overpaidCentimes = (state: PaymentState): number =>
  Math.max(state.amount_received_centimes - state.amount_due_centimes, 0);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (what `<input type="date">` sends). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A typed amount, read into centimes; zero is refused (a payment moves money). */
const paidAmount = z.string({ error: "Montant requis" }).transform((value, context) => {
  const parsed = parseAmount(value);
  if (!parsed.ok || parsed.centimes === 0) {
    context.issues.push({
      code: "custom",
      message: parsed.ok ? "Le montant doit être supérieur à zéro" : parsed.message,
      input: value,
    });
    return z.NEVER;
  }
  return parsed.centimes;
});

/** "Marquer payée": the transfer's date, its amount as typed, the bank's label. */
export const markPaidSchema = z.object({
  paidAt: z
    .string({ error: paymentMessages.paidAt })
    .refine(isCalendarDate, { error: paymentMessages.paidAt }),
  amount: paidAmount,
  bankLabel: optionalText(LIMITS.shortText),
});

export type MarkPaidInput = z.input<typeof markPaidSchema>;

/** "Exonérer": why the fee is waived (an invited speaker, a volunteer…), kept in the audit line. */
export const waiveSchema = z.object({
  reason: longText(paymentMessages.waiveReason, 3, LIMITS.shortText),
});

export type WaiveInput = z.input<typeof waiveSchema>;

export const STAFF_NOTE_MAX = 2000;

/** The staff's internal note on a registration (never shown to the delegate). */
export const staffNoteSchema = z.object({ staffNote: optionalLongText(STAFF_NOTE_MAX) });
