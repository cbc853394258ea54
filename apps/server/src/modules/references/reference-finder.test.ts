import { describe, expect, it } from "vitest";
import { referencesIn } from "./reference-finder.ts";

describe("references in a transfer's label", () => {
  it.each([
    ["VIR RECU CPSS-7KQ2M DR ALAMI", ["CPSS-7KQ2M"]],
    ["virement cpss 7kq2m", ["CPSS-7KQ2M"]],
    ["CPSS.7KQ2M", ["CPSS-7KQ2M"]],
    ["REF:CPSS7KQ2M/OCT", ["CPSS-7KQ2M"]],
    ["C P S S - 7 K Q 2 M", ["CPSS-7KQ2M"]],
    ["Cpss–7kq2m inscription", ["CPSS-7KQ2M"]],
    ["CPSS-7KQ2M ET CPSS-H4TZ9", ["CPSS-7KQ2M", "CPSS-H4TZ9"]],
    ["CPSS-7KQ2M CPSS-7KQ2M", ["CPSS-7KQ2M"]],
  ])("finds the references of %j", (label, references) => {
    expect(referencesIn(label, "CPSS")).toEqual(references);
  });

  it.each([
    "VIREMENT SALAIRE",
    // O, 0, I, 1, L, U and V are not in the alphabet: not a reference.
    "CPSS-7KQ0M",
    "CPSS-INSCR",
    "CPSS-7KQ",
    "ABS-7KQ2M",
  ])("finds none in %j", (label) => {
    expect(referencesIn(label, "CPSS")).toEqual([]);
  });
});
