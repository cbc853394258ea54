import { describe, expect, it } from "vitest";
import { edition, resolveEdition, resolveEditionFacts } from "./edition.ts";
import { EDITION_WORDING, editionWordingFr } from "./edition-wording.ts";

describe("edition config", () => {
  it("holds the congress constants of the spec", () => {
    expect(new Date(edition.submissionDeadline).toISOString()).toBe("2025-09-28T22:59:59.000Z");
    expect(edition.fees).toEqual({ currency: "DH", standard: 1000, student: 500 });
    expect(edition.dates.days.map((day) => day.date)).toEqual([
      "2025-10-30",
      "2025-10-31",
      "2025-11-01",
    ]);
  });

  it("lets the environment override the contact facts only", () => {
    const resolved = resolveEdition({
      CONGRESS_CONTACT_EMAIL: "info@exemple.org",
      CONGRESS_CONTACT_PHONE: " ",
      CONGRESS_SITE_URL: "https://exemple.org/",
    });
    expect(resolved.contact).toEqual({ email: "info@exemple.org", phone: edition.contact.phone });
    expect(resolved.siteUrl).toBe("https://exemple.org");
    expect(resolved.fees).toBe(edition.fees);
    expect(resolveEdition({})).toEqual(edition);
  });
});

describe("edition facts and wording", () => {
  it("keeps the facts free of any language's wording", () => {
    const facts = JSON.stringify(resolveEditionFacts({}));
    for (const wording of Object.values(EDITION_WORDING)) {
      for (const text of [
        wording.name,
        wording.theme,
        wording.datesLabel,
        wording.venueName,
        wording.venueAddress,
      ]) {
        expect(facts).not.toContain(text);
      }
    }
  });

  it("gives the server and the admin the facts with their French wording, in the old shape", () => {
    expect(edition.name).toBe(editionWordingFr.name);
    expect(edition.dates.days[2]).toEqual({
      date: "2025-11-01",
      label: "Samedi 1er novembre 2025",
    });
    expect(edition.venue.name).toBe("Faculté de Médecine et de Pharmacie de Casablanca");
    expect(edition.organisers[0]).toEqual({
      shortName: "AMS",
      city: "Casablanca",
      name: "Association Marocaine de Sexologie",
      role: "Organisateur principal",
    });
    expect(edition.theme.en).toBe(EDITION_WORDING.en.theme);
    expect(edition.bankTransfer.reference).toMatch(/^Votre référence d'inscription/);
  });
});
