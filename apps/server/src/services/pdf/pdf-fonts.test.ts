import { edition } from "@congres/shared";
import { Font } from "@react-pdf/renderer";
import { afterAll, describe, expect, it } from "vitest";
import { hasMissingGlyph, pdfLines, pdfText } from "../../testing/pdf-text.ts";
import { SAMPLE_VERIFICATION } from "../../testing/verification-mark.ts";
import type { DelegateData } from "./pdf-data.ts";
import { FONT_FAMILY, registerFonts } from "./pdf-fonts.ts";
import { renderOnPdfThread, stopPdfThread } from "./pdf-thread.ts";

/** Latin-1's letters, Latin Extended-A and -B, Latin Extended Additional (Yoruba's ọ, ẹ, ṣ). */
const LATIN_LETTERS: [number, number][] = [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
];

describe("the PDFs' fonts (issue #36, item 8)", () => {
  it("draws every Latin letter, plain and extended, with the font of a plain « a »", async () => {
    registerFonts(Font);
    for (const fontWeight of [400, 700]) {
      const source = Font.getFont({ fontFamily: FONT_FAMILY[0] as string, fontWeight });
      await source.load();
      const font = source.data;
      if (!font) throw new Error(`${FONT_FAMILY[0]} ${fontWeight} did not load`);
      // One font for a whole Latin word: react-pdf cuts a word where its font changes.
      const missing = LATIN_LETTERS.flatMap(([first, last]) =>
        Array.from({ length: last - first + 1 }, (_, index) => first + index),
      )
        .filter((point) => !font.hasGlyphForCodePoint(point))
        .map((point) => String.fromCodePoint(point));
      expect(font.hasGlyphForCodePoint("a".codePointAt(0) as number)).toBe(true);
      expect(missing.join("")).toBe("");
    }
  });
});

/** Polish names, short and long: a long one wraps on a badge, only ever between its words. */
const NAMES = [
  "Pr Łukasz Żółć",
  "Dr Małgorzata Żółkiewska-Łęczycka",
  "Pr Grzegorz Brzęczyszczykiewicz-Świętosławski",
  "Dr Zdzisław Ślęzak Wróblewski-Żmigrodzki Łukaszewicz",
];

function delegate(name: string, index: number): DelegateData {
  return {
    language: "fr",
    reference: `CPSS-PL${index}`,
    name,
    originalName: null,
    institution: "Uniwersytet Łódzki",
    country: "Pologne",
    participation: "Médecin",
    daysAttended: ["2025-10-30"],
  };
}

describe("names in the badges and certificates (issue #36, item 8)", () => {
  afterAll(stopPdfThread);

  it("prints Latin Extended names whole: no missing glyph, no line cut inside a word", async () => {
    const delegates = NAMES.map(delegate);
    for (const layout of ["sheet", "single"] as const) {
      const lines = await pdfLines(
        await renderOnPdfThread({ kind: "badges", delegates, layout, edition }),
      );
      expect(lines.filter(hasMissingGlyph)).toEqual([]);
      for (const name of NAMES) {
        // The lines the name was laid out on, put back together, give the name word for word.
        const words = name.split(" ");
        const start = lines.findIndex(
          (line) => line.startsWith(words[0] as string) && name.startsWith(line),
        );
        expect(start, `${name}\n${lines.join("\n")}`).toBeGreaterThanOrEqual(0);
        let laid = lines[start] as string;
        for (let next = start + 1; laid.length < name.length; next += 1) {
          laid = `${laid} ${lines[next]}`;
        }
        expect(laid).toBe(name);
      }
    }
    const certificate = await pdfText(
      await renderOnPdfThread({
        kind: "certificate",
        verification: SAMPLE_VERIFICATION,
        delegate: delegate("Pr Łukasz Żółć", 9),
        edition,
      }),
    );
    expect(certificate.text).toContain("certifie que Pr Łukasz Żółć Uniwersytet Łódzki");
    expect(hasMissingGlyph(certificate.text)).toBe(false);
  });
});
