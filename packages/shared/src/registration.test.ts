import { describe, expect, it } from "vitest";
import { registrationSchema } from "./registration.ts";
import { validRegistration } from "./testing/samples.ts";
import { fieldErrorsOf } from "./validation-errors.ts";

const errorsFor = (patch: Record<string, unknown>) => {
  const result = registrationSchema.safeParse({ ...validRegistration(), ...patch });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("registrationSchema", () => {
  it("accepts a complete registration and keeps what was typed", () => {
    const parsed = registrationSchema.parse({ ...validRegistration(), unknownField: "x" });
    expect(parsed).toEqual(validRegistration());
    expect(parsed).not.toHaveProperty("unknownField");
  });

  it("treats the dietary restrictions as optional", () => {
    const { dietaryRestrictions: _omitted, ...rest } = validRegistration();
    expect(registrationSchema.parse(rest).dietaryRestrictions).toBe("");
  });

  it.each([
    ["firstName", "A", "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", "  A  ", "Le prénom doit contenir au moins 2 caractères"],
    ["firstName", undefined, "Le prénom doit contenir au moins 2 caractères"],
    ["lastName", "B", "Le nom doit contenir au moins 2 caractères"],
    ["email", "pas-un-email", "Email invalide"],
    ["email", "", "Email invalide"],
    ["phone", "061234567", "Numéro de téléphone invalide"],
    ["title", "", "Veuillez sélectionner un titre"],
    ["title", "king", "Veuillez sélectionner un titre"],
    ["specialty", "", "Veuillez spécifier votre spécialité"],
    ["specialty", "   ", "Veuillez spécifier votre spécialité"],
    ["institution", "", "Institution requise"],
    ["address", "", "Adresse requise"],
    ["city", "", "Ville requise"],
    ["country", "", "Pays requis"],
    ["country", "Atlantide", "Pays requis"],
    ["participationType", "", "Type de participation requis"],
    ["participationType", "touriste", "Type de participation requis"],
    ["emergencyContact", "", "Contact d'urgence requis"],
    ["emergencyPhone", "12345", "Téléphone d'urgence requis"],
    ["termsAccepted", false, "Vous devez accepter les conditions"],
    ["termsAccepted", undefined, "Vous devez accepter les conditions"],
  ])("refuses %s = %j with « %s »", (field, value, message) => {
    expect(errorsFor({ [field]: value })[field]).toEqual([message]);
  });

  it("accepts a phone of exactly 10 characters and names of exactly 2", () => {
    expect(errorsFor({ phone: "0612345678", firstName: "Al", lastName: "Ba" })).toEqual({});
  });

  it("caps the length of free texts", () => {
    expect(errorsFor({ city: "x".repeat(101) }).city).toEqual([
      "Ce champ ne doit pas dépasser 100 caractères",
    ]);
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
