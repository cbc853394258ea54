import { describe, expect, it } from "vitest";
import { centimesInFrenchWords, centimesInWords, numberInFrenchWords } from "./amount-in-words.ts";

describe("numbers in French words", () => {
  it.each([
    [0, "zéro"],
    [1, "un"],
    [16, "seize"],
    [17, "dix-sept"],
    [21, "vingt et un"],
    [22, "vingt-deux"],
    [70, "soixante-dix"],
    [71, "soixante et onze"],
    [77, "soixante-dix-sept"],
    [80, "quatre-vingts"],
    [81, "quatre-vingt-un"],
    [90, "quatre-vingt-dix"],
    [91, "quatre-vingt-onze"],
    [99, "quatre-vingt-dix-neuf"],
    [100, "cent"],
    [101, "cent un"],
    [200, "deux cents"],
    [201, "deux cent un"],
    [280, "deux cent quatre-vingts"],
    [1000, "mille"],
    [1001, "mille un"],
    [2000, "deux mille"],
    [80_000, "quatre-vingt mille"],
    [200_000, "deux cent mille"],
    [1_000_000, "un million"],
    [2_000_000, "deux millions"],
    [80_000_000, "quatre-vingts millions"],
    [1_234_567, "un million deux cent trente-quatre mille cinq cent soixante-sept"],
    [3_000_000_001, "trois milliards un"],
  ])("%i → %s", (n, words) => {
    expect(numberInFrenchWords(n)).toBe(words);
  });

  it("refuses what is not a whole number in range", () => {
    for (const bad of [-1, 1.5, 1_000_000_000_000, Number.NaN]) {
      expect(() => numberInFrenchWords(bad)).toThrow(RangeError);
    }
  });
});

describe("amounts in centimes in French words", () => {
  it.each([
    [100_000, "mille dirhams"],
    [50_000, "cinq cents dirhams"],
    [100_050, "mille dirhams et cinquante centimes"],
    [100, "un dirham"],
    [101, "un dirham et un centime"],
    [50, "zéro dirham et cinquante centimes"],
    [150_075, "mille cinq cents dirhams et soixante-quinze centimes"],
    [100_000_000, "un million de dirhams"],
    [100_000_100, "un million un dirhams"],
  ])("%i centimes → %s", (centimes, words) => {
    expect(centimesInFrenchWords(centimes)).toBe(words);
  });

  it("refuses a fraction of a centime or a negative amount", () => {
    expect(() => centimesInFrenchWords(10.5)).toThrow(RangeError);
    expect(() => centimesInFrenchWords(-100)).toThrow(RangeError);
  });
});

describe("amounts in centimes in English and Arabic words (to-words' Moroccan locales)", () => {
  it.each([
    [100_000, "en", "one thousand dirhams"],
    [150_075, "en", "one thousand five hundred dirhams and seventy five centimes"],
    [100, "en", "one dirham"],
    [50, "en", "zero dirhams and fifty centimes"],
    [100_000, "ar", "ألف درهم"],
    [150_075, "ar", "ألف وخمسمائة درهم وخمسة وسبعون سنتيم"],
    [100, "ar", "درهم واحد"],
    [200, "ar", "درهمان"],
    [300_000, "ar", "ثلاثة آلاف درهم"],
    [1_005, "ar", "عشرة دراهم وخمسة سنتيمات"],
    [100_000, "fr", "mille dirhams"],
  ] as const)("%i centimes in %s → %s", (centimes, language, words) => {
    expect(centimesInWords(language, centimes)).toBe(words);
  });

  it("refuses a fraction of a centime or a negative amount in every language", () => {
    for (const language of ["fr", "en", "ar"] as const) {
      expect(() => centimesInWords(language, 10.5)).toThrow(RangeError);
      expect(() => centimesInWords(language, -100)).toThrow(RangeError);
    }
  });
});
