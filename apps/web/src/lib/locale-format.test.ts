import { describe, expect, it } from "vitest";
import { formatCongressDates, formatDateTime, formatDay, formatNumber } from "./locale-format.ts";

describe("dates and numbers per language", () => {
  it("words the congress's days and dates as the edition's wording does, in each language", () => {
    expect(formatDay("2025-11-01", "fr")).toBe("Samedi 1er novembre 2025");
    expect(formatCongressDates("fr")).toBe("30-31 octobre et 1er novembre 2025");
    expect(formatDay("2025-10-30", "en")).toBe("Thursday 30 October 2025");
    expect(formatDay("2025-11-01", "ar")).toBe("السبت 1 نوفمبر 2025");
    expect(formatCongressDates("en")).toBe("30–31 October and 1 November 2025");
  });

  it("formats other days with Intl: pan-Arab month names and Western digits in Arabic", () => {
    expect(formatDay("2025-11-20", "en")).toMatch(/^Thursday,? 20 November 2025$/);
    expect(formatDay("2025-11-20", "ar")).toMatch(/^الخميس،? 20 نوفمبر 2025$/);
    expect(formatNumber(54000, "ar")).not.toMatch(/[٠-٩]/);
  });

  it("gives times in Casablanca whatever the machine's zone", () => {
    // 22:59 UTC on 28 September 2025 is 23:59 in Casablanca (UTC+1).
    expect(formatDateTime("2025-09-28T22:59:00Z", "en")).toMatch(/28 September 2025.*23:59/);
    expect(formatDateTime("2025-11-20T22:59:00Z", "ar")).toMatch(/^20 نوفمبر 2025.*23:59$/);
  });
});
