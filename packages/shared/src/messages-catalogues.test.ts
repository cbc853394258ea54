import { describe, expect, it } from "vitest";
import { makeContactSchema } from "./contact.ts";
import { storedCountry } from "./countries.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES, localeDirection } from "./locales.ts";
import { messages } from "./messages.ts";
import { messagesAr } from "./messages-ar.ts";
import { VALIDATION_MESSAGES } from "./messages-by-locale.ts";
import { messagesEn } from "./messages-en.ts";
import { makeRegistrationSchema } from "./registration.ts";
import { makeSubmissionSchema } from "./submission.ts";
import { validContact, validRegistration, validSubmission } from "./testing/samples.ts";
import { fieldErrorsOf } from "./validation-errors.ts";

/** Every message of a catalogue by its dotted key, functions called with a sample limit. */
function flatten(catalogue: object, prefix = ""): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix + key;
    if (typeof value === "string") flat[path] = value;
    else if (typeof value === "function") flat[path] = value(123);
    else Object.assign(flat, flatten(value, `${path}.`));
  }
  return flat;
}

// Messages allowed to read the same as the French one (none today: add a key here on purpose).
const SAME_AS_FRENCH: string[] = [];

describe.each([
  ["en", messagesEn],
  ["ar", messagesAr],
])("the %s validation catalogue", (_locale, catalogue) => {
  const french = flatten(messages);
  const translated = flatten(catalogue);

  it("has exactly the French keys", () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(french).sort());
  });

  it("has no empty message and none left in French", () => {
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe("");
      if (!SAME_AS_FRENCH.includes(key)) expect(text, key).not.toBe(french[key]);
    }
  });

  it("puts the limit into the too-long message", () => {
    expect(catalogue.common.tooLong(254)).toContain("254");
  });
});

describe("locales", () => {
  it("lists French first as the default, and only Arabic right to left", () => {
    expect(LOCALES).toEqual(["fr", "en", "ar"]);
    expect(DEFAULT_LOCALE).toBe("fr");
    expect(LOCALES.map(localeDirection)).toEqual(["ltr", "ltr", "rtl"]);
  });

  it("recognises only the three language codes", () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    for (const value of ["de", "EN", "en-GB", "", null, 1]) expect(isLocale(value)).toBe(false);
  });
});

describe("schemas built from a catalogue", () => {
  const errors = (result: { success: boolean; error?: unknown }) =>
    result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);

  it("answer a registration in English and Arabic, field and common messages alike", () => {
    const bad = {
      ...validRegistration(),
      email: "nope",
      city: "x".repeat(101),
      lastName: "\u0000",
    };
    expect(errors(makeRegistrationSchema(messagesEn, storedCountry).safeParse(bad))).toEqual({
      email: ["Invalid email address"],
      city: ["This field must not exceed 100 characters"],
      lastName: ["This field contains characters that are not allowed"],
    });
    expect(errors(makeRegistrationSchema(messagesAr, storedCountry).safeParse(bad))).toEqual({
      email: ["البريد الإلكتروني غير صالح"],
      city: ["يجب ألا يتجاوز عدد أحرف هذا الحقل 100"],
      lastName: ["يحتوي هذا الحقل على رموز غير مسموح بها"],
    });
  });

  it("answer a submission's authors and a contact message in the catalogue's language", () => {
    const submission = {
      ...validSubmission(),
      authors: [{ firstName: "Fatou", lastName: "Diallo", isPresenting: false }],
    };
    expect(errors(makeSubmissionSchema(messagesEn, storedCountry).safeParse(submission))).toEqual({
      authors: ["Please indicate which author will present the work"],
    });
    const unnamed = { ...submission, authors: [{ firstName: "A", lastName: "Diallo" }] };
    expect(errors(makeSubmissionSchema(messagesAr, storedCountry).safeParse(unnamed))).toEqual({
      "authors.0.firstName": ["يجب أن يتكوّن الاسم الأول للمؤلف من حرفين على الأقل"],
    });
    expect(
      errors(makeContactSchema(messagesAr).safeParse({ ...validContact(), message: " " })),
    ).toEqual({ message: ["نص الرسالة مطلوب"] });
  });

  it("say of a delegate's blank name what §5 says of a short one, and of an author's that it is required", () => {
    const blank = { ...validRegistration(), firstName: "", lastName: " " };
    expect(errors(makeRegistrationSchema(messagesEn, storedCountry).safeParse(blank))).toEqual({
      firstName: ["First name must be at least 2 characters long"],
      lastName: ["Last name must be at least 2 characters long"],
    });
    expect(errors(makeRegistrationSchema(messagesAr, storedCountry).safeParse(blank))).toEqual({
      firstName: ["يجب أن يتكوّن الاسم الأول من حرفين على الأقل"],
      lastName: ["يجب أن يتكوّن اسم العائلة من حرفين على الأقل"],
    });
    const author = { firstName: "", lastName: "Diallo", isPresenting: true };
    expect(
      errors(
        makeSubmissionSchema(messagesEn, storedCountry).safeParse({
          ...validSubmission(),
          authors: [author],
        }),
      ),
    ).toEqual({ "authors.0.firstName": ["The author's first name is required"] });
  });

  it("keep the French messages for the French catalogue", () => {
    const parsed = makeRegistrationSchema(VALIDATION_MESSAGES.fr, storedCountry).safeParse({
      ...validRegistration(),
      email: "nope",
    });
    expect(errors(parsed)).toEqual({ email: ["Email invalide"] });
  });
});
