import { describe, expect, it } from "vitest";
import { contactSchema, DEFAULT_CONTACT_SUBJECT, makeContactSchema } from "./contact.ts";
import { messagesEn } from "./messages-en.ts";
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

  it("leaves a blank subject blank in a page's schema, for the server to fill", () => {
    const pageSchema = makeContactSchema(messagesEn);
    expect(pageSchema.parse({ ...validContact(), subject: "  " }).subject).toBe("");
    expect(pageSchema.parse({ ...validContact(), subject: "Visa" }).subject).toBe("Visa");
  });

  it("lets names, phone and institution be empty", () => {
    expect(errorsFor({ firstName: "", lastName: "", phone: "", institution: "" })).toEqual({});
  });

  it("keeps the message's line breaks, as LF", () => {
    const message = "Bonjour,\r\n\r\n\tune question.\rMerci";
    expect(contactSchema.parse({ ...validContact(), message }).message).toBe(
      "Bonjour,\n\n\tune question.\nMerci",
    );
  });

  it("lets a name of invisible characters count as left empty", () => {
    expect(contactSchema.parse({ ...validContact(), firstName: "\u200B\u200C" }).firstName).toBe(
      "",
    );
  });

  it.each([
    ["email", "", "Email invalide"],
    ["email", "nadia@", "Email invalide"],
    ["message", "  ", "Le message est requis"],
    ["phone", "12", "Numéro de téléphone invalide"],
    ["phone", "pas de téléphone", "Numéro de téléphone invalide"],
    ["message", "\u200B\u200B", "Le message est requis"],
    ["message", "Bonjour\u0000", "Ce champ contient des caractères non autorisés"],
    ["message", "Bonjour \ud83d", "Ce champ contient des caractères non autorisés"],
    ["firstName", "Na\u0000dia", "Ce champ contient des caractères non autorisés"],
    ["lastName", "El\nAmrani", "Ce champ contient des caractères non autorisés"],
    [
      "subject",
      "Hébergement\r\nBcc: pirate@example.com",
      "Ce champ contient des caractères non autorisés",
    ],
    ["institution", "\ud800", "Ce champ contient des caractères non autorisés"],
    ["email", "nadia\u0000@example.ma", "Ce champ contient des caractères non autorisés"],
  ])("refuses %s = %j with « %s »", (field, value, message) => {
    expect(errorsFor({ [field]: value })[field]).toEqual([message]);
  });
});
