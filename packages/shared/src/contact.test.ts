import { describe, expect, it } from "vitest";
import { contactSchema, DEFAULT_CONTACT_SUBJECT } from "./contact.ts";
import { validContact } from "./testing/samples.ts";
import { fieldErrorsOf } from "./validation-errors.ts";

const errorsFor = (patch: Record<string, unknown>) => {
  const result = contactSchema.safeParse({ ...validContact(), ...patch });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("contactSchema", () => {
  it("keeps the institution and the typed subject", () => {
    expect(contactSchema.parse(validContact())).toEqual(validContact());
  });

  it("defaults a blank subject to « Demande d'information »", () => {
    for (const subject of ["", undefined, "   "]) {
      expect(contactSchema.parse({ ...validContact(), subject }).subject).toBe(
        DEFAULT_CONTACT_SUBJECT,
      );
    }
    expect(DEFAULT_CONTACT_SUBJECT).toBe("Demande d'information");
  });

  it("lets names, phone and institution be empty", () => {
    expect(errorsFor({ firstName: "", lastName: "", phone: "", institution: "" })).toEqual({});
  });

  it.each([
    ["email", "", "Email invalide"],
    ["email", "nadia@", "Email invalide"],
    ["message", "  ", "Le message est requis"],
    ["phone", "12", "Numéro de téléphone invalide"],
  ])("refuses %s = %j with « %s »", (field, value, message) => {
    expect(errorsFor({ [field]: value })[field]).toEqual([message]);
  });
});
