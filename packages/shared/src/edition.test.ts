import { describe, expect, it } from "vitest";
import { edition, resolveEdition } from "./edition.ts";

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
