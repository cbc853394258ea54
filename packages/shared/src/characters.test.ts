import { describe, expect, it } from "vitest";
import {
  cleanText,
  countCharacters,
  fitsLimit,
  hasAtLeastCharacters,
  hasForbiddenCharacters,
  utf8Length,
} from "./characters.ts";

const family = "👩‍👩‍👧";

describe("cleanText", () => {
  it.each([
    ["  Amina  ", "line", "Amina"],
    ["\u200B\u200D\uFEFF", "line", ""],
    ["\u200BAmina\u2060 ", "line", "Amina"],
    ["Jean\u200BPaul", "line", "Jean\u200BPaul"],
    ["e\u0301lodie", "line", "élodie"],
    ["un\r\ndeux\rtrois\n", "lines", "un\ndeux\ntrois"],
    ["Écosse 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "line", "Écosse 🏴󠁧󠁢󠁳󠁣󠁴󠁿"],
  ] as const)("cleans %j (%s) to %j", (value, shape, cleaned) => {
    expect(cleanText(value, shape)).toBe(cleaned);
  });

  it("trims a long run of spaces in linear time", () => {
    const started = performance.now();
    expect(cleanText(`a${" ".repeat(200_000)}a`, "line")).toHaveLength(200_002);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("hasForbiddenCharacters", () => {
  it.each([
    ["a\u0000b", "lines"],
    ["a\u0007b", "lines"],
    ["a\u007Fb", "lines"],
    ["a\u0085b", "lines"],
    ["\ud800", "lines"],
    ["a\udfffb", "line"],
    ["un\ndeux", "line"],
    ["un\rdeux", "line"],
    ["un\u2028deux", "line"],
  ] as const)("refuses %j in a %s text", (value, shape) => {
    expect(hasForbiddenCharacters(value, shape)).toBe(true);
  });

  it.each([
    ["un\ndeux\tthree", "lines"],
    ["Jean\tPaul", "line"],
    [`😀 ${family} عائشة`, "line"],
  ] as const)("accepts %j in a %s text", (value, shape) => {
    expect(hasForbiddenCharacters(value, shape)).toBe(false);
  });
});

describe("countCharacters and fitsLimit", () => {
  it("counts what a person sees", () => {
    expect(countCharacters("Zoé")).toBe(3);
    expect(countCharacters("😀".repeat(100))).toBe(100);
    expect(countCharacters(family)).toBe(1);
    expect(countCharacters(`a${"\u0301".repeat(50)}`)).toBe(1);
  });

  it("tells whether a text reaches a minimum, counting as a person does", () => {
    expect(hasAtLeastCharacters("Zo", 2)).toBe(true);
    expect(hasAtLeastCharacters("Z", 2)).toBe(false);
    expect(hasAtLeastCharacters("", 1)).toBe(false);
    // Four UTF-16 units and two code points, but one character on screen.
    expect(hasAtLeastCharacters("👍🏽", 2)).toBe(false);
    expect(hasAtLeastCharacters(family, 2)).toBe(false);
    expect(hasAtLeastCharacters(`${family}a`, 2)).toBe(true);
    expect(hasAtLeastCharacters("x".repeat(5000), 2)).toBe(true);
  });

  it("measures UTF-8 as the databases store it", () => {
    expect(utf8Length("aé€😀")).toBe(1 + 2 + 3 + 4);
  });

  it("bounds the stored size at four bytes per allowed character", () => {
    expect(fitsLimit("😀".repeat(100), 100)).toBe(true);
    expect(fitsLimit("😀".repeat(101), 100)).toBe(false);
    // 50 characters on screen, but 900 bytes: more than 100 characters' worth.
    expect(fitsLimit(family.repeat(50), 100)).toBe(false);
    expect(fitsLimit(`a${"\u0301".repeat(500)}`, 100)).toBe(false);
  });
});
