import { formatCentimes, paymentMessages } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import {
  countRows,
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";

const NOW = new Date("2025-10-06T09:30:00.000Z");

describe.each(DATABASE_ENGINES)("registration payments on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let session: string;
  let adminId: number;
  const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    asAdmin(app, session, method, url, payload);
  const register = async (participationType = "professionnel") => {
    const response = await postJson(app, "/api/registration", {
      ...validRegistration(),
      participationType,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; reference: string };
  };
  const payment = (id: number, action: string, payload?: unknown) =>
    admin("POST", `/api/admin/registrations/${id}/payment/${action}`, payload);
  const auditOf = async (id: number) =>
    (await admin("GET", `/api/admin/audit?entity_type=registration&entity_id=${id}`)).json();
  /** The payment lines, without the receipt lines they cause (receipt-routes.test.ts). */
  const paymentAuditOf = async (id: number) =>
    ((await auditOf(id)).data as { action: string }[]).filter(
      (line) => !line.action.startsWith("registration.receipt."),
    );
  const stored = (id: number) =>
    database.db
      .selectFrom("registrations")
      .select([
        "payment_status",
        "amount_due_centimes",
        "amount_received_centimes",
        "paid_at",
        "bank_label",
        "staff_note",
      ])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db, { clock: () => NOW });
    adminId = await createAdmin(database.db, "tresorerie@example.ma");
    session = await signIn(app, "tresorerie@example.ma");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

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
      undoable: { action: "registration.payment.mark_paid", created_at: NOW.toISOString() },
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
        created_at: NOW.toISOString(),
        actor_id: adminId,
        actor_email: "tresorerie@example.ma",
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
    const linesBefore = await countRows(database.db, "audit_log");
    for (const [action, body, message] of [
      ["mark-paid", { paidAt: "2025-10-05", amount: "1000" }, paymentMessages.cancelledNoPayment],
      ["waive", undefined, paymentMessages.cancelledNoWaive],
      ["cancel", undefined, paymentMessages.alreadyCancelled],
    ] as const) {
      const response = await payment(id, action, body);
      expect(response.statusCode, action).toBe(409);
      expect(response.json()).toEqual({ message });
    }
    expect(await countRows(database.db, "audit_log")).toBe(linesBefore);
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
    await database.db
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
    const response = await app.inject({
      method: "POST",
      url: `/api/admin/registrations/${id}/payment/waive`,
      cookies: { congres_session: session },
    });
    expect(response.statusCode).toBe(419);
    expect(await stored(id)).toMatchObject({ payment_status: "en_attente" });
  });

  it("formats what it stores as staff read it", async () => {
    const { id } = await register();
    await payment(id, "mark-paid", { paidAt: "2025-10-01", amount: "1 234,56" });
    const { amount_received_centimes } = await stored(id);
    expect(formatCentimes(amount_received_centimes)).toBe("1\u202f234,56 DH");
  });
});
