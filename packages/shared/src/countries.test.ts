import frenchNames from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import worldCountries from "world-countries";
import { countryLabelIn } from "./choice-labels.ts";
import { AFRICAN_COUNTRY_CODES, COUNTRIES, COUNTRY_ENTRIES, OTHER_COUNTRY } from "./countries.ts";
import { editionFacts } from "./edition-facts.ts";
import { registrationSchema } from "./registration.ts";
import { submissionSchema } from "./submission.ts";
import { validRegistration, validSubmission } from "./testing/samples.ts";

/** The specification's list (§3): the values stored rows and the seed's client hold. */
const SPEC_COUNTRIES = [
  "Maroc",
  "Algérie",
  "Tunisie",
  "Égypte",
  "Sénégal",
  "Mali",
  "Burkina Faso",
  "Niger",
  "Tchad",
  "Cameroun",
  "Nigeria",
  "Ghana",
  "Côte d'Ivoire",
  "Kenya",
  "Tanzanie",
  "Ouganda",
  "Rwanda",
  "Éthiopie",
  "Afrique du Sud",
  "France",
  "Belgique",
  "Suisse",
  "Canada",
  "Autre",
];

const accepts = (country: string) =>
  registrationSchema.safeParse({ ...validRegistration(), country }).success &&
  submissionSchema.safeParse({ ...validSubmission(), country }).success;

describe("the forms' countries", () => {
  it("keep every value of the specification's list valid on both forms", () => {
    for (const country of SPEC_COUNTRIES) expect(accepts(country), country).toBe(true);
  });

  it("offer every ISO 3166-1 country but Western Sahara, each once, then Autre", () => {
    const codes = Object.keys(frenchNames.countries).filter((code) => code !== "EH");
    expect(COUNTRY_ENTRIES.map((entry) => entry.code).sort()).toEqual(codes.sort());
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.at(-1)).toBe(OTHER_COUNTRY);
    for (const country of ["Bénin", "Togo", "Mauritanie", "Zambie", "Zimbabwe", "Japon"]) {
      expect(accepts(country), country).toBe(true);
    }
    expect(accepts("Sahara occidental")).toBe(false);
    expect(accepts("Benin")).toBe(false);
  });

  it("count the 54 African members of the United Nations as Africa, listed first", () => {
    const african = worldCountries
      .filter((country) => country.region === "Africa" && country.unMember)
      .map((country) => country.cca2);
    expect([...AFRICAN_COUNTRY_CODES].sort()).toEqual(african.sort());
    expect(AFRICAN_COUNTRY_CODES.size).toBe(editionFacts.audience.africanCountries);
    const first = COUNTRY_ENTRIES.slice(0, AFRICAN_COUNTRY_CODES.size);
    expect(first.every((entry) => AFRICAN_COUNTRY_CODES.has(entry.code))).toBe(true);
  });

  it("name a stored country in the reader's language, French by its value", () => {
    expect(countryLabelIn("fr", "Bénin")).toBe("Bénin");
    expect(countryLabelIn("en", "Bénin")).toBe("Benin");
    expect(countryLabelIn("ar", "Bénin")).toBe("بنين");
    expect(countryLabelIn("en", "Maroc")).toBe("Morocco");
    expect(countryLabelIn("ar", "Maroc")).toBe("المغرب");
    expect(countryLabelIn("en", "Côte d'Ivoire")).toMatch(/^Côte d.Ivoire$/);
    expect(countryLabelIn("en", OTHER_COUNTRY)).toBe("Other");
    expect(countryLabelIn("ar", OTHER_COUNTRY)).toBe("بلد آخر");
    // A value in no list (none today) is shown as stored.
    expect(countryLabelIn("en", "Atlantide")).toBe("Atlantide");
  });
});
