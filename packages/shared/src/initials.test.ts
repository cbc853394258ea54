import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials.ts";

describe("initialsOf", () => {
  it.each([
    ["Amina Benali", "AB"],
    ["amina benali el idrissi", "AB"],
    ["  Fatou  ", "F"],
    ["", "A"],
    [undefined, "A"],
    ["élodie durand", "ÉD"],
  ])("%j → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
