import { describe, expect, it } from "vitest";
import {
  closingTimeSchema,
  deadlineMessages,
  formatClosingTime,
  parseClosingTime,
} from "./deadlines.ts";
import { utcToZonedDateTime, zonedDateTimeToUtc } from "./time-zone.ts";

const CASABLANCA = "Africa/Casablanca";

describe("closing times", () => {
  it.each([
    ["2025-10-20T23:59", "2025-10-20T22:59:00.000Z"],
    ["2025-10-20T23:59:30", "2025-10-20T22:59:30.000Z"],
    // Casablanca is on UTC+0 during Ramadan (March 2025).
    ["2025-03-10T12:00", "2025-03-10T12:00:00.000Z"],
    ["2025-10-20T23:59:00+01:00", "2025-10-20T22:59:00.000Z"],
    ["2025-10-20T22:59:00Z", "2025-10-20T22:59:00.000Z"],
    ["2025-10-20T22:59:00.000Z", "2025-10-20T22:59:00.000Z"],
  ])("reads %s as %s", (text, iso) => {
    expect(parseClosingTime(text)?.toISOString()).toBe(iso);
  });

  it.each([
    "",
    "demain",
    "2025-10-20",
    "20/10/2025 23:59",
    "2025-02-30T10:00",
    "2025-10-20T24:00",
    "2025-10-20T23:60",
    "12345Z",
  ])("refuses %j", (text) => {
    expect(parseClosingTime(text)).toBeUndefined();
  });

  it("goes back and forth between an instant and Casablanca's wall clock", () => {
    const instant = new Date("2025-10-20T22:59:00.000Z");
    expect(utcToZonedDateTime(instant, CASABLANCA)).toBe("2025-10-20T23:59");
    expect(zonedDateTimeToUtc("2025-10-20T23:59", CASABLANCA)).toEqual(instant);
    expect(zonedDateTimeToUtc("2025-10-20T23:59", "UTC")?.toISOString()).toBe(
      "2025-10-20T23:59:00.000Z",
    );
  });

  it("says when in French, in Casablanca's time", () => {
    expect(formatClosingTime("2025-10-20T22:59:00.000Z")).toBe(
      "20 octobre 2025 à 23:59 (heure de Casablanca)",
    );
    expect(
      deadlineMessages.closed("submission", "2025-10-20T22:59:00.000Z", "contact@example.ma"),
    ).toBe(
      "Les soumissions sont closes depuis le 20 octobre 2025 à 23:59 (heure de Casablanca). Pour toute demande, écrivez à contact@example.ma.",
    );
  });

  it("validates staff's input with a French message", () => {
    expect(closingTimeSchema.parse({ closesAt: "2025-10-20T23:59" })).toEqual({
      closesAt: "2025-10-20T22:59:00.000Z",
    });
    const refused = closingTimeSchema.safeParse({ closesAt: "bientôt" });
    expect(refused.success).toBe(false);
    if (!refused.success) {
      expect(refused.error.flatten().fieldErrors).toEqual({
        closesAt: [deadlineMessages.closesAt],
      });
    }
  });
});
