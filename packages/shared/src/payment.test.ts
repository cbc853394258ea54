import { describe, expect, it } from "vitest";
import { changedFields } from "./audit.ts";
import { amountMessages } from "./money.ts";
import {
  applyPaymentAction,
  isPaymentActionAllowed,
  markPaidSchema,
  overpaidCentimes,
  PAYMENT_FIELDS,
  PAYMENT_STATUSES,
  type PaymentAction,
  type PaymentState,
  type PaymentStatus,
  paymentMessages,
  remainingCentimes,
} from "./payment.ts";

const waiting = (received = 0): PaymentState => ({
  payment_status: "en_attente",
  amount_due_centimes: 100_000,
  amount_received_centimes: received,
  paid_at: null,
  bank_label: "",
});

const pay = (
  amountCentimes: number,
  bankLabel = "VIR CPSS-7KQ2M",
  paidAt = "2025-10-05",
): PaymentAction => ({ kind: "mark_paid", amountCentimes, paidAt, bankLabel });

describe("the payment state machine", () => {
  it("keeps a partial payment waiting, with the remainder, then pays in full", () => {
    const partial = applyPaymentAction(waiting(), pay(40_000));
    expect(partial).toEqual({
      ok: true,
      next: {
        payment_status: "en_attente",
        amount_due_centimes: 100_000,
        amount_received_centimes: 40_000,
        paid_at: "2025-10-05",
        bank_label: "VIR CPSS-7KQ2M",
      },
    });
    if (!partial.ok) return;
    expect(remainingCentimes(partial.next)).toBe(60_000);
    const full = applyPaymentAction(partial.next, pay(60_000, "", "2025-10-07"));
    expect(full).toMatchObject({
      ok: true,
      next: {
        payment_status: "payee",
        amount_received_centimes: 100_000,
        paid_at: "2025-10-07",
        // A transfer without a label keeps the previous one.
        bank_label: "VIR CPSS-7KQ2M",
      },
    });
    if (full.ok) expect(remainingCentimes(full.next)).toBe(0);
  });

  it("accepts an amount above what is due, and says by how much", () => {
    const over = applyPaymentAction(waiting(), pay(120_050));
    expect(over).toMatchObject({ ok: true, next: { payment_status: "payee" } });
    if (over.ok) expect(overpaidCentimes(over.next)).toBe(20_050);
  });

  it("refuses a total above 10 000 000 DH", () => {
    expect(applyPaymentAction(waiting(999_999_000), pay(1_001))).toEqual({
      ok: false,
      message: paymentMessages.totalTooLarge,
    });
  });

  // Every status × action: the allowed ones and the French reason of each refusal.
  const table: [PaymentStatus, PaymentAction["kind"], PaymentStatus | string][] = [
    ["en_attente", "waive", "exoneree"],
    ["en_attente", "cancel", "annulee"],
    ["payee", "mark_paid", paymentMessages.alreadyPaid],
    ["payee", "waive", paymentMessages.paidNoWaive],
    ["payee", "cancel", "annulee"],
    ["exoneree", "mark_paid", paymentMessages.waivedNoPayment],
    ["exoneree", "waive", paymentMessages.alreadyWaived],
    ["exoneree", "cancel", "annulee"],
    ["annulee", "mark_paid", paymentMessages.cancelledNoPayment],
    ["annulee", "waive", paymentMessages.cancelledNoWaive],
    ["annulee", "cancel", paymentMessages.alreadyCancelled],
  ];
  it.each(table)("from %s, %s gives %s", (status, kind, outcome) => {
    const state = { ...waiting(30_000), payment_status: status };
    const action =
      kind === "mark_paid"
        ? pay(10_000)
        : kind === "waive"
          ? { kind, reason: "Orateur invité" }
          : { kind };
    const result = applyPaymentAction(state, action);
    const isStatus = PAYMENT_STATUSES.some((s) => s.value === outcome);
    expect(result).toEqual(
      isStatus
        ? { ok: true, next: { ...state, payment_status: outcome } }
        : { ok: false, message: outcome },
    );
    expect(isPaymentActionAllowed(status, kind)).toBe(isStatus);
  });

  it("owes nothing once waived, cancelled or paid", () => {
    for (const payment_status of ["payee", "exoneree", "annulee"] as const) {
      expect(remainingCentimes({ ...waiting(30_000), payment_status })).toBe(0);
    }
  });

  it("lists only the fields an action changed, old then new", () => {
    const before = waiting();
    const after = { ...before, payment_status: "annulee" as const };
    expect(changedFields(before, after, PAYMENT_FIELDS)).toEqual({
      payment_status: ["en_attente", "annulee"],
    });
  });
});

describe("the mark-paid form", () => {
  it("reads the typed amount into centimes", () => {
    expect(
      markPaidSchema.parse({ paidAt: "2025-10-05", amount: "1 000,50", bankLabel: " VIR 12 " }),
    ).toEqual({ paidAt: "2025-10-05", amount: 100_050, bankLabel: "VIR 12" });
  });

  it.each([
    [{ paidAt: "2025-02-30", amount: "500" }, { paidAt: [paymentMessages.paidAt] }],
    [{ paidAt: "05/10/2025", amount: "500" }, { paidAt: [paymentMessages.paidAt] }],
    [{ paidAt: "2025-10-05", amount: "0" }, { amount: ["Le montant doit être supérieur à zéro"] }],
    [{ paidAt: "2025-10-05", amount: "cinq cents" }, { amount: [amountMessages.invalid] }],
    [{ paidAt: "2025-10-05", amount: "1,234" }, { amount: [amountMessages.tooManyDecimals] }],
    [{ paidAt: "2025-10-05" }, { amount: ["Montant requis"] }],
  ])("refuses %j with French messages", (input, errors) => {
    const result = markPaidSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.flatten().fieldErrors).toEqual(errors);
  });
});
