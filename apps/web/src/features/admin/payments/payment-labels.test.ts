import { describe, expect, it } from "vitest";
import { paymentNote } from "./payment-labels.ts";

const state = {
  payment_status: "en_attente" as const,
  amount_due_centimes: 100_000,
  amount_received_centimes: 0,
  paid_at: null,
  bank_label: "",
};

describe("payment labels", () => {
  it("says what is left to pay, or what is odd about the amounts", () => {
    expect(paymentNote(state)).toBeUndefined();
    expect(paymentNote({ ...state, amount_received_centimes: 40_000 })).toBe(
      "Paiement partiel : 400,00 DH reçus, reste 600,00 DH à payer.",
    );
    expect(
      paymentNote({ ...state, payment_status: "payee", amount_received_centimes: 120_000 }),
    ).toBe(
      "Montant reçu supérieur au montant dû : trop-perçu de 200,00 DH à rembourser ou régulariser.",
    );
    expect(
      paymentNote({ ...state, payment_status: "annulee", amount_received_centimes: 30_000 }),
    ).toBe("300,00 DH déjà reçus sur cette inscription annulée : à rembourser ou régulariser.");
    expect(
      paymentNote({ ...state, payment_status: "payee", amount_received_centimes: 100_000 }),
    ).toBeUndefined();
  });
});
