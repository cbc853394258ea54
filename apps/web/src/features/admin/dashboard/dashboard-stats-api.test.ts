import { describe, expect, it } from "vitest";
import { countOf, formatDay, formatShare } from "./dashboard-stats-api.ts";

describe("the dashboard's figures in French", () => {
  it("writes a Casablanca day as a calendar date, without moving it across a time zone", () => {
    expect(formatDay("2025-10-06")).toBe("06/10/2025");
    expect(formatDay("2025-01-31", false)).toBe("31/01");
  });

  it("rounds a share to a whole percentage, 0 % for an empty chart", () => {
    expect(formatShare(1, 3)).toBe("33 %");
    expect(formatShare(2, 3)).toBe("67 %");
    expect(formatShare(0, 0)).toBe("0 %");
  });

  it("puts the noun in the plural from two on, with French digit grouping", () => {
    expect(countOf(1, "inscription")).toBe("1 inscription");
    expect(countOf(0, "inscription")).toBe("0 inscription");
    expect(countOf(12_500, "inscription")).toBe("12\u202f500 inscriptions");
  });
});
