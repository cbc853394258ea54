import { validRegistration } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { leftToRight } from "../../services/languages/answer-messages.ts";
import { claimMails } from "../../services/mail/outbox-delivery.ts";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { at, outboxHarness } from "../../testing/outbox-harness.ts";
import { WAIVER } from "../../testing/payment-harness.ts";
import { storedRows } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** The worker renders the receipts' PDFs: slower than one request. */
const DELIVERY_TIMEOUT_MS = 120_000;
const NOTICE = "payment_receipt_cancellation";

/** The plain text on one line: the converter wraps long sentences. */
const oneLine = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ");

/**
 * Undoing a payment cancels its receipt; the mail that carried it is withdrawn while it has not
 * left, or followed by a cancellation notice in the delegate's language (decision 0033).
 */
describe.each(DATABASE_ENGINES)("a cancelled receipt's mail on $engine", ({ create }) => {
  const h = outboxHarness(create);
  let session: string;
  const admin = (method: "GET" | "POST", url: string, payload?: unknown) =>
    asAdmin(h.app, session, method, url, payload);

  beforeAll(async () => {
    await createAdmin(h.database.db, "tresorerie@example.ma");
    session = await signIn(h.app, "tresorerie@example.ma");
  });

  /** A worker takes the registration's receipt mail to send it (a one-minute lease). */
  async function claimReceiptMail(registrationId: number, owner: string) {
    const claimed = await claimMails(h.database.db, {
      owner,
      now: h.clock(),
      leaseMs: 60_000,
      limit: 10,
      purpose: "send",
    });
    const mail = claimed.find(
      (row) => row.kind === "payment_receipt" && row.entity_id === registrationId,
    );
    expect(mail).toBeDefined();
  }

  /** A registration made in `language` (the form's Accept-Language); its id and reference. */
  async function register(email: string, language = "fr") {
    const response = await postJson(
      h.app,
      "/api/registration",
      { ...validRegistration(), email },
      { headers: { "accept-language": language } },
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; reference: string };
  }
  const payment = async (id: number, action: "mark-paid" | "undo" | "cancel" | "waive") => {
    const payload =
      action === "mark-paid"
        ? { paidAt: "2025-10-05", amount: "1000" }
        : action === "waive"
          ? WAIVER
          : undefined;
    const response = await admin(
      "POST",
      `/api/admin/registrations/${id}/payment/${action}`,
      payload,
    );
    expect(response.statusCode).toBe(200);
  };
  const receiptsOf = (id: number) => storedRows(h.database.db, "receipts", { registration_id: id });
  /** The receipt mails and cancellation notices about the registration, oldest first. */
  const mailsOf = (id: number) =>
    h.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("entity_type", "=", "registration")
      .where("entity_id", "=", id)
      .where("kind", "in", ["payment_receipt", NOTICE])
      .orderBy("id")
      .execute();
  /** The receipt lines of the registration's Historique, oldest first. */
  const receiptLinesOf = async (id: number) => {
    const audit = (
      await admin("GET", `/api/admin/audit?entity_type=registration&entity_id=${id}`)
    ).json() as { data: { action: string; changes: unknown }[] };
    return audit.data
      .filter((line) => line.action.startsWith("registration.receipt."))
      .map((line) => [line.action, line.changes])
      .reverse();
  };
  /** What the delegate at `address` received from the worker. */
  const receivedBy = (address: string) =>
    h.smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  it("withdraws the receipt mail of a payment undone before it left, and tells the delegate nothing", async () => {
    const email = "amina.retrait@example.ma";
    const { id } = await register(email);
    await payment(id, "mark-paid");
    await payment(id, "undo");

    const [receipt] = await receiptsOf(id);
    expect(receipt?.cancelled_at).not.toBeNull();
    const mails = await mailsOf(id);
    expect(mails.map((mail) => [mail.kind, mail.status, mail.attachments])).toEqual([
      [
        "payment_receipt",
        "withdrawn",
        JSON.stringify([{ type: "receipt", receiptId: receipt?.id }]),
      ],
    ]);
    expect(await receiptLinesOf(id)).toEqual([
      ["registration.receipt.issue", { receipt_number: [null, receipt?.number] }],
      ["registration.receipt.cancel", { receipt_number: [receipt?.number, null] }],
      ["registration.receipt.mail_withdraw", { receipt_mails_withdrawn: [null, 1] }],
    ]);

    h.startClock();
    await h.worker().drain();
    // Only the registration's confirmation reached the delegate.
    expect(receivedBy(email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Confirmation d'inscription/),
    ]);
    expect((await mailsOf(id)).map((mail) => mail.status)).toEqual(["withdrawn"]);
  });

  it(
    "announces the cancellation of a receipt already sent, in French, English and Arabic, without attachment",
    async () => {
      const contact = h.settings.edition.contact.email;
      const delegates = [
        { email: "amina.fr@example.ma", language: "fr" },
        { email: "kwame.mensah@example.gh", language: "en-GB,en;q=0.9" },
        { email: "amina.ar@example.ma", language: "ar" },
      ];
      const registrations = [];
      for (const { email, language } of delegates) {
        const registration = await register(email, language);
        await payment(registration.id, "mark-paid");
        registrations.push(registration);
      }
      h.startClock();
      await h.worker().drain();
      h.smtp.received.length = 0;
      const sentBefore = await Promise.all(registrations.map(({ id }) => mailsOf(id)));
      expect(sentBefore.map((mails) => mails.map((mail) => mail.status))).toEqual([
        ["sent"],
        ["sent"],
        ["sent"],
      ]);

      for (const { id } of registrations) await payment(id, "undo");
      const numbers = [];
      for (const [index, { id }] of registrations.entries()) {
        const [receipt] = await receiptsOf(id);
        const number = receipt?.number ?? "";
        numbers.push(number);
        const [receiptMail, notice, ...more] = await mailsOf(id);
        expect(more).toEqual([]);
        // The receipt's mail is what the delegate received: untouched.
        expect(receiptMail).toEqual(at(sentBefore, index)[0]);
        expect(notice).toMatchObject({
          kind: NOTICE,
          status: "queued",
          to_address: at(delegates, index).email,
          to_name: "Amina Benali",
          attachments: null,
        });
        expect(await receiptLinesOf(id)).toEqual([
          ["registration.receipt.issue", { receipt_number: [null, number] }],
          ["registration.receipt.cancel", { receipt_number: [number, null] }],
          ["registration.receipt.cancel_notice", { cancellation_notices_queued: [null, 1] }],
        ]);
      }

      h.startClock();
      await h.worker().drain();
      const [fr, en, ar] = delegates.map(({ email }) => {
        const received = receivedBy(email);
        expect(received, email).toHaveLength(1);
        const notice = at(received, 0);
        expect(notice.attachments).toEqual([]);
        return { ...notice, text: oneLine(notice.text) };
      });
      const [frNumber, enNumber, arNumber] = numbers;
      const [frRef, enRef, arRef] = registrations.map(({ reference }) => reference);

      expect(fr?.subject).toBe(`Annulation du reçu de paiement n° ${frNumber} – CPSS 2025`);
      expect(fr?.html).toContain('<html dir="ltr" lang="fr">');
      expect(fr?.text).toContain("Bonjour Amina Benali,");
      expect(fr?.text).toContain(
        `Le reçu de paiement n° ${frNumber}, émis pour votre inscription ${frRef}, a été annulé : il n'est plus valable. Merci de ne plus l'utiliser.`,
      );
      expect(fr?.text).toContain(`Numéro du reçu annulé : ${frNumber}`);
      expect(fr?.text).toContain(
        `Pour toute question, contactez le comité d'organisation à ${contact} en rappelant votre référence.`,
      );

      expect(en?.subject).toBe(`Payment receipt no. ${enNumber} cancelled – CPSS 2025`);
      expect(en?.html).toContain('<html dir="ltr" lang="en">');
      expect(en?.text).toContain("Dear Amina Benali,");
      expect(en?.text).toContain(
        `Payment receipt no. ${enNumber}, issued for your registration ${enRef}, has been cancelled: it is no longer valid. Please do not use it.`,
      );
      expect(en?.text).toContain(`Cancelled receipt number: ${enNumber}`);
      expect(en?.text).toContain(
        `If you have any questions, please contact the organising committee at ${contact}, quoting your reference.`,
      );
      expect(en?.text).not.toMatch(/Bonjour|annulé/);

      expect(ar?.subject).toBe(`إلغاء إيصال الدفع رقم ${leftToRight(arNumber ?? "")} – CPSS 2025`);
      expect(ar?.html).toContain('<html dir="rtl" lang="ar">');
      expect(ar?.text).toContain(
        `تم إلغاء إيصال الدفع رقم ${leftToRight(arNumber ?? "")} الصادر لتسجيلكم ${leftToRight(arRef ?? "")}، ولم يعد صالحًا. يرجى عدم استعماله.`,
      );
      expect(ar?.text).toContain(`رقم الإيصال الملغى: ${leftToRight(arNumber ?? "")}`);
      expect(ar?.text).toContain(
        `لأي سؤال، يرجى التواصل مع اللجنة المنظِّمة على ${leftToRight(contact)} مع ذكر مرجعكم.`,
      );
      expect(ar?.text).not.toMatch(/Bonjour|Dear/);
    },
    DELIVERY_TIMEOUT_MS,
  );

  it("announces the cancellation of a receipt mail a worker is sending, and leaves that mail to it", async () => {
    const { id } = await register("amina.envoi@example.ma");
    await payment(id, "mark-paid");
    h.startClock();
    await claimReceiptMail(id, "worker-a");
    await payment(id, "undo");

    const [receiptMail, notice, ...more] = await mailsOf(id);
    expect(more).toEqual([]);
    expect(receiptMail).toMatchObject({ status: "queued", lease_owner: "worker-a" });
    expect(notice).toMatchObject({ kind: NOTICE, status: "queued", attachments: null });
    const [receipt] = await receiptsOf(id);
    expect(notice?.subject).toBe(
      `Annulation du reçu de paiement n° ${receipt?.number} – CPSS 2025`,
    );
  });

  it("withdraws a receipt mail whose worker's lease ran out (the worker died): no notice", async () => {
    const { id } = await register("amina.bail@example.ma");
    await payment(id, "mark-paid");
    h.startClock();
    await claimReceiptMail(id, "worker-b");
    // The worker died: its lease ran out ten minutes ago.
    const tenMinutesAgo = new Date(h.clock().getTime() - 10 * 60_000);
    await h.database.db
      .updateTable("outbox")
      .set({ lease_expires_at: tenMinutesAgo.toISOString() })
      .where("lease_owner", "=", "worker-b")
      .execute();
    await payment(id, "undo");

    const [receiptMail, ...more] = await mailsOf(id);
    expect(more).toEqual([]);
    expect(receiptMail).toMatchObject({ status: "withdrawn", lease_owner: null });
  });

  it("pays again after an undo: a new receipt, a new number and its mail, as before", async () => {
    const { id } = await register("amina.nouveau@example.ma");
    await payment(id, "mark-paid");
    await payment(id, "undo");
    await payment(id, "mark-paid");

    const [first, second, ...more] = await receiptsOf(id);
    expect(more).toEqual([]);
    expect(first?.cancelled_at).not.toBeNull();
    expect(second?.cancelled_at).toBeNull();
    expect(second?.number).not.toBe(first?.number);
    expect(second?.sequence).toBe((first?.sequence ?? 0) + 1);
    const mails = await mailsOf(id);
    expect(mails.map((mail) => [mail.kind, mail.status, mail.attachments])).toEqual([
      ["payment_receipt", "withdrawn", JSON.stringify([{ type: "receipt", receiptId: first?.id }])],
      ["payment_receipt", "queued", JSON.stringify([{ type: "receipt", receiptId: second?.id }])],
    ]);
    expect(at(mails, 1).subject).toBe(`Reçu de paiement n° ${second?.number} – CPSS 2025`);
    expect(await receiptLinesOf(id)).toEqual([
      ["registration.receipt.issue", { receipt_number: [null, first?.number] }],
      ["registration.receipt.cancel", { receipt_number: [first?.number, null] }],
      ["registration.receipt.mail_withdraw", { receipt_mails_withdrawn: [null, 1] }],
      ["registration.receipt.issue", { receipt_number: [null, second?.number] }],
    ]);
  });

  it("changes nothing for a partial payment, a waiver never paid or a paid registration cancelled", async () => {
    const partial = await register("amina.partiel@example.ma");
    const response = await admin(
      "POST",
      `/api/admin/registrations/${partial.id}/payment/mark-paid`,
      {
        paidAt: "2025-10-01",
        amount: "400",
      },
    );
    expect(response.statusCode).toBe(200);
    await payment(partial.id, "undo");
    const waived = await register("amina.exoneree@example.ma");
    await payment(waived.id, "waive");
    const cancelled = await register("amina.annulee@example.ma");
    await payment(cancelled.id, "mark-paid");
    await payment(cancelled.id, "cancel");

    expect(await mailsOf(partial.id)).toEqual([]);
    expect(await mailsOf(waived.id)).toEqual([]);
    expect((await receiptsOf(cancelled.id)).map((receipt) => receipt.cancelled_at)).toEqual([null]);
    expect((await mailsOf(cancelled.id)).map((mail) => [mail.kind, mail.status])).toEqual([
      ["payment_receipt", "queued"],
    ]);
    for (const { id } of [partial, waived, cancelled]) {
      const lines = (await receiptLinesOf(id)).map(([action]) => action);
      expect(lines.filter((action) => action !== "registration.receipt.issue")).toEqual([]);
    }
  });
});
