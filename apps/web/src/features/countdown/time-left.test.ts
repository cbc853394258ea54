import { describe, expect, it } from "vitest";
import { timeLeftUntil } from "./time-left.ts";

const deadline = new Date("2025-09-28T23:59:59+01:00");

describe("timeLeftUntil", () => {
  it("splits the remaining time into days, hours, minutes and seconds", () => {
    const now = new Date("2025-09-26T21:58:57+01:00");
    expect(timeLeftUntil(deadline, now)).toEqual({ days: 2, hours: 2, minutes: 1, seconds: 2 });
  });

  it("shows zeros on the deadline second itself and nothing after it", () => {
    expect(timeLeftUntil(deadline, deadline)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(timeLeftUntil(deadline, new Date(deadline.getTime() + 1000))).toBeNull();
  });
});
