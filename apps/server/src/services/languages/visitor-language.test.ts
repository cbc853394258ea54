import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

const language = (value: string) => ({ headers: { "accept-language": value } });

/** The public API answers in the visitor's language and stores it (issue #11, item 3). */
describe.each(DATABASE_ENGINES)("the visitor's language on $engine", ({ create }) => {
  let closedApp: TestApp;
  let session: string;

  const harness = appHarness(create);
  beforeAll(async () => {
    closedApp = await testApp(harness.database.db, {
      closingTimeDefaults: {
        registration: "2025-10-20T22:59:00.000Z",
        submission: "2025-10-20T22:59:00.000Z",
      },
    });
    await createAdmin(harness.database.db, "langues@example.ma");
    session = await signIn(harness.app, "langues@example.ma");
  });
  afterAll(async () => {
    await closedApp.close();
  });

  it.each([
    [
      "en",
      {
        message: "The form contains errors. Please correct them.",
        errors: {
          email: ["Invalid email address"],
          city: ["This field must not exceed 100 characters"],
          termsAccepted: ["You must accept the terms and conditions"],
        },
      },
    ],
    [
      "ar",
      {
        message: "يحتوي النموذج على أخطاء، يرجى تصحيحها.",
        errors: {
          email: ["البريد الإلكتروني غير صالح"],
          city: ["يجب ألا يتجاوز عدد أحرف هذا الحقل 100"],
          termsAccepted: ["يجب الموافقة على الشروط والأحكام"],
        },
      },
    ],
  ])("answers an invalid registration's 422 in %s and stores nothing", async (locale, answer) => {
    const before = await countRows(harness.database.db, "registrations");
    const response = await postJson(
      harness.app,
      "/api/registration",
      { ...validRegistration(), email: "nope", city: "x".repeat(101), termsAccepted: false },
      language(locale),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(answer);
    expect(await countRows(harness.database.db, "registrations")).toBe(before);
  });

  it("answers a submission's and a contact message's 422 in the browser's language", async () => {
    const submission = await postJson(
      harness.app,
      "/api/submission",
      { ...validSubmission(), authors: [], title: " " },
      language("en-GB,en;q=0.9,fr;q=0.8"),
    );
    expect(submission.statusCode).toBe(422);
    expect(submission.json().errors).toEqual({
      title: ["Title is required"],
      authors: ["At least one author is required"],
    });
    const contact = await postJson(
      harness.app,
      "/api/contact",
      { ...validContact(), message: "" },
      language("ar-MA,ar;q=0.9"),
    );
    expect(contact.json()).toEqual({
      message: "يحتوي النموذج على أخطاء، يرجى تصحيحها.",
      errors: { message: ["نص الرسالة مطلوب"] },
    });
  });

  it("keeps French without a header, with another language, and for a body that is no object", async () => {
    const french = await postJson(harness.app, "/api/contact", { ...validContact(), email: "x" });
    expect(french.json().errors).toEqual({ email: ["Email invalide"] });
    const german = await postJson(
      harness.app,
      "/api/contact",
      { ...validContact(), email: "x" },
      language("de"),
    );
    expect(german.json().errors).toEqual({ email: ["Email invalide"] });
    const notAnObject = await postJson(harness.app, "/api/contact", [1, 2], language("en"));
    expect(notAnObject.statusCode).toBe(422);
    expect(notAnObject.json().errors).toEqual({ _: ["The request is invalid."] });
  });

  it.each([
    ["en", "The request is too large."],
    ["ar", "حجم الطلب كبير جدًا."],
  ])("answers 413 in %s", async (locale, message) => {
    const response = await postJson(
      harness.app,
      "/api/contact",
      { ...validContact(), message: "x".repeat(300 * 1024) },
      language(locale),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ["en", /^Your session has expired or the request is not allowed\./],
    ["ar", /^انتهت صلاحية جلستك/],
  ])(
    "answers 419 in %s to a write without its CSRF token, storing nothing",
    async (locale, message) => {
      const before = await countRows(harness.database.db, "contact_messages");
      const response = await harness.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: validContact(),
        ...language(locale),
      });
      expect(response.statusCode).toBe(419);
      expect(response.json().message).toMatch(message);
      expect(await countRows(harness.database.db, "contact_messages")).toBe(before);
    },
  );

  it.each([
    [
      "en",
      "/api/registration",
      /^Registration closed on 20 October 2025 at 23:59 \(Casablanca time\)/,
    ],
    ["ar", "/api/submission", /^أُغلق باب تقديم الأعمال في 20 أكتوبر 2025/],
  ])("answers 403 in %s once %s is closed", async (locale, url, message) => {
    const payload = url === "/api/registration" ? validRegistration() : validSubmission();
    const response = await postJson(closedApp, url, payload, language(locale));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(message);
  });

  it.each([
    ["en", /^Too many submissions from your connection\. .* please try again in \d+ seconds?\.$/],
    [
      "ar",
      /^عدد الإرسالات من اتصالك كبير جدًا\. .* يرجى المحاولة مرة أخرى بعد (?:\d+ ثانية|\d+ ثوانٍ|ثانيتين|ثانية واحدة)\.$/,
    ],
  ])("answers 429 in %s past the minute's writes", async (locale, message) => {
    const limited = await testApp(harness.database.db, {
      publicWriteLimits: { perMinute: 1, perHour: 10 },
    });
    try {
      const send = () =>
        postJson(limited, "/api/contact", validContact(), {
          remoteAddress: locale === "en" ? "198.51.100.7" : "198.51.100.8",
          ...language(locale),
        });
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(message);
    } finally {
      await limited.close();
    }
  });

  it.each([
    ["en", "Resource not found."],
    ["ar", "المورد المطلوب غير موجود."],
  ])("answers an unknown API path's 404 in %s", async (locale, message) => {
    const response = await harness.app.inject({
      method: "GET",
      url: "/api/nothing-here",
      ...language(locale),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });

  it("answers the admin in French whatever the browser prefers", async () => {
    const response = await harness.app.inject({
      method: "GET",
      url: "/api/admin/no-such-screen",
      cookies: { [SESSION_COOKIE]: session },
      ...language("en"),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Ressource introuvable." });
  });

  it.each([
    ["en", "en"],
    ["ar-MA,ar;q=0.9", "ar"],
    ["de", "fr"],
    [undefined, "fr"],
  ])(
    "stores the language of Accept-Language %j as %s on each public write",
    async (header, stored) => {
      const options = header === undefined ? {} : language(header);
      const tag = `${stored}.${(header ?? "none").replace(/[^a-z]/gi, "")}`;
      const registration = await postJson(
        harness.app,
        "/api/registration",
        { ...validRegistration(), email: `r.${tag}@example.ma` },
        options,
      );
      const submission = await postJson(
        harness.app,
        "/api/submission",
        { ...validSubmission(), email: `s.${tag}@example.ma` },
        options,
      );
      const contact = await postJson(
        harness.app,
        "/api/contact",
        { ...validContact(), email: `c.${tag}@example.ma` },
        options,
      );
      expect([registration, submission, contact].map((r) => r.statusCode)).toEqual([201, 201, 201]);
      const languageOf = async (
        table: "registrations" | "submissions" | "contact_messages",
        id: number,
      ) =>
        (
          await harness.database.db
            .selectFrom(table)
            .select("language")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).language;
      expect(await languageOf("registrations", registration.json().id)).toBe(stored);
      expect(await languageOf("submissions", submission.json().id)).toBe(stored);
      expect(await languageOf("contact_messages", contact.json().id)).toBe(stored);
    },
  );
});
