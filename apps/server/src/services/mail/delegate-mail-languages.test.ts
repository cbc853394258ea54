import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { at, ORGANISERS, outboxHarness } from "../../testing/outbox-harness.ts";
import { registerThroughForm } from "../../testing/public-registration.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { leftToRight } from "../languages/answer-messages.ts";
import { mailLanguageOf } from "./mail-language.ts";

describe("mailLanguageOf", () => {
  it("takes a row's stored language, French when absent or unknown", () => {
    expect(mailLanguageOf({ language: "ar" })).toBe("ar");
    expect(mailLanguageOf({ language: "en" })).toBe("en");
    for (const row of [{ language: "de" }, { language: null }, {}, null, undefined]) {
      expect(mailLanguageOf(row)).toBe("fr");
    }
  });
});

/** The delegates' mails reach the SMTP server in the language they wrote in (issue #11). */
describe.each(DATABASE_ENGINES)("mails in the visitor's language on $engine", ({ create }) => {
  const h = outboxHarness(create);
  const { worker, startClock } = h;

  /** The one mail the SMTP server received for `address`. */
  const receivedBy = (address: string) => {
    const found = h.smtp.received.filter((mail) => mail.envelopeTo.includes(address));
    expect(found, address).toHaveLength(1);
    return at(found, 0);
  };

  /** A public form sent from a browser that asks for `language`. */
  const sentIn = (language: string, url: string, payload: unknown) =>
    postJson(h.app, url, payload, { headers: { "accept-language": language } });

  /** The mails received for `to` and for the organisers, after the worker ran. */
  async function delivered(to: string) {
    startClock();
    await worker().drain();
    return { delegate: receivedBy(to), staff: receivedBy(ORGANISERS) };
  }

  it("confirms an English registration in English, and tells the staff in French", async () => {
    const email = "kwame.mensah@example.gh";
    const { reference } = await registerThroughForm(
      h.app,
      { email, country: "Ghana", participationType: "etudiant" },
      "en-GB,en;q=0.9",
    );
    const { delegate, staff } = await delivered(email);

    expect(delegate.subject).toBe(`Registration confirmation – CPSS 2025 – ref. ${reference}`);
    expect(delegate.html).toContain('<html dir="ltr" lang="en">');
    const text = delegate.text ?? "";
    expect(text).toContain("Dear Dr Amina Benali,");
    expect(text).toContain("Thank you for registering for the 1st Pan-African Congress");
    expect(text).toContain("Participation type: Student");
    expect(text).toContain("Country: Ghana");
    expect(text).toContain("Student rate");
    expect(text).not.toMatch(/Bonjour|Votre inscription|Type de participation/);
    expect(staff.subject).toBe(`Nouvelle inscription ${reference} : Amina Benali`);
  });

  it("confirms an Arabic registration in Arabic, right to left", async () => {
    const email = "amina.ar@example.ma";
    const { reference } = await registerThroughForm(h.app, { email }, "ar");
    const { delegate } = await delivered(email);

    expect(delegate.subject).toBe(`تأكيد التسجيل – CPSS 2025 – المرجع ${reference}`);
    expect(delegate.html).toContain('<html dir="rtl" lang="ar">');
    expect(delegate.html).toContain('dir="rtl"');
    const text = delegate.text ?? "";
    expect(text).toContain(`د. ${leftToRight("Amina Benali")}، تحية طيبة،`);
    expect(text).toContain("المؤتمر الإفريقي الأول لعلم الجنس والصحة الجنسية");
    expect(text).toContain("البلد: المغرب");
    expect(text).toContain(`بواسطة المرجع ${leftToRight(reference)}`);
    expect(text).toContain("مع أطيب التحيات،");
    expect(text).not.toMatch(/Bonjour|Thank you/);
  });

  it("acknowledges an Arabic submission and an English message in their languages", async () => {
    const submission = await sentIn("ar", "/api/submission", {
      ...validSubmission(),
      submissionType: "poster",
      category: "adolescents",
    });
    expect(submission.statusCode).toBe(201);
    const contact = await sentIn("en", "/api/contact", {
      ...validContact(),
      email: "grace.otieno@example.ke",
      subject: "",
    });
    expect(contact.statusCode).toBe(201);
    startClock();
    await worker().drain();

    const abstract = receivedBy("fatou.diallo@example.sn");
    expect(abstract.subject).toMatch(/^تم استلام العمل المقدَّم – CPSS 2025 – المرجع ABS-/);
    expect(abstract.html).toContain('<html dir="rtl" lang="ar">');
    expect(abstract.text).toContain("النوع: ملصق علمي");
    expect(abstract.text).toContain("المحور: الصحة الجنسية للمراهقين");
    expect(abstract.text).toContain(
      `ستُبلَّغون بنتائج التقييم قبل ${leftToRight("15")} نوفمبر ${leftToRight("2025")}.`,
    );

    const message = receivedBy("grace.otieno@example.ke");
    expect(message.subject).toBe("We have received your message – CPSS 2025");
    expect(message.text).toContain("Subject: Request for information");
    expect(message.text).toContain("Thank you for your message");
    const stored = await h.database.db
      .selectFrom("contact_messages")
      .select(["subject", "language"])
      .where("id", "=", contact.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ subject: "Demande d'information", language: "en" });
  });

  it("keeps a French visitor's confirmation exactly French", async () => {
    const email = "sans.langue@example.ma";
    await postJson(h.app, "/api/registration", { ...validRegistration(), email });
    const { delegate } = await delivered(email);
    expect(delegate.subject).toMatch(/^Confirmation d'inscription – CPSS 2025 – réf\. CPSS-/);
    expect(delegate.html).toContain('<html dir="ltr" lang="fr">');
    expect(delegate.text).toContain("Type de participation : Professionnel de santé");
  });
});
