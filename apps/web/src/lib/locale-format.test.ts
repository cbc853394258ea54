import { describe, expect, it } from "vitest";
import { formatCongressDates, formatDateTime, formatDay, formatNumber } from "./locale-format.ts";

describe("dates and numbers per language", () => {
  it("keeps the edition's French wording", () => {
    expect(formatDay("2025-11-01", "fr")).toBe("Samedi 1er novembre 2025");
    expect(formatCongressDates("fr")).toBe("30-31 octobre et 1er novembre 2025");
  });

  it("formats English and Arabic with Intl, Arabic in Western digits", () => {
    expect(formatDay("2025-10-30", "en")).toBe("Thursday, 30 October 2025");
    expect(formatDay("2025-10-30", "ar")).toMatch(/^الخميس،? 30 أكتوبر 2025$/);
    expect(formatCongressDates("en")).toMatch(/^30 October\s*–\s*1 November 2025$/);
    expect(formatNumber(54000, "ar")).not.toMatch(/[٠-٩]/);
  });

  it("gives times in Casablanca whatever the machine's zone", () => {
    // 22:59 UTC on 28 September 2025 is 23:59 in Casablanca (UTC+1).
    expect(formatDateTime("2025-09-28T22:59:00Z", "en")).toMatch(/28 September 2025.*23:59/);
    expect(formatDateTime("2025-09-28T22:59:00Z", "ar")).toMatch(/28 .* 2025.*23:59/);
  });
});
