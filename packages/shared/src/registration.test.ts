import { describe, expect, it } from "vitest";
import { registrationSchema } from "./registration.ts";
import { validRegistration } from "./testing/samples.ts";
import { fieldErrorsOf } from "./validation-errors.ts";

const FORBIDDEN = "Ce champ contient des caractères non autorisés";
const TOO_LONG_100 = "Ce champ ne doit pas dépasser 100 caractères";

const errorsFor = (patch: Record<string, unknown>) => {
  const result = registrationSchema.safeParse({ ...validRegistration(), ...patch });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("registrationSchema", () => {
  it("accepts a complete registration and keeps what was typed", () => {
    const parsed = registrationSchema.parse({ ...validRegistration(), unknownField: "x" });
    // The name in Latin letters is optional: absent, it is "".
    expect(parsed).toEqual({ ...validRegistration(), latinName: "" });
    expect(parsed).not.toHaveProperty("unknownField");
  });

  it("takes an optional name in Latin letters, refusing another script in French", () => {
    const latinName = (value: string) =>
      registrationSchema.parse({ ...validRegistration(), latinName: value }).latinName;
    expect(latinName("  Fatima-Zahra Benali  ")).toBe("Fatima-Zahra Benali");
    expect(latinName("Hélène N'Diaye-Ça")).toBe("Hélène N'Diaye-Ça");
    expect(latinName("Aïcha N’Diaye")).toBe("Aïcha N’Diaye");
    expect(latinName("")).toBe("");
    const refused = "Écrivez ce nom en lettres latines (A à Z, accents permis)";
    for (const value of ["فاطمة بنعلي", "Fatima بنعلي", "Фатима", "42", "--"]) {
      expect(errorsFor({ latinName: value }), value).toEqual({ latinName: [refused] });
    }
    expect(errorsFor({ latinName: `A${"b".repeat(100)}` })).toEqual({ latinName: [TOO_LONG_100] });
  });

  it("treats the dietary restrictions as optional", () => {
    const { dietaryRestrictions: _omitted, ...rest } = validRegistration();
    expect(registrationSchema.parse(rest).dietaryRestrictions).toBe("");
  });

  it.each([
    ["firstName", "A", "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", "  A  ", "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", "", "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", "   ", "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", undefined, "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", "\u200B\u200B\u200B", "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", "\u200BA\u200D\uFEFF", "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", "42", "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", "😀".repeat(100), "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", "Ami\u0000na", FORBIDDEN],
    ["firstName", "Amina\r\nBcc: pirate@example.com", FORBIDDEN],
    ["lastName", "Ben\ud800ali", FORBIDDEN],
    ["lastName", `A${"😀".repeat(100)}`, TOO_LONG_100],
    ["lastName", "B", "Le nom doit contenir au moins 2 caractères"],
    ["lastName", "", "Le nom doit contenir au moins 2 caractères"],
    ["email", "pas-un-email", "Email invalide"],
    ["email", "", "Email invalide"],
    ["phone", "061234567", "Numéro de téléphone invalide"],
    ["phone", "----------", "Numéro de téléphone invalide"],
    ["phone", "(+) .. -- //", "Numéro de téléphone invalide"],
    ["phone", "06 12 34 5", "Numéro de téléphone invalide"],
    ["phone", "06 12 34 56 AB", "Numéro de téléphone invalide"],
    ["phone", "06 12 + 34 56 78", "Numéro de téléphone invalide"],
    ["phone", "0612345678\u0000", FORBIDDEN],
    ["title", "", "Veuillez sélectionner un titre"],
    ["title", "king", "Veuillez sélectionner un titre"],
    ["specialty", "", "Veuillez spécifier votre spécialité"],
    ["specialty", "   ", "Veuillez spécifier votre spécialité"],
    ["institution", "", "Institution requise"],
    ["address", "", "Adresse requise"],
    ["address", "\u0000", FORBIDDEN],
    ["address", "1 rue\ndes Hôpitaux", FORBIDDEN],
    ["city", "", "Ville requise"],
    ["city", "\u2060", "Ville requise"],
    ["city", "Casa\ud83dblanca", FORBIDDEN],
    ["country", "", "Pays requis"],
    ["country", "Atlantide", "Pays requis"],
    ["participationType", "", "Type de participation requis"],
    ["participationType", "touriste", "Type de participation requis"],
    ["emergencyContact", "", "Contact d'urgence requis"],
    ["emergencyPhone", "12345", "Téléphone d'urgence requis"],
    ["emergencyPhone", "..........", "Téléphone d'urgence requis"],
    ["dietaryRestrictions", "sans\u0000gluten", FORBIDDEN],
    ["dietaryRestrictions", "\udc00", FORBIDDEN],
    ["termsAccepted", false, "Vous devez accepter les conditions"],
    ["termsAccepted", undefined, "Vous devez accepter les conditions"],
  ])("refuses %s = %j with « %s »", (field, value, message) => {
    expect(errorsFor({ [field]: value })[field]).toEqual([message]);
  });

  it("accepts a phone of exactly 10 characters and names of exactly 2", () => {
    expect(errorsFor({ phone: "0612345678", firstName: "Al", lastName: "Ba" })).toEqual({});
  });

  it("accepts usual phone formats, spaces of any kind becoming plain spaces", () => {
    for (const phone of ["+212 600-000-001", "(0)6.12.34.56.78", "05 22 / 06 12 34 56 78"]) {
      expect(errorsFor({ phone })).toEqual({});
    }
    const parsed = registrationSchema.parse({
      ...validRegistration(),
      phone: "06\u00A012\u202F34  56\t78",
    });
    expect(parsed.phone).toBe("06 12 34 56 78");
  });

  it("stores names composed and without invisible characters at the ends", () => {
    const parsed = registrationSchema.parse({
      ...validRegistration(),
      firstName: "\u200B E\u0301lodie\uFEFF",
      lastName: "N'Diaye-Traoré",
    });
    expect(parsed.firstName).toBe("Élodie");
    expect(parsed.lastName).toBe("N'Diaye-Traoré");
  });

  it("caps the length of free texts in characters as a person counts them", () => {
    expect(errorsFor({ city: "x".repeat(101) }).city).toEqual([TOO_LONG_100]);
    // 100 characters on screen: accepted, 397 bytes at most.
    expect(errorsFor({ lastName: `A${"😀".repeat(99)}`, city: `A${"👩‍👩‍👧".repeat(20)}` })).toEqual(
      {},
    );
    // 51 characters on screen but 901 bytes: beyond what 100 characters may take.
    expect(errorsFor({ city: `A${"👩‍👩‍👧".repeat(50)}` }).city).toEqual([TOO_LONG_100]);
  });

  it("reports every failing field at once", () => {
    const result = registrationSchema.safeParse({});
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrorsOf(result.error);
    expect(Object.keys(errors).sort()).toEqual(
      [
        "address",
        "city",
        "country",
        "email",
        "emergencyContact",
        "emergencyPhone",
        "firstName",
        "institution",
        "lastName",
        "participationType",
        "phone",
        "specialty",
        "termsAccepted",
        "title",
      ].sort(),
    );
  });
});
