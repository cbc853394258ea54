import { paymentMessages } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { paymentHarness } from "../../testing/payment-harness.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** Undoing payment actions, and two staff paying the same registration at once. */
describe.each(DATABASE_ENGINES)("registration payment undo on $engine", ({ create }) => {
  const harness = paymentHarness(create);
  const { register, payment, paymentAuditOf, stored } = harness;

  it("keeps a waiver's reason in its audit line, refuses a waiver without one, and undoes it", async () => {
    const { id } = await register();
    const linesBefore = await countRows(harness.database.db, "audit_log");
    for (const body of [{}, { reason: "  " }, { reason: "ok" }]) {
      const refused = await payment(id, "waive", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().errors, JSON.stringify(body)).toEqual({
        reason: [paymentMessages.waiveReason],
      });
    }
    expect((await payment(id, "waive", null)).statusCode).toBe(422);
    expect(await countRows(harness.database.db, "audit_log")).toBe(linesBefore);
    expect(await stored(id)).toMatchObject({ payment_status: "en_attente" });

    const waived = await payment(id, "waive", { reason: " Oratrice invitée (plénière 2) " });
    expect(waived.json()).toMatchObject({ payment_status: "exoneree" });
    const [line] = (await paymentAuditOf(id)) as { action: string; changes: unknown }[];
    expect(line).toMatchObject({
      action: "registration.payment.waive",
      changes: {
        payment_status: ["en_attente", "exoneree"],
        waive_reason: [null, "Oratrice invitée (plénière 2)"],
      },
    });
    // The reason is no column: undo puts the status back and ignores it.
    expect((await payment(id, "undo")).json()).toMatchObject({ payment_status: "en_attente" });
    expect(await stored(id)).toMatchObject({ payment_status: "en_attente" });
  });

  it("undoes actions one after the other, back to the first state, each undo audited", async () => {
    const { id } = await register();
    await payment(id, "mark-paid", { paidAt: "2025-10-01", amount: "300", bankLabel: "VIR 1" });
    await payment(id, "mark-paid", { paidAt: "2025-10-02", amount: "700", bankLabel: "VIR 2" });
    await payment(id, "cancel");

    const first = await payment(id, "undo");
    expect(first.json()).toMatchObject({
      payment_status: "payee",
      amount_received_centimes: 100_000,
      undoable: { action: "registration.payment.mark_paid" },
    });
    const second = await payment(id, "undo");
    expect(second.json()).toMatchObject({
      payment_status: "en_attente",
      amount_received_centimes: 30_000,
      paid_at: "2025-10-01",
      bank_label: "VIR 1",
    });
    await payment(id, "undo");
    expect(await stored(id)).toMatchObject({
      payment_status: "en_attente",
      amount_received_centimes: 0,
      paid_at: null,
      bank_label: "",
    });
    const nothing = await payment(id, "undo");
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ message: paymentMessages.nothingToUndo });

    const audit = (await paymentAuditOf(id)) as {
      id: number;
      action: string;
      reverts_id: number;
    }[];
    expect(audit.map((line) => line.action)).toEqual([
      "registration.payment.undo",
      "registration.payment.undo",
      "registration.payment.undo",
      "registration.payment.cancel",
      "registration.payment.mark_paid",
      "registration.payment.mark_paid",
    ]);
    // Each undo names the line it reversed, newest action first.
    expect(audit.slice(0, 3).map((line) => line.reverts_id)).toEqual(
      audit
        .slice(3)
        .map((line) => line.id)
        .reverse(),
    );
    expect(audit[2]).toMatchObject({
      changes: { payment_status: ["annulee", "payee"] },
    });
  });

  it("refuses an undo when the registration no longer holds what the action wrote", async () => {
    const { id } = await register();
    await payment(id, "mark-paid", { paidAt: "2025-10-01", amount: "1000" });
    // Another path (a future bank import, a hand-made fix) changed the amount since.
    await harness.database.db
      .updateTable("registrations")
      .set({ amount_received_centimes: 120_000 })
      .where("id", "=", id)
      .execute();
    const response = await payment(id, "undo");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: paymentMessages.changedMeanwhile });
    expect(await stored(id)).toMatchObject({
      payment_status: "payee",
      amount_received_centimes: 120_000,
    });
  });

  it("applies only one of two simultaneous full payments", async () => {
    const { id } = await register();
    const answers = await Promise.all(
      [1, 2].map(() => payment(id, "mark-paid", { paidAt: "2025-10-05", amount: "1000" })),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    // Whichever came second either saw the first's result (refused: already paid) or lost the
    // compare-and-set (refused: changed meanwhile); never 2 000 DH received.
    expect(statuses).toEqual([200, 409]);
    expect([paymentMessages.alreadyPaid, paymentMessages.changedMeanwhile]).toContain(
      answers.find((response) => response.statusCode === 409)?.json().message,
    );
    expect(await stored(id)).toMatchObject({ amount_received_centimes: 100_000 });
  });
});
