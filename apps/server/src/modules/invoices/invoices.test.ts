import { GROUP_INVOICE_TEXTS, invoiceNumber, type RegistrationInput } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, preparedWrite, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { openDelegateSession } from "../../testing/delegate-session.ts";
import { gaplessInvoices } from "../../testing/numbered-invoices.ts";
import { hasMissingGlyph, pdfText } from "../../testing/pdf-text.ts";
import { readCsv } from "../../testing/read-csv.ts";
import { insertRegistrationRows } from "../../testing/registration-rows.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { cancelOwnRegistration } from "../cancellations/cancel-workflow.ts";
import { resolveAudience } from "../mailings/mailing-audiences.ts";
import { newReference } from "../references/new-reference.ts";

const NOW = new Date("2025-10-06T09:30:00.000Z");
const CONCURRENT = 200;
const IBAN = "FR7630006000011234567890189";
const BUYER = {
  name: "Ministère de la Santé",
  address: "Avenue Ibn Sina, Rabat",
  taxId: "001525253000067",
};

const delegate = (email: string, changes: Partial<RegistrationInput> = {}) => ({
  ...validRegistration(),
  email,
  ...changes,
});
const PAYER = {
  name: "Nadia Alaoui",
  institution: "Ministère de la Santé",
  email: "achats@sante.gov.ma",
  address: "Avenue Ibn Sina, Rabat",
  taxId: "001525253000067",
};

