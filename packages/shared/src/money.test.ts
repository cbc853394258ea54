import { describe, expect, it } from "vitest";
import {
  amountMessages,
  centimesToInput,
  formatCentimes,
  MAX_AMOUNT_CENTIMES,
  parseAmount,
} from "./money.ts";

// Playwright and people read U+202F as a space; the tests name it.
const nnbsp = "\u202f";

describe("formatCentimes", () => {
  it.each([
    [100_000, `1${nnbsp}000,00 DH`],
    [50_000, "500,00 DH"],
    [100_050, `1${nnbsp}000,50 DH`],
    [5, "0,05 DH"],
    [0, "0,00 DH"],
    [123_456_789, `1${nnbsp}234${nnbsp}567,89 DH`],
    [-2_500, "-25,00 DH"],
  ])("writes %i centimes as %s", (centimes, text) => {
    expect(formatCentimes(centimes)).toBe(text);
  });

  it("refuses a fraction of a centime rather than rounding it away", () => {
    expect(() => formatCentimes(10.5)).toThrow(RangeError);
  });
});

describe("parseAmount", () => {
  it.each([
    ["1 000,50", 100_050],
    ["1000,5", 100_050],
    ["1000.50", 100_050],
    ["1\u202f000", 100_000],
    ["1\u00a0000,00", 100_000],
    ["  500 ", 50_000],
    ["500 DH", 50_000],
    ["500dh", 50_000],
    ["250 MAD", 25_000],
    ["0,01", 1],
    ["0001000", 100_000],
    ["0", 0],
    // 0.1 + 0.2 in floats is 0.30000000000000004: digit by digit it is exact.
    ["0,30", 30],
    ["10 000 000", MAX_AMOUNT_CENTIMES],
  ])("reads %j as %i centimes", (text, centimes) => {
    expect(parseAmount(text)).toEqual({ ok: true, centimes });
  });

  it.each([
    ["", amountMessages.invalid],
    ["abc", amountMessages.invalid],
    ["-100", amountMessages.invalid],
    ["1.000,50", amountMessages.invalid],
    ["1,000.50", amountMessages.invalid],
    ["12e3", amountMessages.invalid],
    ["1000,", amountMessages.invalid],
    ["1000,505", amountMessages.tooManyDecimals],
    ["1.000", amountMessages.tooManyDecimals],
    ["10 000 000,01", amountMessages.tooLarge],
    ["99999999999999999999", amountMessages.tooLarge],
  ])("refuses %j in French", (text, message) => {
    expect(parseAmount(text)).toEqual({ ok: false, message });
  });

  it("gives back what formatCentimes and centimesToInput wrote", () => {
    for (const centimes of [1, 99, 100, 50_000, 100_050, 123_456_789]) {
      expect(parseAmount(formatCentimes(centimes))).toEqual({ ok: true, centimes });
      expect(parseAmount(centimesToInput(centimes))).toEqual({ ok: true, centimes });
    }
    expect(centimesToInput(100_000)).toBe("1000");
    expect(centimesToInput(100_005)).toBe("1000,05");
  });
});
