import { describe, expect, it } from "vitest";
import { storedCountry } from "./countries.ts";
import { VALIDATION_MESSAGES } from "./messages-by-locale.ts";
import {
  hasValidRibKey,
  makeCancellationSchema,
  makeSelfUpdateSchema,
  maskedAccount,
  refundAccountOf,
} from "./self-service.ts";
import { fieldErrorsOf } from "./validation-errors.ts";

/** The Moroccan IBAN of the IBAN registry's examples; its BBAN is a RIB with a right key. */
const RIB = "011519000001205000534921";
/** A RIB made for these tests: bank 007, city 780, account 0001234567890123, key 96. */
const OTHER_RIB = "007780000123456789012396";

describe("refund accounts", () => {
  it("checks a Moroccan RIB by its key: the 24 digits are a multiple of 97", () => {
    expect(hasValidRibKey(RIB)).toBe(true);
    expect(hasValidRibKey(OTHER_RIB)).toBe(true);
    // One digit of the account, then the key, changed.
    expect(hasValidRibKey("011519000001205000534931")).toBe(false);
    expect(hasValidRibKey("011519000001205000534922")).toBe(false);
    expect(hasValidRibKey("01151900000120500053492")).toBe(false);
  });

  it("takes a RIB or an IBAN as typed, and keeps its electronic form", () => {
    expect(refundAccountOf("011 519 0000012050005349 21")).toEqual({ kind: "rib", account: RIB });
    expect(refundAccountOf("ma64 0115 1900 0001 2050 0053 4921")).toEqual({
      kind: "iban",
      account: `MA64${RIB}`,
    });
    expect(refundAccountOf("FR76 3000 6000 0112 3456 7890 189")).toEqual({
      kind: "iban",
      account: "FR7630006000011234567890189",
    });
    expect(refundAccountOf("SN08 SN01 0015 2000 0485 0000 3035")?.kind).toBe("iban");
  });

  it("refuses a wrong IBAN checksum, a wrong RIB key, and a Moroccan IBAN whose RIB key is wrong", () => {
    expect(refundAccountOf("FR76 3000 6000 0112 3456 7890 188")).toBeUndefined();
    expect(refundAccountOf("011519000001205000534922")).toBeUndefined();
    // Its IBAN check digits are right (37), the RIB inside it is not.
    expect(refundAccountOf("MA37011519000001205000534922")).toBeUndefined();
    expect(refundAccountOf("not an account")).toBeUndefined();
    expect(refundAccountOf("")).toBeUndefined();
  });

  it("masks an account in lists", () => {
    expect(maskedAccount("FR7630006000011234567890189")).toBe("FR76 **** 0189");
  });
});

describe("the delegate's own change", () => {
  const schema = (locale: "fr" | "en" | "ar") =>
    makeSelfUpdateSchema(VALIDATION_MESSAGES[locale], storedCountry);

  it("takes any subset of the picked fields, cleaned as the form cleans them", () => {
    expect(schema("fr").parse({ lastName: "  Benali ", country: "MA" })).toEqual({
      lastName: "Benali",
      country: "Maroc",
    });
    expect(schema("fr").parse({})).toEqual({});
  });

  it("checks each field by the form's rule, in the catalogue's language", () => {
    const errors = (locale: "fr" | "en" | "ar", body: unknown) => {
      const result = schema(locale).safeParse(body);
      return result.success ? {} : fieldErrorsOf(result.error);
    };
    expect(errors("fr", { firstName: "A", phone: "12" })).toEqual({
      firstName: ["Le prénom doit contenir au moins 2 caractères"],
      phone: ["Numéro de téléphone invalide"],
    });
    expect(errors("en", { firstName: "A" })).toEqual({
      firstName: ["First name must be at least 2 characters long"],
    });
    expect(errors("ar", { firstName: "A" })).toEqual({
      firstName: [VALIDATION_MESSAGES.ar.registration.firstName],
    });
    // The fee's fields and the e-mail are the secretariat's: refused, not ignored.
    expect(schema("fr").safeParse({ participationType: "etudiant" }).success).toBe(false);
    expect(schema("fr").safeParse({ email: "autre@example.ma" }).success).toBe(false);
  });
});

describe("the cancellation", () => {
  it("needs a reason, and a valid account when one is given", () => {
    const fr = makeCancellationSchema(VALIDATION_MESSAGES.fr, "fr");
    expect(fr.parse({ reason: "Empêchement" })).toEqual({ reason: "Empêchement", refundIban: "" });
    const result = fr.safeParse({ reason: "", refundIban: "MA37011519000001205000534922" });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      reason: ["Indiquez le motif de l'annulation (au moins 3 caractères)"],
      refundIban: [
        "IBAN ou RIB invalide : vérifiez-le (un RIB marocain a 24 chiffres, dont la clé à la fin)",
      ],
    });
    const en = makeCancellationSchema(VALIDATION_MESSAGES.en, "en").safeParse({ reason: "x" });
    expect(en.success ? {} : fieldErrorsOf(en.error)).toEqual({
      reason: ["Please give the reason for cancelling (at least 3 characters)"],
    });
  });
});
