import { describe, expect, it } from "vitest";
import { startOfDayIn } from "./start-of-day.ts";

describe("startOfDayIn", () => {
  it("finds Casablanca's midnight (UTC+1) just after midnight and in the morning", () => {
    expect(startOfDayIn("Africa/Casablanca", new Date("2025-10-30T23:30:00Z")).toISOString()).toBe(
      "2025-10-30T23:00:00.000Z",
    );
    expect(startOfDayIn("Africa/Casablanca", new Date("2025-10-30T10:00:00Z")).toISOString()).toBe(
      "2025-10-29T23:00:00.000Z",
    );
  });

  it("follows Casablanca's UTC+0 period during Ramadan", () => {
    expect(startOfDayIn("Africa/Casablanca", new Date("2025-03-10T12:00:00Z")).toISOString()).toBe(
      "2025-03-10T00:00:00.000Z",
    );
  });

  it("is plain midnight in UTC", () => {
    expect(startOfDayIn("UTC", new Date("2025-10-30T23:59:59Z")).toISOString()).toBe(
      "2025-10-30T00:00:00.000Z",
    );
  });
});
