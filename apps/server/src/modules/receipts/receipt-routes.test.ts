import { readFile } from "node:fs/promises";
import { formatCentimes } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import { MailService } from "../../services/mail/mail-service.ts";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { WAIVER } from "../../testing/payment-harness.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { storedRows } from "../../testing/stored-rows.ts";
import { drainMails, postJson, testMailSettings } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const NOW = new Date("2025-10-06T09:30:00.000Z");
/** The amount as the PDF text gives it back (spaces made plain by pdfText). */
const figures = (centimes: number) => formatCentimes(centimes).replace(/\u202f/g, " ");

/** The worker renders every mail still queued, PDFs included: slower than one request. */
const DELIVERY_TIMEOUT_MS = 90_000;

describe.each(DATABASE_ENGINES)("payment receipts on $engine", ({ create }) => {
  const settings = testMailSettings();
  let session: string;
  const admin = (method: "GET" | "POST", url: string, payload?: unknown) =>
    asAdmin(harness.app, session, method, url, payload);
  const register = async (lastName = "Benali", email = "amina.benali@example.ma") => {
    const response = await postJson(harness.app, "/api/registration", {
      ...validRegistration(),
      lastName,
      email,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; reference: string };
  };
  const markPaid = (id: number, amount: string, paidAt = "2025-10-05") =>
    admin("POST", `/api/admin/registrations/${id}/payment/mark-paid`, { paidAt, amount });
  const receiptsOf = (id: number) =>
    storedRows(harness.database.db, "receipts", { registration_id: id });
  const receiptMails = (id: number) =>
    storedRows(harness.database.db, "outbox", { kind: "payment_receipt", entity_id: id });

  const harness = appHarness(create, { clock: () => NOW, mail: new MailService(settings) });
  beforeAll(async () => {
    await createAdmin(harness.database.db, "tresorerie@example.ma");
    session = await signIn(harness.app, "tresorerie@example.ma");
  });

  it("issues a numbered receipt when the registration becomes paid, and mails it", async () => {
    const { id, reference } = await register("بنعلي");
    expect((await markPaid(id, "1 000,50")).statusCode).toBe(200);

    const [receipt, ...others] = await receiptsOf(id);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({
      year: 2025,
      reference,
      delegate_name: "Dr Amina بنعلي",
      amount_centimes: 100_050,
      paid_on: "2025-10-05",
      issued_at: NOW.toISOString(),
      cancelled_at: null,
    });
    expect(receipt?.number).toBe(`2025-${String(receipt?.sequence).padStart(4, "0")}`);

    const [mail] = await receiptMails(id);
    expect(mail).toMatchObject({
      to_address: "amina.benali@example.ma",
      status: "queued",
      attachments: JSON.stringify([{ type: "receipt", receiptId: receipt?.id }]),
    });
    expect(mail?.subject).toContain(receipt?.number);

    const detail = (await admin("GET", `/api/admin/registrations/${id}`)).json();
    expect(detail.receipts).toEqual([
      {
        number: receipt?.number,
        amount_centimes: 100_050,
        paid_on: "2025-10-05",
        issued_at: NOW.toISOString(),
        cancelled_at: null,
      },
    ]);
  });

  it("downloads the receipt again: name, reference, amount in figures and words, number", async () => {
    const { id, reference } = await register("Œuvray-Benali");
    await markPaid(id, "1000");
    const [receipt] = await receiptsOf(id);
    const response = await admin(
      "GET",
      `/api/admin/registrations/${id}/receipts/${receipt?.number}.pdf`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="recu-${receipt?.number}.pdf"`,
    );
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain("Association Marocaine de Sexologie");
    expect(text).toContain("Dr Amina Œuvray-Benali");
    expect(text).toContain(reference);
    expect(text).toContain(figures(100_000));
    expect(text).toContain("Mille dirhams");
    expect(text).toContain(`Reçu de paiement N° ${receipt?.number}`);
    expect(text).toContain("5 octobre 2025");
  });

  it("answers 404 for another registration's receipt, an unknown number or a bad file name", async () => {
    const paid = await register();
    const other = await register();
    await markPaid(paid.id, "1000");
    const [receipt] = await receiptsOf(paid.id);
    const base = "/api/admin/registrations";
    expect(
      (await admin("GET", `${base}/${other.id}/receipts/${receipt?.number}.pdf`)).statusCode,
    ).toBe(404);
    expect((await admin("GET", `${base}/${paid.id}/receipts/2099-9999.pdf`)).statusCode).toBe(404);
    const bad = await admin("GET", `${base}/${paid.id}/receipts/..%2Fsecret`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBeTypeOf("string");
  });

  it("waits for the full amount: a partial payment issues nothing, the last transfer does", async () => {
    const { id } = await register();
    await markPaid(id, "400", "2025-10-01");
    expect(await receiptsOf(id)).toEqual([]);
    expect(await receiptMails(id)).toEqual([]);
    await markPaid(id, "600", "2025-10-04");
    const receipts = await receiptsOf(id);
    expect(receipts.map((r) => [r.amount_centimes, r.paid_on])).toEqual([[100_000, "2025-10-04"]]);
  });

  it("cancels the receipt when the payment is undone, and never gives its number again", async () => {
    const { id } = await register();
    await markPaid(id, "1000");
    const [first] = await receiptsOf(id);
    expect((await admin("POST", `/api/admin/registrations/${id}/payment/undo`)).statusCode).toBe(
      200,
    );
    expect((await receiptsOf(id))[0]?.cancelled_at).toBe(NOW.toISOString());

    const cancelled = await admin(
      "GET",
      `/api/admin/registrations/${id}/receipts/${first?.number}.pdf`,
    );
    expect((await pdfText(cancelled.rawPayload)).text).toContain("ANNULÉ le 6 octobre 2025");

    await markPaid(id, "1000");
    const [, second] = await receiptsOf(id);
    expect(second?.cancelled_at).toBeNull();
    expect(second?.sequence).toBe((first?.sequence ?? 0) + 1);
    expect(await receiptMails(id)).toHaveLength(2);

    const audit = (
      await admin("GET", `/api/admin/audit?entity_type=registration&entity_id=${id}`)
    ).json();
    const receiptLines = audit.data
      .filter((line: { action: string }) => line.action.startsWith("registration.receipt."))
      .map((line: { action: string; changes: unknown }) => [line.action, line.changes]);
    expect(receiptLines).toEqual(
      expect.arrayContaining([
        ["registration.receipt.issue", { receipt_number: [null, first?.number] }],
        ["registration.receipt.cancel", { receipt_number: [first?.number, null] }],
        ["registration.receipt.issue", { receipt_number: [null, second?.number] }],
      ]),
    );
  });

  it("keeps the receipt of a paid registration that is then cancelled, and issues none on waiver", async () => {
    const paid = await register();
    await markPaid(paid.id, "1000");
    await admin("POST", `/api/admin/registrations/${paid.id}/payment/cancel`);
    expect((await receiptsOf(paid.id)).map((r) => r.cancelled_at)).toEqual([null]);

    const waived = await register();
    await admin("POST", `/api/admin/registrations/${waived.id}/payment/waive`, WAIVER);
    expect(await receiptsOf(waived.id)).toEqual([]);
  });

  it(
    "delivers the mail with the receipt attached as a PDF, rendered from the stored receipt",
    async () => {
      const { id, reference } = await register("Haddad", "nadia.haddad@example.ma");
      await markPaid(id, "1000");
      const [receipt] = await receiptsOf(id);
      await drainMails(harness.database.db, settings);
      const [mail] = await receiptMails(id);
      expect(mail?.eml_file).toBeTruthy();
      const parsed = await simpleParser(await readFile(mail?.eml_file ?? ""));
      expect(parsed.text).toContain(receipt?.number);
      const [attachment, ...more] = parsed.attachments;
      expect(more).toEqual([]);
      expect(attachment?.contentType).toBe("application/pdf");
      expect(attachment?.filename).toBe(`recu-${receipt?.number}.pdf`);
      const { text } = await pdfText(attachment?.content ?? Buffer.alloc(0));
      expect(text).toContain("Dr Amina Haddad");
      expect(text).toContain(reference);
      expect(text).toContain(figures(100_000));
    },
    DELIVERY_TIMEOUT_MS,
  );
});
