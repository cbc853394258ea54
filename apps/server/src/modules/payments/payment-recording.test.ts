import { formatCentimes } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { PAYMENT_NOW, paymentHarness } from "../../testing/payment-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** Recording payments and the staff note: amounts due, partial and full payments, the audit lines. */
describe.each(DATABASE_ENGINES)("registration payments recorded on $engine", ({ create }) => {
  const harness = paymentHarness(create);
  const { admin, register, payment, auditOf, paymentAuditOf, stored } = harness;

  it("stores the amount due of every participation type, waiting for payment", async () => {
    const expected = {
      professionnel: 100_000,
      sexologue: 100_000,
      etudiant: 50_000,
      chercheur: 100_000,
      autre: 100_000,
    };
    for (const [type, due] of Object.entries(expected)) {
      const { id } = await register(type);
      expect(await stored(id)).toEqual({
        payment_status: "en_attente",
        amount_due_centimes: due,
        amount_received_centimes: 0,
        paid_at: null,
        bank_label: "",
        staff_note: "",
      });
      const detail = (await admin("GET", `/api/admin/registrations/${id}`)).json();
      expect(detail).toMatchObject({
        amount_due_centimes: due,
        payment_status: "en_attente",
        undoable: null,
      });
    }
  });

  it("keeps a partial payment waiting, then pays in full, each audited with who, old and new", async () => {
    const { id, reference } = await register();
    const partial = await payment(id, "mark-paid", {
      paidAt: "2025-10-03",
      amount: "400,50",
      bankLabel: `VIR ${reference} BENALI`,
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      id,
      payment_status: "en_attente",
      amount_received_centimes: 40_050,
      paid_at: "2025-10-03",
      bank_label: `VIR ${reference} BENALI`,
      undoable: { action: "registration.payment.mark_paid", created_at: PAYMENT_NOW.toISOString() },
    });
    const full = await payment(id, "mark-paid", { paidAt: "2025-10-05", amount: "599,50" });
    expect(full.json()).toMatchObject({
      payment_status: "payee",
      amount_received_centimes: 100_000,
    });
    expect(await stored(id)).toMatchObject({
      payment_status: "payee",
      amount_received_centimes: 100_000,
      paid_at: "2025-10-05",
      bank_label: `VIR ${reference} BENALI`,
    });

    const audit = await paymentAuditOf(id);
    expect(audit).toHaveLength(2);
    expect(audit).toEqual([
      {
        id: expect.any(Number),
        created_at: PAYMENT_NOW.toISOString(),
        actor_id: harness.adminId,
        actor_email: "tresorerie@example.ma",
        actor_kind: "staff",
        action: "registration.payment.mark_paid",
        entity_type: "registration",
        entity_id: id,
        entity_reference: reference,
        changes: {
          payment_status: ["en_attente", "payee"],
          amount_received_centimes: [40_050, 100_000],
          paid_at: ["2025-10-03", "2025-10-05"],
        },
        reverts_id: null,
      },
      expect.objectContaining({
        changes: {
          amount_received_centimes: [0, 40_050],
          paid_at: [null, "2025-10-03"],
          bank_label: ["", `VIR ${reference} BENALI`],
        },
      }),
    ]);
  });

  it("accepts an amount above what is due: paid, the excess visible", async () => {
    const { id } = await register("etudiant");
    const response = await payment(id, "mark-paid", { paidAt: "2025-10-04", amount: "1 000" });
    expect(response.json()).toMatchObject({
      payment_status: "payee",
      amount_due_centimes: 50_000,
      amount_received_centimes: 100_000,
    });
  });

  it("edits the staff note, audited only when it changes", async () => {
    const { id, reference } = await register();
    const url = `/api/admin/registrations/${id}/note`;
    const saved = await admin("PUT", url, { staffNote: "Virement annoncé par téléphone" });
    expect(saved.json()).toMatchObject({ staff_note: "Virement annoncé par téléphone" });
    await admin("PUT", url, { staffNote: "Virement annoncé par téléphone" });
    const audit = await auditOf(id);
    expect(audit.data).toEqual([
      expect.objectContaining({
        action: "registration.note.update",
        entity_reference: reference,
        changes: { staff_note: ["", "Virement annoncé par téléphone"] },
      }),
    ]);
    const tooLong = await admin("PUT", url, { staffNote: "x".repeat(2001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.staffNote).toEqual([
      "Ce champ ne doit pas dépasser 2000 caractères",
    ]);
  });

  it("formats what it stores as staff read it", async () => {
    const { id } = await register();
    await payment(id, "mark-paid", { paidAt: "2025-10-01", amount: "1 234,56" });
    const { amount_received_centimes } = await stored(id);
    expect(formatCentimes(amount_received_centimes)).toBe("1\u202f234,56 DH");
  });
});
