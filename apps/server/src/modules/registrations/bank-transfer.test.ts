import { BANK_DETAILS_WITHHELD_MESSAGE, edition } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { MailService } from "../../services/mail/mail-service.ts";
import { databaseHarness } from "../../testing/app-harness.ts";
import { drainMails, postJson, testApp, testMailSettings } from "../../testing/test-app.ts";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";

const REAL_BANK = {
  CONGRESS_BANK_RIB: "011 780 0000123456789012 34",
  CONGRESS_BANK_IBAN: "MA64 0117 8000 0012 3456 7890 1234",
};
const placeholder = edition.bankTransfer;

/** What a visitor opening the bank details, then registering, is shown and mailed. */
async function visitorSees(database: TestDatabase, env: Record<string, string>, language = "fr") {
  const settings = testMailSettings(env);
  const app = await testApp(database.db, { mail: new MailService(settings) });
  const headers = { "accept-language": language };
  try {
    const page = await app.inject({
      method: "GET",
      url: "/api/registration/bank-transfer",
      headers,
    });
    const registered = await postJson(app, "/api/registration", validRegistration(), { headers });
    expect(registered.statusCode).toBe(201);
    // The worker renders queued mails (decision 0017); without SMTP it keeps their .eml copies.
    await drainMails(database.db, settings);
    const mail = await database.db
      .selectFrom("outbox")
      .innerJoin("registrations", "registrations.id", "outbox.entity_id")
      .select(["outbox.html_body", "outbox.text_body"])
      .where("registrations.reference", "=", registered.json().reference)
      .where("outbox.kind", "=", "registration_confirmation")
      .executeTakeFirstOrThrow();
    const bodies = [mail.html_body, mail.text_body].map((body) => body.replaceAll("&#x27;", "'"));
    return { status: page.statusCode, answer: page.json(), bodies };
  } finally {
    await app.close();
  }
}

describe.each(DATABASE_ENGINES)("bank details of the registration on $engine", ({ create }) => {
  const harness = databaseHarness(create);

  it("in production, provisional bank details reach neither the page nor the mail", async () => {
    const { status, answer, bodies } = await visitorSees(harness.database, {
      NODE_ENV: "production",
    });
    expect(status).toBe(200);
    expect(answer).toEqual({ published: false, message: BANK_DETAILS_WITHHELD_MESSAGE });
    for (const body of bodies) {
      expect(body).toContain(BANK_DETAILS_WITHHELD_MESSAGE);
      expect(body).toContain("Dès réception des coordonnées bancaires, effectuez le virement");
      for (const provisional of [placeholder.rib, placeholder.iban, placeholder.swift]) {
        expect(body).not.toContain(provisional);
      }
    }
  });

  it.each([
    [
      "en",
      "The bank details for the transfer will be sent to you by email.",
      "As soon as you receive the bank details",
    ],
    [
      "ar",
      "ستصلكم معلومات الحساب البنكي الخاصة بالتحويل عبر البريد الإلكتروني.",
      "فور استلامكم معلومات الحساب البنكي",
    ],
  ])(
    "in production, says in %s that the bank details will come by e-mail",
    async (language, message, nextStep) => {
      const { answer, bodies } = await visitorSees(
        harness.database,
        { NODE_ENV: "production" },
        language,
      );
      expect(answer).toEqual({ published: false, message });
      for (const body of bodies) {
        expect(body).toContain(message);
        expect(body).toContain(nextStep);
        expect(body).not.toContain(BANK_DETAILS_WITHHELD_MESSAGE);
        for (const provisional of [placeholder.rib, placeholder.iban, placeholder.swift]) {
          expect(body).not.toContain(provisional);
        }
      }
    },
  );

  it("in production, the bank details set in the environment are served everywhere", async () => {
    const { answer, bodies } = await visitorSees(harness.database, {
      NODE_ENV: "production",
      ...REAL_BANK,
    });
    expect(answer).toEqual({
      published: true,
      details: {
        ...placeholder,
        rib: REAL_BANK.CONGRESS_BANK_RIB,
        iban: REAL_BANK.CONGRESS_BANK_IBAN,
      },
    });
    for (const body of bodies) {
      expect(body).toContain(REAL_BANK.CONGRESS_BANK_IBAN);
      expect(body).toContain(REAL_BANK.CONGRESS_BANK_RIB);
      expect(body).not.toContain(placeholder.iban);
      expect(body).not.toContain(BANK_DETAILS_WITHHELD_MESSAGE);
    }
  });

  it("outside production, the provisional details are shown (development, previews)", async () => {
    const { answer, bodies } = await visitorSees(harness.database, {});
    expect(answer).toEqual({ published: true, details: placeholder });
    for (const body of bodies) expect(body).toContain(placeholder.iban);
  });

  it("in production with only one of RIB and IBAN set, the details stay withheld", async () => {
    const { answer } = await visitorSees(harness.database, {
      NODE_ENV: "production",
      CONGRESS_BANK_IBAN: REAL_BANK.CONGRESS_BANK_IBAN,
    });
    expect(answer).toEqual({ published: false, message: BANK_DETAILS_WITHHELD_MESSAGE });
  });
});
