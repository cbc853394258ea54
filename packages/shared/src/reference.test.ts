import { describe, expect, it } from "vitest";
import { formatFee, registrationFee } from "./fees.ts";
import { isReference, REFERENCE_ALPHABET, withReferenceDash } from "./reference.ts";

describe("personal references", () => {
  it("use no look-alike characters", () => {
    for (const lookAlike of "01OILUV") expect(REFERENCE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });

  it.each([
    ["CPSS-7KQ2M", true],
    ["CPSS-7KQ2", false],
    ["CPSS-7KQ2MM", false],
    ["CPSS-7KQ0M", false],
    ["cpss-7kq2m", false],
    ["ABS-7KQ2M", false],
  ])("%s is a registration reference: %s", (value, expected) => {
    expect(isReference(value, "CPSS")).toBe(expected);
  });

  it.each([
    ["cpsst3p5w", "cpss-t3p5w"],
    ["CPSST3P5W", "CPSS-T3P5W"],
    ["absk7m2q", "abs-k7m2q"],
    ["cpss-t3p5w", "cpss-t3p5w"],
    ["cpsst3p5", "cpsst3p5"],
    ["cpsst3p5w2", "cpsst3p5w2"],
    ["cpssto0il", "cpssto0il"],
    ["absolument", "absolument"],
  ])("searching %s looks for %s", (typed, searched) => {
    expect(withReferenceDash(typed, ["CPSS", "ABS"])).toBe(searched);
  });
});

describe("registration fees", () => {
  it("charge students 500 DH and everyone else 1 000 DH", () => {
    expect(registrationFee("etudiant")).toBe(500);
    for (const type of ["professionnel", "sexologue", "chercheur", "autre"]) {
      expect(registrationFee(type)).toBe(1000);
    }
    expect(formatFee(1000)).toBe("1\u202f000 DH");
  });
});
