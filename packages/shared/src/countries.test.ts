import frenchNames from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import worldCountries from "world-countries";
import { choiceLabelsFr } from "./choice-labels-fr.ts";
import { COUNTRIES, COUNTRY_ENTRIES, countryFormValue, countryLabelIn } from "./countries.ts";
import {
  AFRICAN_COUNTRY_CODES,
  countryName,
  OTHER_COUNTRY,
  REST_OF_WORLD_CODES,
  sentCountry,
} from "./country-codes.ts";
import { editionFacts } from "./edition-facts.ts";
import { messages } from "./messages.ts";
import { makeRegistrationSchema, registrationSchema } from "./registration.ts";
import { makeSubmissionSchema, submissionSchema } from "./submission.ts";
import { SPEC_COUNTRIES, validRegistration, validSubmission } from "./testing/samples.ts";

type FormSchemas = readonly [typeof registrationSchema, typeof submissionSchema];
const SERVER: FormSchemas = [registrationSchema, submissionSchema];
const BROWSER: FormSchemas = [
  makeRegistrationSchema(messages, sentCountry),
  makeSubmissionSchema(messages, sentCountry),
];

/** What both forms' schemas keep of `country`, or undefined when they refuse it. */
function kept([registration, submission]: FormSchemas, country: string): string | undefined {
  const registered = registration.safeParse({ ...validRegistration(), country }).data?.country;
  const submitted = submission.safeParse({ ...validSubmission(), country }).data?.country;
  expect(submitted, country).toBe(registered);
  return registered;
}
const stored = (country: string) => kept(SERVER, country);

describe("the forms' countries", () => {
  it("keep every value of the specification's list valid on both forms, stored as sent", () => {
    for (const country of [...Object.values(SPEC_COUNTRIES), OTHER_COUNTRY]) {
      expect(stored(country)).toBe(country);
    }
  });

  it("take an ISO code, what the forms send, and store its French name", () => {
    expect(stored("BJ")).toBe("Bénin");
    expect(stored("MR")).toBe("Mauritanie");
    expect(stored("JP")).toBe("Japon");
    for (const [code, name] of Object.entries(SPEC_COUNTRIES)) expect(stored(code)).toBe(name);
    for (const country of ["ZZ", "EH", "Atlantide", "Benin", "bj", "Sahara occidental", ""]) {
      expect(stored(country), country).toBeUndefined();
    }
  });

  it("answer an unknown country with the country message of the schema's language", () => {
    const refused = registrationSchema.safeParse({ ...validRegistration(), country: "ZZ" });
    expect(refused.error?.issues).toMatchObject([
      { path: ["country"], message: messages.registration.country },
    ]);
  });

  it("check in the browser only what the forms send: codes and Autre, no French name", () => {
    expect(kept(BROWSER, "BJ")).toBe("BJ");
    expect(kept(BROWSER, OTHER_COUNTRY)).toBe(OTHER_COUNTRY);
    expect(kept(BROWSER, "Maroc")).toBeUndefined();
    expect(kept(BROWSER, "ZZ")).toBeUndefined();
  });

  it("offer every ISO 3166-1 country but Western Sahara, each once, then Autre", () => {
    const codes = Object.keys(frenchNames.countries).filter((code) => code !== "EH");
    expect(COUNTRY_ENTRIES.map((entry) => entry.code).sort()).toEqual(codes.sort());
    expect([...AFRICAN_COUNTRY_CODES, ...REST_OF_WORLD_CODES].sort()).toEqual(codes.sort());
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.at(-1)).toBe(OTHER_COUNTRY);
    for (const country of ["Bénin", "Togo", "Mauritanie", "Zambie", "Zimbabwe", "Japon"]) {
      expect(stored(country), country).toBe(country);
    }
  });

  it('list each part in the order of Intl.Collator("fr"), which the module does not load (#36 item 14)', () => {
    const collator = new Intl.Collator("fr");
    const africa = COUNTRY_ENTRIES.slice(0, AFRICAN_COUNTRY_CODES.size).map(({ value }) => value);
    const rest = COUNTRY_ENTRIES.slice(AFRICAN_COUNTRY_CODES.size).map(({ value }) => value);
    expect(africa).toEqual([...africa].sort(collator.compare));
    expect(rest).toEqual([...rest].sort(collator.compare));
    expect(rest.slice(0, 3)).toEqual(["Afghanistan", "Åland", "Albanie"]);
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

  it("name a code on a French form in the specification's words, the others as the platform does", () => {
    for (const [code, name] of Object.entries(SPEC_COUNTRIES)) {
      expect(countryName(code, "fr", choiceLabelsFr.countryNames)).toBe(name);
    }
    expect(countryName("BJ", "fr", choiceLabelsFr.countryNames)).toBe("Bénin");
    expect(countryName("BJ", "en", {})).toBe("Benin");
  });

  it("give the admin's correction the list's value of a stored country", () => {
    expect(countryFormValue("Bénin")).toBe("BJ");
    expect(countryFormValue("Côte d'Ivoire")).toBe("CI");
    expect(countryFormValue(OTHER_COUNTRY)).toBe(OTHER_COUNTRY);
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