describe.each(DATABASE_ENGINES)("group orders and invoices on $engine", ({ create }) => {
  const harness = appHarness(create, {
    clock: () => NOW,
    spaceLinksPerEmailPerHour: 100,
    publicWriteLimits: { perMinute: 1000, perHour: 1000 },
  });
  let second: TestDatabase["db"];
  let apps: TestApp[];
  let sessions: string[];
  const db = () => harness.database.db;
  const admin = (method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
    asAdmin(harness.app, sessions[0] as string, method, url, payload);
  const stored = (id: number) =>
    storedRow(db(), "registrations", { id }, [
      "payment_status",
      "amount_received_centimes",
      "language",
    ]);
  const markPaid = (id: number, amount: string) =>
    admin("POST", `/api/admin/registrations/${id}/payment/mark-paid`, {
      paidAt: "2025-10-02",
      amount,
    });
  const register = async (email: string, language = "fr") => {
    const response = await postJson(harness.app, "/api/registration", delegate(email), {
      headers: { "accept-language": language },
    });
    return response.json() as { id: number; reference: string };
  };

  beforeAll(async () => {
    // Two servers on one database, as two processes behind the proxy.
    second = harness.database.connectAgain();
    apps = [harness.app, await testApp(second, { clock: () => NOW })];
    await createAdmin(db(), "comptable@example.ma");
    sessions = await Promise.all(apps.map((app) => signIn(app, "comptable@example.ma")));
  });
  afterAll(async () => {
    await apps[1]?.close();
    await second.destroy();
  });

  it("numbers 200 simultaneous invoices on two servers 1…200, without gap or duplicate", async () => {
    const ids = await insertRegistrationRows(
      db(),
      Array.from({ length: CONCURRENT }, () => ({
        reference: newReference("CPSS"),
        payment_status: "payee" as const,
      })),
    );
    // Each server's writer holds its CSRF token already: the 200 requests start together.
    const writers = await Promise.all(
      apps.map((app, n) => preparedWrite(app, sessions[n] as string)),
    );
    const answers = await Promise.all(
      ids.map((id, n) =>
        writers[n % 2]?.("POST", `/api/admin/registrations/${id}/invoice`, {
          buyer: { name: `Acheteur ${n}`, address: "1 rue de la Liberté, Casablanca" },
        }),
      ),
    );
    expect(answers.map((answer) => answer?.statusCode)).toEqual(ids.map(() => 201));
    const rows = await gaplessInvoices(db(), CONCURRENT);
    expect(rows.map((row) => row.year)).toEqual(rows.map(() => 2025));
    expect(new Set(rows.map((row) => row.registration_id)).size).toBe(CONCURRENT);
    expect(
      await db().selectFrom("invoice_counters").selectAll().where("series", "=", "F").execute(),
    ).toEqual([{ series: "F", year: 2025, last_number: CONCURRENT }]);

    // Asked again, on either server: the same invoice, no new number.
    const again = await asAdmin(
      apps[1] as TestApp,
      sessions[1] as string,
      "POST",
      `/api/admin/registrations/${ids[0]}/invoice`,
      { buyer: { name: "Un autre nom", address: "Ailleurs, Rabat" } },
    );
    expect(again.statusCode, again.body).toBe(200);
    const first = rows.find((row) => row.registration_id === ids[0]);
    expect(again.json()).toMatchObject({ number: first?.number, buyer_name: "Acheteur 0" });
    expect(await countRows(db(), "invoices")).toBe(CONCURRENT);
  });

  it("refuses an invoice before payment, gives a pro-forma with the remainder, then the invoice and its PDF", async () => {
    const { id, reference } = await register("partiel@example.ma");
    const url = `/api/admin/registrations/${id}/invoice`;
    const before = await countRows(db(), "invoices");
    const unpaid = await admin("POST", url, { buyer: BUYER });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(GROUP_INVOICE_TEXTS.fr.unpaid);
    const invalid = await admin("POST", url, { buyer: { name: "", address: "x" } });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["buyer.address", "buyer.name"]);
    expect(await countRows(db(), "invoices")).toBe(before);

    // A partial transfer: still waiting, 400 DH received of 1 000.
    await markPaid(id, "400");
    const proforma = await admin("POST", url, { buyer: BUYER, kind: "proforma" });
    expect(proforma.statusCode).toBe(201);
    expect(proforma.json()).toMatchObject({
      number: "PF-2025-0001",
      kind: "proforma",
      registration_id: id,
      amount: 1000,
      received_centimes: 40_000,
    });
    const proformaPdf = await admin("GET", `/api/admin/invoices/${proforma.json().id}.pdf`);
    const proformaText = (await pdfText(proformaPdf.rawPayload)).text;
    expect(proformaText).toContain("Facture pro forma N° PF-2025-0001");
    expect(proformaText).toContain("Reste à payer 600,00 DH");

    await markPaid(id, "600");
    const invoice = await admin("POST", url, { buyer: BUYER });
    expect(invoice.statusCode).toBe(201);
    const number = invoiceNumber("invoice", 2025, CONCURRENT + 1);
    expect(invoice.json()).toMatchObject({ number, kind: "invoice", buyer_tax_id: BUYER.taxId });
    const pdf = await admin("GET", `/api/admin/invoices/${invoice.json().id}.pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = (await pdfText(pdf.rawPayload)).text;
    expect(text).toContain(`Facture N° ${number}`);
    expect(text).toContain(BUYER.name);
    expect(text).toContain(`ICE / identifiant fiscal ${BUYER.taxId}`);
    expect(text).toContain(reference);
    expect(text).toContain("Mille dirhams");
    expect(text).toContain("000000000000000 / 00000000 / Casablanca 000000");

    // The accountant's list, filtered, and its export.
    const list = await admin("GET", "/api/admin/invoices?kind=proforma");
    expect(list.json()).toMatchObject({ total: 1, data: [{ number: "PF-2025-0001" }] });
    const found = await admin("GET", `/api/admin/invoices?q=${reference.toLowerCase()}`);
    expect(
      found
        .json()
        .data.map((row: { number: string }) => row.number)
        .sort(),
    ).toEqual([number, "PF-2025-0001"].sort());
    const csv = await admin("GET", `/api/admin/invoices/export.csv?q=${reference}`);
    const [header, ...lines] = readCsv(csv.body);
    expect(header?.slice(0, 4)).toEqual(["Numéro", "Type", "Émis le", "Référence"]);
    expect(lines.map((line) => [line[0], line[1], line[7], line[9]])).toEqual([
      ["PF-2025-0001", "Pro forma", "1000,00", "600,00"],
      [number, "Facture", "1000,00", "0,00"],
    ]);
    const xlsx = await admin("GET", "/api/admin/invoices/export.xlsx");
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("shows a partial payment as « partiellement payée » with the remainder, in exports and reminders", async () => {
    const { id, reference } = await register("reste@example.ma", "ar");
    await markPaid(id, "250");
    expect(await stored(id)).toMatchObject({
      payment_status: "en_attente",
      amount_received_centimes: 25_000,
    });
    const csv = await admin("GET", `/api/admin/registrations/export.csv?q=${reference}`);
    const [header, row] = readCsv(csv.body);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell("Statut de paiement")).toBe("Partiellement payée");
    expect(cell("Reste à payer (DH)")).toBe("750,00");
    const recipients = await resolveAudience(
      db(),
      { kind: "payment_reminder", days: 0 },
      new Date(Date.now() + 60_000),
    );
    expect(recipients.find((r) => r.address === "reste@example.ma")?.values).toMatchObject({
      statut_paiement: GROUP_INVOICE_TEXTS.ar.partlyPaid,
      montant_du: expect.stringContaining("750"),
    });
  });

  it("writes an Arabic buyer's invoice in Arabic, numbers and ICE whole, the amount in French and Arabic words", async () => {
    const { id, reference } = await register("arabe@example.ma", "ar");
    await markPaid(id, "1000");
    const invoice = await admin("POST", `/api/admin/registrations/${id}/invoice`, {
      buyer: { ...BUYER, name: "وزارة الصحة" },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json()).toMatchObject({ language: "ar" });
    const pdf = await admin("GET", `/api/admin/invoices/${invoice.json().id}.pdf`);
    const { text } = await pdfText(pdf.rawPayload);
    // pdf.js copies Arabic in drawn order: checked word by word; left-to-right values whole.
    for (const word of ["فاتورة", "المجموع", "المرجع", "بالحروف", "وزارة", "الصحة"]) {
      expect(text, text).toContain(word);
    }
    for (const figure of [invoice.json().number, reference, BUYER.taxId, "1 000,00 DH"]) {
      expect(text, text).toContain(figure);
    }
    expect(text).toContain("Mille dirhams"); // in French, as Moroccan accounting writes it
    expect(text).toContain("ألف"); // and in Arabic words
    expect(text).not.toMatch(/Facture N°|Facturé à|Reste à payer/);
    expect(hasMissingGlyph(text)).toBe(false);
  });

  it("gives a delegate her own invoice from her space, in her language, and nobody else's", async () => {
    const mine = await register("espace@example.ma", "en");
    const other = await register("autre@example.ma");
    const headers = await openDelegateSession(harness.app, "espace@example.ma");
    const ask = (id: number, payload: unknown) =>
      harness.app.inject({
        method: "POST",
        url: `/api/space/registrations/${id}/invoice`,
        payload: payload as object,
        headers: { ...headers, "accept-language": "en" },
      });
    const notHers = await ask(other.id, { buyer: BUYER });
    expect(notHers.statusCode).toBe(404);
    const unpaid = await ask(mine.id, { buyer: BUYER });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(GROUP_INVOICE_TEXTS.en.unpaid);
    const invalid = await ask(mine.id, { buyer: { name: "", address: "Rabat centre" } });
    expect(invalid.json().errors).toEqual({ "buyer.name": [GROUP_INVOICE_TEXTS.en.buyerName] });

    const listed = (id: number) =>
      harness.app.inject({
        method: "GET",
        url: `/api/space/registrations/${id}/invoices`,
        headers,
      });
    expect((await listed(mine.id)).json()).toEqual({ data: [] });
    expect((await listed(other.id)).statusCode).toBe(404);

    await markPaid(mine.id, "1000");
    const issued = await ask(mine.id, { buyer: BUYER });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ registration_id: mine.id, language: "en" });
    // Asked again from her card: the same invoice; her card lists it to download.
    const again = await ask(mine.id, { buyer: { ...BUYER, name: "Autre nom" } });
    expect([again.statusCode, again.json().number]).toEqual([200, issued.json().number]);
    expect((await listed(mine.id)).json().data).toEqual([issued.json()]);
    const pdf = await harness.app.inject({
      method: "GET",
      url: `/api/space/registrations/${mine.id}/invoices/${issued.json().id}.pdf`,
      headers,
    });
    expect((await pdfText(pdf.rawPayload)).text).toContain(`Invoice No. ${issued.json().number}`);
    const othersPdf = await harness.app.inject({
      method: "GET",
      url: `/api/space/registrations/${other.id}/invoices/${issued.json().id}.pdf`,
      headers,
    });
    expect(othersPdf.statusCode).toBe(404);
  });

  it("issues the credit note of an invoiced registration's refund, with its day and account", async () => {
    const { id, reference } = await register("avoir@example.ma");
    await markPaid(id, "1000");
    const invoice = (
      await admin("POST", `/api/admin/registrations/${id}/invoice`, { buyer: BUYER })
    ).json();
    const requested = await cancelOwnRegistration(db(), {
      id,
      email: "avoir@example.ma",
      actor: { id: null, email: "avoir@example.ma" },
      at: NOW,
      locale: "fr",
      mail: harness.app.mail,
      input: { reason: "Empêchement", refundIban: IBAN },
    });
    if (requested.kind !== "requested") throw new Error(requested.kind);
    const refund = await admin(
      "POST",
      `/api/admin/cancellation-requests/${requested.requestId}/refund`,
      { amountCentimes: 90_000, date: "2025-10-07" },
    );
    expect(refund.statusCode).toBe(200);
    const note = await storedRow(db(), "invoices", { kind: "credit_note", registration_id: id });
    expect(note).toMatchObject({
      number: "AV-2025-0001",
      credits_invoice_id: invoice.id,
      amount_centimes: 90_000,
      refunded_on: "2025-10-07",
      refund_account: "FR76 **** 0189",
      buyer_name: BUYER.name,
    });
    const text = (
      await pdfText((await admin("GET", `/api/admin/invoices/${note.id}.pdf`)).rawPayload)
    ).text;
    expect(text).toContain("Avoir N° AV-2025-0001");
    expect(text).toContain(`Avoir sur la facture ${invoice.number}`);
    expect(text).toContain("Remboursé le 7 octobre 2025");
    expect(text).toContain(reference);
    // The invoice itself is unchanged.
    expect(
      (await admin("POST", `/api/admin/registrations/${id}/invoice`, { buyer: BUYER })).json(),
    ).toEqual(invoice);
  });

  it("registers a group all or nothing, errors per delegate in the payer's language", async () => {
    const before = await countRows(db(), "registrations");
    const refused = await postJson(
      harness.app,
      "/api/group-registrations",
      {
        payer: PAYER,
        delegates: [delegate("un@sante.gov.ma"), delegate("pas-un-email", { firstName: "" })],
      },
      { headers: { "accept-language": "ar" } },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({
      "delegates.1.email": ["البريد الإلكتروني غير صالح"],
      "delegates.1.firstName": [expect.any(String)],
    });
    expect(Object.keys(refused.json().errors).some((key) => key.startsWith("delegates.0"))).toBe(
      false,
    );
    expect(await countRows(db(), "registrations")).toBe(before);
    expect(await countRows(db(), "registration_groups")).toBe(0);
  });

  it("pays every member of a group with one transfer of its reference, by the statement import", async () => {
    const emails = ["d1@sante.gov.ma", "d2@sante.gov.ma", "d3@sante.gov.ma"];
    const created = await postJson(
      harness.app,
      "/api/group-registrations",
      { payer: PAYER, delegates: emails.map((email) => delegate(email)) },
      { headers: { "accept-language": "ar" } },
    );
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      reference: expect.stringMatching(/^GRP-/),
      amount_due_centimes: 300_000,
    });
    expect(group.registrations).toHaveLength(3);
    const ids = group.registrations.map((r: { id: number }) => r.id);
    for (const id of ids)
      expect(await stored(id)).toMatchObject({ payment_status: "en_attente", language: "ar" });
    const confirmations = await db()
      .selectFrom("outbox")
      .select("to_address")
      .where("kind", "=", "registration_confirmation")
      .where("to_address", "in", emails)
      .execute();
    expect(confirmations.map((mail) => mail.to_address).sort()).toEqual(emails);

    // The statement: one credit of 3 000 DH labelled with the group's reference.
    const csv = `Date;Libellé;Montant\n05/10/2025;VIR MINISTERE SANTE ${group.reference.replace("-", " ")};3000,00\n`;
    const proposals = await asAdmin(
      harness.app,
      sessions[0] as string,
      "POST",
      "/api/admin/bank-import/proposals?date=Date&amount=Montant&label=Libell%C3%A9",
      csv,
      { "content-type": "application/octet-stream" },
    );
    expect(proposals.statusCode, proposals.body).toBe(200);
    const [line] = proposals.json().lines;
    expect(line).toMatchObject({
      status: "matched",
      candidates: [{ reference: group.reference, group_id: group.id, remaining_centimes: 300_000 }],
    });
    const confirmed = await admin("POST", "/api/admin/bank-import/confirm", {
      file_name: "releve.csv",
      mapping: proposals.json().mapping,
      lines: [
        {
          line: line.line,
          date: line.date,
          amount_centimes: line.amount_centimes,
          label: line.label,
          payer: line.payer,
          group_id: group.id,
        },
      ],
    });
    expect(confirmed.json()).toMatchObject({ lines: 1, paid: 3, partial: 0 });
    for (const id of ids)
      expect(await stored(id)).toMatchObject({
        payment_status: "payee",
        amount_received_centimes: 100_000,
      });
    expect(
      await db()
        .selectFrom("receipts")
        .select("registration_id")
        .where("registration_id", "in", ids)
        .execute(),
    ).toHaveLength(3);

    // The group's invoice: one document, a line per delegate; a member's own is refused.
    const invoice = await admin("POST", `/api/admin/group-registrations/${group.id}/invoice`, {
      buyer: BUYER,
    });
    expect(invoice.statusCode).toBe(201);
    expect(invoice.json()).toMatchObject({
      group_id: group.id,
      reference: group.reference,
      amount: 3000,
    });
    // The Factures screen asks by reference, as typed on a transfer: the same document.
    const typed = await admin("POST", "/api/admin/invoices", {
      reference: group.reference.toLowerCase().replace("-", " "),
      buyer: BUYER,
    });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().number).toBe(invoice.json().number);
    const unknown = await admin("POST", "/api/admin/invoices", {
      reference: "GRP-2222Z",
      buyer: BUYER,
    });
    expect(unknown.statusCode).toBe(404);
    const own = await admin("POST", `/api/admin/registrations/${ids[0]}/invoice`, { buyer: BUYER });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(GROUP_INVOICE_TEXTS.fr.invoicedWithGroup(group.reference));

    // Her page shows her group; staff move her out: the group keeps two, the Journal says which.
    const groupOfMember = async (id: number) =>
      (await admin("GET", `/api/admin/registrations/${id}/group`)).json().group;
    expect(await groupOfMember(ids[2] as number)).toMatchObject({ reference: group.reference });
    const moved = await admin(
      "DELETE",
      `/api/admin/group-registrations/${group.id}/members/${ids[2]}`,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().members.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 2));
    const line2 = await storedRow(db(), "audit_log", { action: "registration.group.remove" }, [
      "changes",
      "actor_email",
    ]);
    expect(JSON.parse(line2.changes)).toEqual({ group_reference: [group.reference, null] });
    expect(await groupOfMember(ids[2] as number)).toBeNull();
    expect(
      (await admin("DELETE", `/api/admin/group-registrations/${group.id}/members/${ids[2]}`))
        .statusCode,
    ).toBe(404);
  });

  it("shares a partial group transfer in order: the last one reached stays partly paid", async () => {
    const created = await postJson(harness.app, "/api/group-registrations", {
      payer: PAYER,
      delegates: [
        delegate("p1@sante.gov.ma"),
        delegate("p2@sante.gov.ma", { participationType: "etudiant" }),
      ],
    });
    const group = created.json();
    expect(group.amount_due_centimes).toBe(150_000);
    const paid = await admin(
      "POST",
      `/api/admin/group-registrations/${group.id}/payment/mark-paid`,
      {
        paidAt: "2025-10-03",
        amount: "1200",
      },
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().members).toMatchObject([
      { payment_status: "payee", partly_paid: false, amount_received_centimes: 100_000 },
      { payment_status: "en_attente", partly_paid: true, amount_received_centimes: 20_000 },
    ]);
  });
});
