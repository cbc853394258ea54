import { VALIDATION_MESSAGES } from "@congres/shared";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { openDelegateSession } from "../../testing/delegate-session.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { registerThroughForm } from "../../testing/public-registration.ts";
import { correctRegistration, markPaid } from "../../testing/registration-actions.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import {
  delegateRegistration,
  writeSelfUpdate,
} from "../registrations/registration-self-service.ts";

/** Before the congress; it ends on 1 November 2025, 23:59:59 in Casablanca (UTC+1 then). */
const BEFORE = new Date("2025-10-06T09:30:00.000Z");
const DURING = new Date("2025-10-31T09:00:00.000Z");
const AFTER = new Date("2025-11-02T10:00:00.000Z");
const RIB = "011519000001205000534921";

describe.each(DATABASE_ENGINES)("« Mon espace »: her registrations on $engine", ({ create }) => {
  let now = BEFORE;
  const harness = appHarness(create, { clock: () => now, spaceLinksPerEmailPerHour: 50 });
  const admin = signedInAdmin(harness, "secretariat@example.ma");
  const people: Record<
    "amina" | "other" | "payer" | "arabic",
    { id: number; reference: string; headers: Record<string, string> }
  > = {} as never;

  const as = (
    who: keyof typeof people,
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    language = "fr",
  ) =>
    harness.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
      headers: { ...people[who].headers, "accept-language": language },
    });
  const row = (id: number) => storedRow(harness.database.db, "registrations", { id });
  const mine = (who: keyof typeof people) => `/api/space/registrations/${people[who].id}`;

  beforeAll(async () => {
    for (const [key, email, language] of [
      ["amina", "Amina.Benali@example.ma", "fr"],
      ["other", "other@example.ma", "fr"],
      ["payer", "payer@example.ma", "fr"],
      // Registered from the Arabic form: her registration's language is Arabic.
      ["arabic", "arabic@example.ma", "ar"],
    ] as const) {
      const saved = await registerThroughForm(harness.app, { email }, language);
      people[key] = {
        ...saved,
        headers: await openDelegateSession(harness.app, email.toLowerCase()),
      };
    }
  });

  it("answers 404 for another's registration or an unknown one on every route, before validating, writing nothing", async () => {
    const theirs = people.other.id;
    const before = await row(theirs);
    const audit = await countRows(harness.database.db, "audit_log");
    for (const id of [theirs, 999_999, "abc"]) {
      const base = `/api/space/registrations/${id}`;
      const answers = [
        await as("amina", "PATCH", base, { firstName: "X", bogus: true }, "en"),
        await as("amina", "POST", `${base}/cancel`, { reason: "" }, "en"),
        await as("amina", "GET", `${base}/receipt.pdf`, undefined, "en"),
        await as("amina", "GET", `${base}/badge.pdf`, undefined, "en"),
        await as("amina", "GET", `${base}/certificate.pdf`, undefined, "en"),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, String(id)).toBe(404);
        expect(answer.json()).toEqual({ message: "Resource not found." });
      }
    }
    expect(await row(theirs)).toEqual(before);
    expect(await countRows(harness.database.db, "audit_log")).toBe(audit);
    expect(await countRows(harness.database.db, "cancellation_requests")).toBe(0);
  });

  it("stores a partial change, raises the version, never reprices, audits it by her and tells the secretariat", async () => {
    const before = await row(people.amina.id);
    const answer = await as("amina", "PATCH", mine("amina"), {
      lastName: "  Benali-Tazi ",
      latinName: "Amina Benali Tazi",
      country: "SN",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: people.amina.id,
      version: before.version + 1,
      changes: {
        last_name: ["Benali", "Benali-Tazi"],
        latin_name: ["", "Amina Benali Tazi"],
        country: ["Maroc", "Sénégal"],
      },
    });
    const after = await row(people.amina.id);
    expect(after).toMatchObject({
      last_name: "Benali-Tazi",
      latin_name: "Amina Benali Tazi",
      country: "Sénégal",
      first_name: before.first_name,
      phone: before.phone,
      amount_due_centimes: before.amount_due_centimes,
      payment_status: "en_attente",
      version: before.version + 1,
    });
    const line = await storedRow(
      harness.database.db,
      "audit_log",
      { action: "registration.self_update", entity_id: people.amina.id },
      ["actor_kind", "actor_email", "actor_id", "changes"],
    );
    expect(line).toMatchObject({
      actor_kind: "delegate",
      actor_email: "amina.benali@example.ma",
      actor_id: null,
    });
    expect(JSON.parse(line.changes)).toEqual(answer.json().changes);
    const notice = await storedRow(
      harness.database.db,
      "outbox",
      { kind: "staff_registration_self_update" },
      ["to_address", "subject", "template_data"],
    );
    expect(notice.to_address).toBe(harness.app.mail.context.organisersEmail);
    expect(notice.subject).toContain(people.amina.reference);
    // The fields' labels, never their values.
    expect(notice.template_data).toContain("Pays");
    expect(notice.template_data).not.toContain("Sénégal");

    // A staff correction opened on the version before hers conflicts.
    const stale = await correctRegistration(admin, people.amina.id, {
      email: "Amina.Benali@example.ma",
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await row(people.amina.id)).last_name).toBe("Benali-Tazi");
  });

  it("writes nothing over a payment recorded between her read and her write (no price from a stale row)", async () => {
    const stale = await delegateRegistration(
      harness.database.db,
      people.payer.id,
      "payer@example.ma",
    );
    if (!stale) throw new Error("payer not found");
    await markPaid(admin, people.payer.id, {
      paidAt: "2025-10-03",
      amount: "100",
    });
    expect(await writeSelfUpdate(harness.database.db, stale, { last_name: "Stale" })).toBe(false);
    const kept = await row(people.payer.id);
    expect(kept.last_name).toBe("Benali");
    expect(kept.amount_received_centimes).toBe(10_000);
    await admin("POST", `/api/admin/registrations/${people.payer.id}/payment/undo`);
  });

  it("checks each field by the form's rules, in her language, and refuses the fee's fields", async () => {
    const before = await row(people.amina.id);
    for (const language of ["fr", "en", "ar"] as const) {
      const answer = await as("amina", "PATCH", mine("amina"), { firstName: "A" }, language);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual({
        firstName: [VALIDATION_MESSAGES[language].registration.firstName],
      });
      expect(answer.json().message).toBe(VALIDATION_MESSAGES[language].common.formInvalid);
    }
    const fee = await as("amina", "PATCH", mine("amina"), { participationType: "etudiant" });
    expect(fee.statusCode).toBe(422);
    expect(await row(people.amina.id)).toEqual(before);
  });

  it("refuses changes once the change deadline has passed (by default the registrations' closing time), in her language", async () => {
    const closing = await admin("PUT", "/api/admin/deadlines/registration", {
      closesAt: "2025-10-01T12:00:00.000Z",
    });
    expect(closing.statusCode).toBe(200);
    expect((await admin("GET", "/api/admin/change-deadline")).json()).toMatchObject({
      closes_at: "2025-10-01T12:00:00.000Z",
      source: "registrations",
      open: false,
    });
    // Even an invalid body learns first that changes are closed.
    const closed = await as("amina", "PATCH", mine("amina"), { firstName: "A" }, "en");
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain("Online changes closed on 1 October 2025 at 13:00");
    const arabic = await as("amina", "PATCH", mine("amina"), { phone: "+212 611 111 111" }, "ar");
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toContain("أُغلق باب التعديل");

    // The secretariat's own deadline wins; cleared, the default comes back.
    const own = await admin("PUT", "/api/admin/change-deadline", {
      closesAt: "2025-10-20T23:00:00.000Z",
    });
    expect(own.json()).toMatchObject({ source: "admin", open: true });
    const open = await as("amina", "PATCH", mine("amina"), { phone: "+212 611 111 111" });
    expect(open.statusCode).toBe(200);
    expect((await row(people.amina.id)).phone).toBe("+212 611 111 111");
    await admin("DELETE", "/api/admin/change-deadline");
    expect((await as("amina", "PATCH", mine("amina"), { phone: "0611111112" })).statusCode).toBe(
      409,
    );
    await admin("DELETE", "/api/admin/deadlines/registration");
    expect((await row(people.amina.id)).phone).toBe("+212 611 111 111");
  });

  it("refuses changes once she is checked in at the desk", async () => {
    await admin("POST", `/api/admin/registrations/${people.amina.id}/payment/waive`, {
      reason: "Oratrice invitée",
    });
    now = DURING;
    const scan = await admin("POST", "/api/admin/check-in", { reference: people.amina.reference });
    expect(scan.statusCode).toBeLessThan(300);
    const refused = await as("amina", "PATCH", mine("amina"), { dietaryRestrictions: "Aucune" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("déjà été accueilli·e");
    expect((await row(people.amina.id)).dietary_restrictions).toBe("Végétarien");
    now = BEFORE;
  });

  it("gives her receipt, badge and certificate once they exist, 409 with a sentence before", async () => {
    const document = (name: string, language = "fr") =>
      as("payer", "GET", `${mine("payer")}/${name}.pdf`, undefined, language);
    const early = await document("receipt", "en");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "The receipt will be available as soon as your payment has been recorded.",
    );
    expect((await document("badge")).statusCode).toBe(409);
    expect((await document("certificate")).statusCode).toBe(409);

    await markPaid(admin, people.payer.id, {
      paidAt: "2025-10-05",
      amount: "1000",
    });
    const receipt = await document("receipt", "en");
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    const [number] = (
      await storedRows(harness.database.db, "receipts", { registration_id: people.payer.id }, [
        "number",
      ])
    ).map((r) => r.number);
    expect(receipt.headers["content-disposition"]).toBe(
      `attachment; filename="receipt-${number}.pdf"`,
    );
    const staffCopy = await admin(
      "GET",
      `/api/admin/registrations/${people.payer.id}/receipts/${number}.pdf`,
    );
    expect((await pdfText(receipt.rawPayload)).text).toBe(
      (await pdfText(staffCopy.rawPayload)).text,
    );
    const badge = await document("badge");
    expect(badge.statusCode).toBe(200);
    expect((await pdfText(badge.rawPayload)).text).toContain(`Réf. ${people.payer.reference}`);

    // Certificates: after the congress, to those checked in (today's rule).
    now = AFTER;
    const notSeen = await document("certificate", "ar");
    expect(notSeen.statusCode).toBe(409);
    expect(notSeen.json().message).toContain("شهادة الحضور");
    now = DURING;
    await admin("POST", "/api/admin/check-in", { reference: people.payer.reference });
    now = AFTER;
    const certificate = await document("certificate");
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers["content-type"]).toBe("application/pdf");
    expect((await pdfText(certificate.rawPayload)).text).toContain("Attestation de présence");
    now = BEFORE;
  });

  it("gives her documents in her registration's language, whatever the page's, as staff have them", async () => {
    const document = async (name: string) => {
      // Asked from the French page: the documents follow the registration, not the page.
      const answer = await as("arabic", "GET", `${mine("arabic")}/${name}.pdf`, undefined, "fr");
      expect(answer.statusCode).toBe(200);
      return (await pdfText(answer.rawPayload)).text;
    };
    const { reference } = people.arabic;
    await markPaid(admin, people.arabic.id, {
      paidAt: "2025-10-05",
      amount: "1000",
    });
    const receipt = await document("receipt");
    // Arabic comes out in drawn order (last word first): word by word; figures left to right.
    for (const word of ["إيصال", "الدفع", "ألف", "درهم", "1 000,00 DH", reference]) {
      expect(receipt, receipt).toContain(word);
    }
    expect(receipt).not.toMatch(/Reçu de paiement|Soit|Mille dirhams/);
    const { number } = await storedRow(
      harness.database.db,
      "receipts",
      { registration_id: people.arabic.id },
      ["number"],
    );
    const staffCopy = await admin(
      "GET",
      `/api/admin/registrations/${people.arabic.id}/receipts/${number}.pdf`,
    );
    expect((await pdfText(staffCopy.rawPayload)).text).toBe(receipt);

    const badge = await document("badge");
    // The name as she wrote it; her country and participation named in Arabic.
    for (const word of ["Dr Amina Benali", "المرجع", reference, "المغرب", "الصحة"]) {
      expect(badge, badge).toContain(word);
    }
    expect(badge).not.toMatch(/Réf\.|Maroc|Professionnel/);

    now = DURING;
    await admin("POST", "/api/admin/check-in", { reference });
    now = AFTER;
    const certificate = await document("certificate");
    for (const word of ["شهادة", "حضور", "Dr Amina Benali", reference]) {
      expect(certificate, certificate).toContain(word);
    }
    expect(certificate).not.toMatch(/Attestation de présence/);
    now = BEFORE;
  });

  it("cancels: unpaid at once; paid as a refund request whose RIB key is checked", async () => {
    const unpaid = await as("other", "POST", `${mine("other")}/cancel`, { reason: "Empêchée" });
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json()).toEqual({ outcome: "cancelled", payment_status: "annulee" });
    expect((await row(people.other.id)).payment_status).toBe("annulee");
    const line = await storedRow(
      harness.database.db,
      "audit_log",
      { action: "registration.payment.cancel", entity_id: people.other.id },
      ["actor_kind", "actor_email"],
    );
    expect(line).toEqual({ actor_kind: "delegate", actor_email: "other@example.ma" });

    const url = `${mine("payer")}/cancel`;
    const missing = await as("payer", "POST", url, { reason: "Malade" }, "en");
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.refundIban[0]).toContain("Please give the IBAN or RIB");
    const badKey = await as(
      "payer",
      "POST",
      url,
      { reason: "Malade", refundIban: `${RIB.slice(0, 22)}22` },
      "ar",
    );
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().errors.refundIban[0]).toContain("RIB");
    expect(await countRows(harness.database.db, "cancellation_requests")).toBe(0);
    const requested = await as("payer", "POST", url, { reason: "Malade", refundIban: RIB });
    expect(requested.statusCode).toBe(201);
    expect(requested.json()).toEqual({ outcome: "requested", request_id: expect.any(Number) });
    expect((await row(people.payer.id)).payment_status).toBe("payee");
    expect(await countRows(harness.database.db, "cancellation_requests")).toBe(1);
  });
});
