import { describe, expect, it } from "vitest";
import { decodeStatement, StatementError } from "./statement-decoding.ts";
import { detectDecimalMark, parseStatementAmount, parseStatementDate } from "./statement-values.ts";

describe("statement dates", () => {
  it.each([
    ["31/10/2025", "2025-10-31"],
    ["1/9/2025", "2025-09-01"],
    ["31-10-2025", "2025-10-31"],
    ["31.10.25", "2025-10-31"],
    ["2025-10-31", "2025-10-31"],
    ["2025-10-31T14:02:00", "2025-10-31"],
    ["31/10/2025 14:02", "2025-10-31"],
  ])("reads %s as %s", (cell, date) => {
    expect(parseStatementDate(cell)).toBe(date);
  });

  it.each(["31/02/2025", "2025-13-01", "", "Solde au", "10/2025", "45931"])(
    "refuses %j",
    (cell) => {
      expect(parseStatementDate(cell)).toBeNull();
    },
  );
});

describe("statement amounts", () => {
  it.each([
    ["1 000,00", ",", 100_000],
    ["1\u202f000,50", ",", 100_050],
    ["1.000,00", ",", 100_000],
    ["1.234.567,89", ",", 123_456_789],
    ["500", ",", 50_000],
    ["500,5", ",", 50_050],
    ["+1 000,00 MAD", ",", 100_000],
    ["-150,00", ",", -15_000],
    ["150,00-", ",", -15_000],
    ["(150,00)", ",", -15_000],
    ["1,000.00", ".", 100_000],
    ["1000.5", ".", 100_050],
    ["1 000.00 DH", ".", 100_000],
  ] as const)("reads %j with a decimal %j as %i centimes", (cell, mark, centimes) => {
    expect(parseStatementAmount(cell, mark)).toBe(centimes);
  });

  it.each([
    ["", ","],
    ["1.00,00", ","],
    ["1,000.00", ","],
    ["12,345", ","],
    ["abc", ","],
    ["1.5.0", "."],
    ["999999999,00", ","],
  ] as const)("refuses %j with a decimal %j", (cell, mark) => {
    expect(parseStatementAmount(cell, mark)).toBeNull();
  });

  it("decides the decimal mark once for a column", () => {
    expect(detectDecimalMark(["1 000,00", "500,00", ""])).toBe(",");
    expect(detectDecimalMark(["1,000.00", "500.00", "-150.00"])).toBe(".");
    expect(detectDecimalMark(["1.000", "2.000"])).toBe(",");
  });
});

describe("statement decoding", () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const text = (value: string) => new TextEncoder().encode(value);

  it("reads UTF-8 with or without its mark, Windows-1252 and UTF-16", () => {
    expect(decodeStatement(text("\ufeffDate;Libellé"))).toEqual({
      text: "Date;Libellé",
      encoding: "UTF-8",
    });
    expect(decodeStatement(text("Date;Libellé"))).toEqual({
      text: "Date;Libellé",
      encoding: "UTF-8",
    });
    // "Libellé" in Windows-1252: é is the single byte 0xE9, invalid as UTF-8.
    expect(decodeStatement(bytes(0x4c, 0x69, 0x62, 0x65, 0x6c, 0x6c, 0xe9, 0x20, 0x80))).toEqual({
      text: "Libellé €",
      encoding: "Windows-1252",
    });
    expect(decodeStatement(bytes(0xff, 0xfe, 0x44, 0, 0xe9, 0))).toEqual({
      text: "Dé",
      encoding: "UTF-16",
    });
  });

  it("reads Windows-1252's own characters at 0x80–0x9F, where Latin-1 has controls", () => {
    // "VIR d’un confrère – 1 000 € (œuvre)" as a French Excel saves it.
    const line = "VIR d\u2019un confr\u00e8re \u2013 1 000 \u20ac (\u0153uvre)";
    const windows1252 = Uint8Array.from(
      line,
      (c) =>
        ({ "\u2019": 0x92, "\u2013": 0x96, "\u20ac": 0x80, "\u0153": 0x9c })[c] ?? c.charCodeAt(0),
    );
    expect(decodeStatement(windows1252)).toEqual({ text: line, encoding: "Windows-1252" });
  });

  it("refuses a file holding control characters as not a CSV", () => {
    expect(() => decodeStatement(bytes(0x41, 0x3b, 0x00, 0x42))).toThrow(StatementError);
  });
});
