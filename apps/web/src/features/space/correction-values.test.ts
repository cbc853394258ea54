import { describe, expect, it } from "vitest";
import { changedFields, correctionValues, countryCodeOf } from "./correction-values.ts";
import type { SpaceRegistration } from "./space-api.ts";

const frenchNames = (code: string) =>
  new Intl.DisplayNames(["fr"], { type: "region" }).of(code) ?? code;

const stored: SpaceRegistration = {
  id: 7,
  reference: "CPSS-7KQ2M",
  first_name: "Amina",
  last_name: "Diallo",
  latin_name: "",
  institution: "CHU de Dakar",
  country: "Sénégal",
  phone: "",
  dietary_restrictions: "",
  participation_type: "medecin",
  payment_status: "en_attente",
  amount_due_centimes: 100_000,
  amount_received_centimes: 0,
  created_at: "2026-11-01T10:00:00Z",
};

describe("the space's correction form", () => {
  it("starts from the stored registration, its country as the list's ISO code", () => {
    expect(correctionValues(stored, frenchNames)).toEqual({
      firstName: "Amina",
      lastName: "Diallo",
      latinName: "",
      institution: "CHU de Dakar",
      country: "SN",
      phone: "",
      dietaryRestrictions: "",
    });
  });

  it("keeps a code or « Autre » as sent, and leaves a name it cannot match unpicked", () => {
    expect(countryCodeOf("MA", frenchNames)).toBe("MA");
    expect(countryCodeOf("Autre", frenchNames)).toBe("Autre");
    expect(countryCodeOf("Atlantide", frenchNames)).toBe("");
  });

  it("sends only the fields she changed", () => {
    const initial = correctionValues(stored, frenchNames);
    expect(changedFields(initial, initial)).toEqual({});
    expect(
      changedFields(initial, { ...initial, lastName: "Diallo-Sow", latinName: "Amina Diallo" }),
    ).toEqual({ lastName: "Diallo-Sow", latinName: "Amina Diallo" });
    expect(changedFields(initial, { ...initial, country: "ML" })).toEqual({ country: "ML" });
  });

  it("does not send a country left unpicked, nor clear one", () => {
    const unmatched = correctionValues({ ...stored, country: "Atlantide" }, frenchNames);
    expect(changedFields(unmatched, { ...unmatched, phone: "+221 77 000 00 00" })).toEqual({
      phone: "+221 77 000 00 00",
    });
    const initial = correctionValues(stored, frenchNames);
    expect(changedFields(initial, { ...initial, country: "" })).toEqual({});
  });
});
