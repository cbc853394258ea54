import { readFile } from "node:fs/promises";
import { LOCALES, VALIDATION_MESSAGES } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { MailService } from "../../services/mail/mail-service.ts";
import { asAdmin, staffAccounts } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { openDelegateSession } from "../../testing/delegate-session.ts";
import { WAIVER } from "../../testing/payment-harness.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { drainMails, postJson, testMailSettings } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { verificationMessages } from "../verification/verification-messages.ts";
import { visaLetterAdminMessages, visaLetterSentences } from "./visa-letter-messages.ts";

const NOW = new Date("2025-10-06T09:30:00.000Z");
/** The worker renders the PDF of each mail it delivers: slower than one request. */
const DELIVERY_TIMEOUT_MS = 90_000;
const VERIFICATIONS_PER_MINUTE = 4;

const REQUEST = {
  passportNumber: "ab 123 4567",
  nationality: "SN",
  birthDate: "1985-04-12",
  passportExpiry: "2030-01-31",
  placeOfBirth: "Dakar",
};

/** The verification address a PDF prints, and its code. */
const VERIFY_URL = /https:\/\/congres-sexologie\.ma\/verifier\/([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/;

describe.each(DATABASE_ENGINES)("visa invitation letters on $engine", ({ create }) => {
  const settings = testMailSettings();
  const h = appHarness(create, {
    clock: () => NOW,
    mail: new MailService(settings),
    verificationsPerMinute: VERIFICATIONS_PER_MINUTE,
  });
  let sessions: Record<"secretariat" | "committee" | "reviewer", string>;
  const ids: Record<string, { id: number; reference: string }> = {};
  const delegates: Record<string, Record<string, string>> = {};
  const as = (
    role: keyof typeof sessions,
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
  ) => asAdmin(h.app, sessions[role], method, url, payload);
  const space = (
    who: string,
    method: "GET" | "POST",
    url: string,
    payload?: object,
    locale = "fr",
  ) =>
    h.app.inject({
      method,
      url,
      headers: { ...delegates[who], "accept-language": locale },
      ...(payload ? { payload } : {}),
    });
  const letterUrl = (who: string) => `/api/space/registrations/${ids[who]?.id}/visa-letter`;
  const letters = () =>
    h.database.db.selectFrom("visa_letters").selectAll().orderBy("id").execute();
  const verify = (code: string, remoteAddress = "192.0.2.10") =>
    h.app.inject({ method: "GET", url: `/api/verify/${code}`, remoteAddress });
  const auditLines = (action: string) =>
    auditLinesOf(h.database.db, action, ["actor_email", "actor_kind", "entity_id", "changes"]);

  beforeAll(async () => {
    ({ sessions } = await staffAccounts(h, ["secretariat", "committee", "reviewer"] as const));
    for (const [key, lastName, payment] of [
      ["paid", "Alaoui", "mark-paid"],
      ["waived", "Fassi", "waive"],
      ["unpaid", "Zerouali", null],
    ] as const) {
      const email = `${lastName.toLowerCase()}@example.ma`;
      const response = await postJson(h.app, "/api/registration", {
        ...validRegistration(),
        lastName,
        email,
      });
      ids[key] = response.json();
      if (payment) {
        await as(
          "secretariat",
          "POST",
          `/api/admin/registrations/${ids[key]?.id}/payment/${payment}`,
          payment === "mark-paid" ? { paidAt: "2025-10-05", amount: "1000" } : WAIVER,
        );
      }
      delegates[key] = await openDelegateSession(h.app, email);
    }
  });

  it("refuses an invalid request in the delegate's language, storing nothing", async () => {
    for (const locale of LOCALES) {
      const m = VALIDATION_MESSAGES[locale].visaLetter;
      const response = await space(
        "paid",
        "POST",
        letterUrl("paid"),
        {
          passportNumber: "A1",
          nationality: "XX",
          birthDate: "1985-02-30",
          passportExpiry: "2025-11-01",
          placeOfBirth: "",
        },
        locale,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        passportNumber: [m.passportNumber],
        nationality: [m.nationality],
        birthDate: [m.birthDate],
        // The congress ends on 1 November 2025: the passport must be valid after it.
        passportExpiry: [m.passportExpiresTooSoon],
        placeOfBirth: [m.placeOfBirth],
      });
    }
    expect(await letters()).toEqual([]);
  });

  it("answers 404 for another delegate's registration before reading the body", async () => {
    for (const [method, url] of [
      ["POST", letterUrl("paid")],
      ["GET", letterUrl("paid")],
      ["GET", `${letterUrl("paid")}.pdf`],
      ["POST", "/api/space/registrations/999999/visa-letter"],
    ] as const) {
      const response = await space("unpaid", method, url, method === "POST" ? {} : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ANSWER_MESSAGES.fr.notFound);
    }
    expect(await letters()).toEqual([]);
  });

  it("is offered to an unpaid registration only once staff allow it", async () => {
    const refused = await space("unpaid", "POST", letterUrl("unpaid"), REQUEST, "en");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: visaLetterSentences.en.notOffered });
    expect((await space("unpaid", "GET", letterUrl("unpaid"))).json()).toMatchObject({
      offered: false,
      status: null,
    });
    expect(await letters()).toEqual([]);

    const allowed = await as("secretariat", "PUT", "/api/admin/settings/visa-letters", {
      unpaid_allowed: true,
    });
    expect(allowed.json()).toEqual({ unpaid_allowed: true });
    const accepted = await space("unpaid", "POST", letterUrl("unpaid"), REQUEST);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ status: "requested" });
    expect((await letters()).map((row) => [row.registration_id, row.status])).toEqual([
      [ids.unpaid?.id, "requested"],
    ]);
    await as("secretariat", "PUT", "/api/admin/settings/visa-letters", { unpaid_allowed: false });
    expect(
      (await auditLines("setting.update")).map((line) => JSON.parse(line.changes)),
    ).toContainEqual({ "visa_letters.unpaid": [null, "1"] });
  });

  it("keeps the visa letters to the office: the committee and reviewers get 403", async () => {
    for (const role of ["committee", "reviewer"] as const) {
      for (const [method, url, payload] of [
        ["GET", "/api/admin/visa-letters", undefined],
        ["POST", "/api/admin/visa-letters/1/decision", { approve: true }],
        ["POST", "/api/admin/visa-letters/1/revoke", { reason: "Fraude" }],
        ["PUT", "/api/admin/settings/visa-letters", { unpaid_allowed: true }],
        ["GET", "/api/admin/visa-letters/1/letter.pdf", undefined],
      ] as const) {
        expect((await as(role, method, url, payload)).statusCode).toBe(403);
      }
    }
    expect((await letters()).map((row) => row.status)).toEqual(["requested"]);
  });

  it(
    "a paid delegate's request, approved: listed, audited, mailed with the PDF, downloadable and verifiable",
    async () => {
      const asked = await space("paid", "POST", letterUrl("paid"), {
        ...REQUEST,
        englishCopy: true,
      });
      expect(asked.statusCode).toBe(201);
      const again = await space("paid", "POST", letterUrl("paid"), REQUEST, "ar");
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: visaLetterSentences.ar.pending });
      const early = await space("paid", "GET", `${letterUrl("paid")}.pdf`);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: visaLetterSentences.fr.notIssued });

      const requestLines = await auditLines("registration.visa_letter.request");
      expect(requestLines.find((line) => line.entity_id === ids.paid?.id)).toMatchObject({
        actor_email: "alaoui@example.ma",
        actor_kind: "delegate",
        entity_id: ids.paid?.id,
      });

      const list = await as("secretariat", "GET", "/api/admin/visa-letters?status=requested");
      expect(list.statusCode).toBe(200);
      const { data, total } = list.json();
      expect(total).toBe(2);
      const row = data.find(
        (entry: { registration_id: number }) => entry.registration_id === ids.paid?.id,
      );
      expect(row).toEqual({
        id: expect.any(Number),
        registration_id: ids.paid?.id,
        reference: ids.paid?.reference,
        status: "requested",
        passport_number: "AB1234567",
        nationality: "SN",
        requested_at: NOW.toISOString(),
      });
      const found = await as(
        "secretariat",
        "GET",
        `/api/admin/visa-letters?q=${ids.paid?.reference}`,
      );
      expect(found.json().data.map((entry: { id: number }) => entry.id)).toEqual([row.id]);

      const approved = await as(
        "secretariat",
        "POST",
        `/api/admin/visa-letters/${row.id}/decision`,
        {
          approve: true,
        },
      );
      expect(approved.json()).toEqual({ status: "approved" });
      const twice = await as("secretariat", "POST", `/api/admin/visa-letters/${row.id}/decision`, {
        approve: false,
        reason: "Doublon",
      });
      expect(twice.statusCode).toBe(409);
      expect((await auditLines("registration.visa_letter.approve"))[0]).toMatchObject({
        actor_email: "secretariat@example.ma",
        actor_kind: "staff",
        entity_id: ids.paid?.id,
      });

      const mails = await storedRows(h.database.db, "outbox", { kind: "visa_letter" }, [
        "to_address",
        "attachments",
      ]);
      expect(mails).toEqual([
        {
          to_address: "alaoui@example.ma",
          attachments: JSON.stringify([{ type: "visa_letter", visaLetterId: row.id }]),
        },
      ]);
      await drainMails(h.database.db, settings);
      const eml = await storedRow(h.database.db, "outbox", { kind: "visa_letter" }, ["eml_file"]);
      const parsed = await simpleParser(await readFile(eml.eml_file ?? ""));
      expect(parsed.subject).toBe("Lettre d'invitation – CPSS 2025");
      const [attachment] = parsed.attachments;
      expect(attachment?.filename).toBe(`lettre-invitation-${ids.paid?.reference}.pdf`);
      const { text, pages } = await pdfText(attachment?.content ?? Buffer.alloc(0));
      expect(text).toContain("Dr Amina Alaoui");
      expect(text).toContain("passeport n° AB1234567");
      expect(text).toContain("de nationalité Sénégal");
      expect(text).toContain("les frais d'inscription ont été réglés");
      expect(text).toContain("30-31 octobre et 1er novembre 2025");
      expect(text).toContain("Nom du président (à confirmer)");
      // The English translation follows, as asked.
      expect(pages).toBe(2);
      expect(text).toContain("holder of passport no. AB1234567");
      const code = VERIFY_URL.exec(text)?.[1] ?? "";
      expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
      expect(text).toContain(`Code de vérification : ${code}`);

      const download = await space("paid", "GET", `${letterUrl("paid")}.pdf`);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect((await pdfText(download.rawPayload)).text).toContain(`/verifier/${code}`);

      const staffCopy = await as(
        "secretariat",
        "GET",
        `/api/admin/visa-letters/${row.id}/letter.pdf`,
      );
      expect((await pdfText(staffCopy.rawPayload)).text).toContain(
        `Code de vérification : ${code}`,
      );

      const checked = await verify(code);
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({
        valid: true,
        kind: "visa_letter",
        holder_name: "Dr Amina Alaoui",
        issued_at: NOW.toISOString(),
        revoked: false,
      });
      // Typed from paper: lower case, no dashes, O for 0 and I or L for 1 are read back.
      const typed = code.replace(/-/g, "").toLowerCase().replace(/0/g, "o").replace(/1/g, "l");
      expect((await verify(typed, "192.0.2.11")).json()).toEqual(checked.json());

      const asksAgain = await space("paid", "POST", letterUrl("paid"), REQUEST);
      expect(asksAgain.json()).toEqual({ message: visaLetterSentences.fr.approved });

      // Revoked: the code says so, the space no longer gives the letter.
      const noReason = await as("secretariat", "POST", `/api/admin/visa-letters/${row.id}/revoke`, {
        reason: " ",
      });
      expect(noReason.statusCode).toBe(422);
      const revoked = await as("secretariat", "POST", `/api/admin/visa-letters/${row.id}/revoke`, {
        reason: "Passeport déclaré volé",
      });
      expect(revoked.json()).toEqual({ status: "revoked" });
      expect((await verify(code, "192.0.2.12")).json()).toEqual({
        ...checked.json(),
        valid: false,
        revoked: true,
      });
      const gone = await space("paid", "GET", `${letterUrl("paid")}.pdf`, undefined, "en");
      expect(gone.statusCode).toBe(409);
      expect(gone.json()).toEqual({ message: visaLetterSentences.en.revoked });
      expect(
        (await auditLines("registration.visa_letter.revoke")).map((line) =>
          JSON.parse(line.changes),
        ),
      ).toEqual([
        {
          visa_letter: [row.id, row.id],
          status: ["approved", "revoked"],
          reason: [null, "Passeport déclaré volé"],
          // Without SMTP the mail only has its .eml copy: still queued, it is withdrawn.
          letter_mails_withdrawn: [null, 1],
        },
      ]);
    },
    DELIVERY_TIMEOUT_MS,
  );

  it(
    "a refusal needs a reason, and mails it to the delegate",
    async () => {
      expect((await space("waived", "POST", letterUrl("waived"), REQUEST)).statusCode).toBe(201);
      const letter = (await letters()).find((row) => row.registration_id === ids.waived?.id);
      const url = `/api/admin/visa-letters/${letter?.id}/decision`;
      const pending = await as(
        "secretariat",
        "GET",
        `/api/admin/visa-letters/${letter?.id}/letter.pdf`,
      );
      expect(pending.statusCode).toBe(409);
      expect(pending.json().message).toBe(visaLetterAdminMessages.notIssued);
      const bare = await as("secretariat", "POST", url, { approve: false });
      expect(bare.statusCode).toBe(422);
      expect(bare.json().errors).toEqual({ reason: ["Indiquez le motif du refus."] });
      const refused = await as("secretariat", "POST", url, {
        approve: false,
        reason: "Pièces illisibles : merci de renvoyer une copie nette du passeport.",
      });
      expect(refused.json()).toEqual({ status: "refused" });
      expect((await space("waived", "GET", letterUrl("waived"))).json()).toMatchObject({
        offered: true,
        status: "refused",
        refusal_reason: "Pièces illisibles : merci de renvoyer une copie nette du passeport.",
      });
      await drainMails(h.database.db, settings);
      const mail = await storedRow(h.database.db, "outbox", { kind: "visa_letter_refusal" }, [
        "to_address",
        "attachments",
        "eml_file",
      ]);
      expect(mail.to_address).toBe("fassi@example.ma");
      expect(mail.attachments).toBeNull();
      const parsed = await simpleParser(await readFile(mail.eml_file ?? ""));
      expect(parsed.text).toContain(
        "Pièces illisibles : merci de renvoyer une copie nette du passeport.",
      );
      expect(await verificationCodesOf(letter?.id ?? 0)).toEqual([]);

      // Refused, she asks again, twice at once: one request is stored, the other told it waits.
      const answers = await Promise.all([
        space("waived", "POST", letterUrl("waived"), REQUEST),
        space("waived", "POST", letterUrl("waived"), REQUEST),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const live = (await letters()).filter(
        (row) => row.registration_id === ids.waived?.id && row.status === "requested",
      );
      expect(live).toHaveLength(1);
      const [second] = live;
      // Approved then revoked before its mail left: the mail never leaves.
      await as("secretariat", "POST", `/api/admin/visa-letters/${second?.id}/decision`, {
        approve: true,
      });
      await as("secretariat", "POST", `/api/admin/visa-letters/${second?.id}/revoke`, {
        reason: "Accordée par erreur",
      });
      const withdrawn = await storedRows(
        h.database.db,
        "outbox",
        { kind: "visa_letter", to_address: "fassi@example.ma" },
        ["status", "attachments"],
      );
      expect(withdrawn).toEqual([
        {
          status: "withdrawn",
          attachments: JSON.stringify([{ type: "visa_letter", visaLetterId: second?.id }]),
        },
      ]);
    },
    DELIVERY_TIMEOUT_MS,
  );

  const verificationCodesOf = (subjectId: number) =>
    h.database.db
      .selectFrom("verification_codes")
      .select("code")
      .where("kind", "=", "visa_letter")
      .where("subject_id", "=", subjectId)
      .execute();

  it("a certificate carries a verification code that stays the same when downloaded again", async () => {
    const url = `/api/admin/registrations/${ids.waived?.id}/certificate.pdf`;
    const first = (await pdfText((await as("secretariat", "GET", url)).rawPayload)).text;
    const second = (await pdfText((await as("secretariat", "GET", url)).rawPayload)).text;
    const code = VERIFY_URL.exec(first)?.[1];
    expect(code).toBeDefined();
    expect(VERIFY_URL.exec(second)?.[1]).toBe(code);
    expect((await verify(code ?? "", "192.0.2.13")).json()).toEqual({
      valid: true,
      kind: "certificate",
      holder_name: "Dr Amina Fassi",
      issued_at: NOW.toISOString(),
      revoked: false,
    });
  });

  it("gives the letters in the person's data export, and erases them and their codes with her", async () => {
    const exported = await as(
      "secretariat",
      "POST",
      `/api/admin/registrations/${ids.paid?.id}/export`,
    );
    expect(
      exported
        .json()
        .visa_letters.map((letter: { passport_number: string; status: string }) => [
          letter.passport_number,
          letter.status,
        ]),
    ).toEqual([["AB1234567", "revoked"]]);
    const codes = () =>
      h.database.db
        .selectFrom("verification_codes")
        .select("code")
        .where("registration_id", "=", ids.paid?.id ?? 0)
        .execute();
    expect(await codes()).toHaveLength(1);
    const [letter] = await visaLetterRowsOf(ids.paid?.id ?? 0);
    expect(
      (await as("secretariat", "POST", `/api/admin/registrations/${ids.paid?.id}/erase`))
        .statusCode,
    ).toBe(204);
    expect(await visaLetterRowsOf(ids.paid?.id ?? 0)).toEqual([]);
    expect(await codes()).toEqual([]);
    expect(
      (await as("secretariat", "GET", `/api/admin/visa-letters/${letter?.id}/letter.pdf`))
        .statusCode,
    ).toBe(404);
  });

  const visaLetterRowsOf = (registrationId: number) =>
    storedRows(h.database.db, "visa_letters", { registration_id: registrationId }, ["id"]);

  it("answers 404 to an unknown code, and limits the checks per address", async () => {
    const unknown = await verify("0000-0000-0000-0000", "192.0.2.20");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: verificationMessages.fr.unknownCode });
    expect((await verify("pas-un-code", "192.0.2.20")).statusCode).toBe(404);
    expect((await verify("7".repeat(100), "192.0.2.22")).json()).toEqual(unknown.json());
    for (let index = 2; index < VERIFICATIONS_PER_MINUTE; index += 1) {
      expect((await verify("0000-0000-0000-0001", "192.0.2.20")).statusCode).toBe(404);
    }
    const limited = await verify("0000-0000-0000-0002", "192.0.2.20");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await verify("0000-0000-0000-0002", "192.0.2.21")).statusCode).toBe(404);
  });
});
