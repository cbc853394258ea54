import { paymentMessages } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { paymentHarness } from "../../testing/payment-harness.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** What the payment state machine and the forms refuse: a French message, nothing written. */
describe.each(DATABASE_ENGINES)("registration payment refusals on $engine", ({ create }) => {
  const harness = paymentHarness(create);
  const { register, payment, auditOf, stored } = harness;

  it("waives and cancels, and refuses what the state machine forbids, in French, writing nothing", async () => {
    const { id } = await register();
    expect((await payment(id, "waive")).json()).toMatchObject({ payment_status: "exoneree" });
    const refusals: [string, unknown, string][] = [
      ["mark-paid", { paidAt: "2025-10-05", amount: "1000" }, paymentMessages.waivedNoPayment],
      ["waive", undefined, paymentMessages.alreadyWaived],
    ];
    for (const [action, body, message] of refusals) {
      const response = await payment(id, action, body);
      expect(response.statusCode, action).toBe(409);
      expect(response.json()).toEqual({ message });
    }
    expect((await payment(id, "cancel")).json()).toMatchObject({ payment_status: "annulee" });
    const linesBefore = await countRows(harness.database.db, "audit_log");
    for (const [action, body, message] of [
      ["mark-paid", { paidAt: "2025-10-05", amount: "1000" }, paymentMessages.cancelledNoPayment],
      ["waive", undefined, paymentMessages.cancelledNoWaive],
      ["cancel", undefined, paymentMessages.alreadyCancelled],
    ] as const) {
      const response = await payment(id, action, body);
      expect(response.statusCode, action).toBe(409);
      expect(response.json()).toEqual({ message });
    }
    expect(await countRows(harness.database.db, "audit_log")).toBe(linesBefore);
    expect(await stored(id)).toMatchObject({
      payment_status: "annulee",
      amount_received_centimes: 0,
    });
  });

  it("refuses a second payment once paid, and a waiver of a paid registration", async () => {
    const { id } = await register();
    await payment(id, "mark-paid", { paidAt: "2025-10-05", amount: "1000" });
    const again = await payment(id, "mark-paid", { paidAt: "2025-10-06", amount: "10" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: paymentMessages.alreadyPaid });
    const waive = await payment(id, "waive");
    expect(waive.json()).toEqual({ message: paymentMessages.paidNoWaive });
    expect(await stored(id)).toMatchObject({ amount_received_centimes: 100_000 });
  });

  it("refuses bad amounts and dates with French messages, writing nothing", async () => {
    const { id } = await register();
    const response = await payment(id, "mark-paid", {
      paidAt: "31/10/2025",
      amount: "1.000,00",
      bankLabel: "x".repeat(201),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      paidAt: [paymentMessages.paidAt],
      amount: ["Montant invalide : écrivez par exemple 1 000 ou 1 000,50"],
      bankLabel: ["Ce champ ne doit pas dépasser 200 caractères"],
    });
    const zero = await payment(id, "mark-paid", { paidAt: "2025-10-01", amount: "0,00" });
    expect(zero.json().errors).toEqual({ amount: ["Le montant doit être supérieur à zéro"] });
    expect(await stored(id)).toMatchObject({ amount_received_centimes: 0, paid_at: null });
    expect((await auditOf(id)).total).toBe(0);
  });

  it("answers 404 in French for an unknown registration", async () => {
    for (const [action, body] of [
      ["mark-paid", { paidAt: "2025-10-01", amount: "1" }],
      ["waive", undefined],
      ["undo", undefined],
    ] as const) {
      const response = await payment(999_999, action, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Élément introuvable." });
    }
  });

  it("refuses a payment action without the CSRF token (419), even signed in", async () => {
    const { id } = await register();
    const response = await harness.app.inject({
      method: "POST",
      url: `/api/admin/registrations/${id}/payment/waive`,
      cookies: { congres_session: harness.session },
    });
    expect(response.statusCode).toBe(419);
    expect(await stored(id)).toMatchObject({ payment_status: "en_attente" });
  });
});
