import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { registerThroughForm } from "../../testing/public-registration.ts";
import { markPaid } from "../../testing/registration-actions.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { cancelOwnRegistration } from "./cancel-workflow.ts";
import { insertCancellationRequest } from "./cancellation-repository.ts";

const NOW = new Date("2025-10-06T09:30:00.000Z");
const RIB = "011519000001205000534921";
const IBAN = "FR7630006000011234567890189";

describe.each(DATABASE_ENGINES)("cancellation requests on $engine", ({ create }) => {
  const harness = appHarness(create, { clock: () => NOW });
  let session = "";
  const admin = (method: "GET" | "POST", url: string, payload?: unknown) =>
    asAdmin(harness.app, session, method, url, payload);

  /** A registration of `email` (in `language`), paid `paid` DH by the secretariat. */
  const registered = async (email: string, paid: string | null, language = "fr") => {
    const saved = await registerThroughForm(harness.app, { email }, language);
    if (paid) {
      await markPaid(admin, saved.id, {
        paidAt: "2025-10-02",
        amount: paid,
      });
    }
    return saved;
  };
  const cancel = (id: number, email: string, input: { reason: string; refundIban: string }) =>
    cancelOwnRegistration(harness.database.db, {
      id,
      email,
      actor: { id: null, email },
      at: NOW,
      locale: "en",
      mail: harness.app.mail,
      input,
    });
  const stored = (id: number) =>
    storedRow(harness.database.db, "registrations", { id }, [
      "payment_status",
      "amount_received_centimes",
      "amount_due_centimes",
    ]);
  const mailsTo = (address: string) =>
    storedRows(harness.database.db, "outbox", { to_address: address }, [
      "kind",
      "subject",
      "template_data",
    ]);

  beforeAll(async () => {
    await createAdmin(harness.database.db, "secretariat@example.ma");
    session = await signIn(harness.app, "secretariat@example.ma");
  });

  it("cancels an unpaid registration at once, by the staff's path, and tells her in her language", async () => {
    const { id } = await registered("unpaid@example.ma", null, "en");
    expect(
      await cancel(id, "unpaid@example.ma", { reason: "Visa refused", refundIban: "" }),
    ).toEqual({ kind: "cancelled" });
    expect((await stored(id)).payment_status).toBe("annulee");
    const audit = await storedRow(
      harness.database.db,
      "audit_log",
      { entity_id: id, action: "registration.payment.cancel" },
      ["action", "actor_email", "changes"],
    );
    expect(audit.actor_email).toBe("unpaid@example.ma");
    expect(JSON.parse(audit.changes)).toMatchObject({
      payment_status: ["en_attente", "annulee"],
      cancel_reason: [null, "Visa refused"],
    });
    const mails = await mailsTo("unpaid@example.ma");
    expect(mails.map((mail) => mail.kind)).toEqual([
      "registration_confirmation",
      "registration_cancelled",
    ]);
    expect(mails[1]?.subject).toContain("Cancellation of your registration");
    expect(await countRows(harness.database.db, "cancellation_requests")).toBe(0);
    // Twice: already cancelled, in her language.
    expect(await cancel(id, "unpaid@example.ma", { reason: "Again", refundIban: "" })).toEqual({
      kind: "refused",
      message: "This registration is already cancelled.",
    });
  });

  it("asks a paid registration for the account to refund to, checked, writing nothing otherwise", async () => {
    const { id } = await registered("paid@example.ma", "1000");
    const before = await countRows(harness.database.db, "audit_log");
    expect(await cancel(id, "paid@example.ma", { reason: "Ill", refundIban: "" })).toMatchObject({
      kind: "invalid",
      field: "refundIban",
      message: expect.stringContaining("Please give the IBAN or RIB"),
    });
    // A RIB whose key is wrong (the last digit changed).
    expect(
      await cancel(id, "paid@example.ma", {
        reason: "Ill",
        refundIban: "011519000001205000534922",
      }),
    ).toMatchObject({ kind: "invalid", message: expect.stringContaining("Invalid IBAN or RIB") });
    expect(await countRows(harness.database.db, "cancellation_requests")).toBe(0);
    expect(await countRows(harness.database.db, "audit_log")).toBe(before);
    expect((await stored(id)).payment_status).toBe("payee");
  });

  it("records a paid registration's request with its RIB; the secretariat lists it masked and sees it whole", async () => {
    const { id, reference } = await registered("rib@example.ma", "1000");
    const outcome = await cancel(id, "rib@example.ma", {
      reason: "Empêchement",
      refundIban: "011 519 0000012050005349 21",
    });
    expect(outcome).toMatchObject({ kind: "requested" });
    expect((await stored(id)).payment_status).toBe("payee");
    // A second request while this one waits.
    expect(await cancel(id, "rib@example.ma", { reason: "Encore", refundIban: RIB })).toEqual({
      kind: "refused",
      message:
        "Your cancellation request has already been recorded: the secretariat is handling it.",
    });

    const list = await admin("GET", "/api/admin/cancellation-requests?status=pending");
    expect(list.statusCode).toBe(200);
    const { data, total } = list.json();
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      registration_id: id,
      reference,
      name: "Amina Benali",
      reason: "Empêchement",
      amount_received_centimes: 100_000,
      account_kind: "rib",
      iban: "0115 **** 4921",
      status: "pending",
    });
    const detail = await admin("GET", `/api/admin/cancellation-requests/${data[0].id}`);
    expect(detail.json().iban).toBe(RIB);
    const audit = await admin("GET", `/api/admin/audit?entity_type=registration&entity_id=${id}`);
    const line = (audit.json().data as { action: string; changes: object }[]).find(
      (entry) => entry.action === "registration.self_cancel",
    );
    expect(line?.changes).toEqual({
      cancel_reason: [null, "Empêchement"],
      refund_account: [null, "0115 **** 4921"],
    });
    expect((await mailsTo("rib@example.ma")).map((mail) => mail.kind)).toContain(
      "cancellation_requested",
    );
  });

  it("records the refund in the payment history: cancelled, what was received less the refund, once", async () => {
    const { id } = await registered("iban@example.ma", "1000", "ar");
    const outcome = await cancel(id, "iban@example.ma", { reason: "Conflit", refundIban: IBAN });
    if (outcome.kind !== "requested") throw new Error(`not requested: ${outcome.kind}`);
    const url = `/api/admin/cancellation-requests/${outcome.requestId}/refund`;

    const tooMuch = await admin("POST", url, { amountCentimes: 100_001, date: "2025-10-07" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain("dépasse le montant reçu");
    const badDate = await admin("POST", url, { amountCentimes: 90_000, date: "2025-02-30" });
    expect(badDate.statusCode).toBe(422);
    expect((await stored(id)).payment_status).toBe("payee");

    const done = await admin("POST", url, { amountCentimes: 90_000, date: "2025-10-07" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: "refunded",
      refund_centimes: 90_000,
      refunded_on: "2025-10-07",
      handled_by: "secretariat@example.ma",
      payment_status: "annulee",
    });
    expect(await stored(id)).toEqual({
      payment_status: "annulee",
      amount_received_centimes: 10_000,
      amount_due_centimes: 100_000,
    });
    const history = await admin("GET", `/api/admin/audit?entity_type=registration&entity_id=${id}`);
    const refund = (history.json().data as { action: string; changes: object }[]).find(
      (entry) => entry.action === "registration.payment.refund",
    );
    expect(refund?.changes).toEqual({
      payment_status: ["payee", "annulee"],
      amount_received_centimes: [100_000, 10_000],
      refund_centimes: [null, 90_000],
      refunded_on: [null, "2025-10-07"],
    });
    const mails = await mailsTo("iban@example.ma");
    expect(mails.at(-1)?.kind).toBe("registration_refunded");
    expect(JSON.parse(mails.at(-1)?.template_data ?? "{}")).toMatchObject({
      language: "ar",
      outcome: "refunded",
      amountCentimes: 90_000,
      account: "FR76 **** 0189",
    });

    const again = await admin("POST", url, { amountCentimes: 10_000, date: "2025-10-08" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Cette demande d'annulation est déjà traitée.");
    // "Revenir à l'état précédent" cannot bring back money that left.
    const undo = await admin("POST", `/api/admin/registrations/${id}/payment/undo`);
    expect(undo.statusCode).toBe(409);
    expect((await stored(id)).payment_status).toBe("annulee");
    // Her right of access includes the request, the account whole.
    const exported = (await admin("POST", `/api/admin/registrations/${id}/export`)).json();
    expect(exported.cancellation_requests).toEqual([
      expect.objectContaining({ account: IBAN, status: "refunded", refund_centimes: 90_000 }),
    ]);
  });

  it("stores one pending request per registration: a second insert (another tab, at once) stores nothing", async () => {
    const { id } = await registered("twice@example.ma", "500");
    const request = {
      registrationId: id,
      reason: "Deux onglets",
      account: { kind: "rib" as const, account: RIB },
      amountReceivedCentimes: 50_000,
      requestedBy: "twice@example.ma",
      at: NOW,
    };
    const first = await insertCancellationRequest(harness.database.db, request);
    expect(first?.status).toBe("pending");
    // The workflow's own check read no pending request in either transaction: the index decides.
    expect(await insertCancellationRequest(harness.database.db, request)).toBeUndefined();
    const requests = await storedRows(
      harness.database.db,
      "cancellation_requests",
      { registration_id: id },
      ["id"],
    );
    expect(requests).toHaveLength(1);
  });

  it("answers 404 for an unknown request", async () => {
    const unknown = await admin("POST", "/api/admin/cancellation-requests/999999/refund", {
      amountCentimes: 1,
      date: "2025-10-07",
    });
    expect(unknown.statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/cancellation-requests/999999")).statusCode).toBe(404);
  });
});
