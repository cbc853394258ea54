import { describe, expect, it } from "vitest";
import { cellXml, columnLetters, excelSerial, rowWriter, xmlText } from "./sheet-xml.ts";

describe("sheet XML", () => {
  it("escapes what XML and Excel would misread, and leaves ordinary text as is", () => {
    expect(xmlText("Étude simple, 2025")).toBe("Étude simple, 2025");
    expect(xmlText("A & B <c> \"d\" 'e'")).toBe("A &amp; B &lt;c&gt; \"d\" 'e'");
    // A bare CR would come back as LF from any XML parser.
    expect(xmlText("Ligne 1\r\nLigne 2\tfin")).toBe("Ligne 1&#13;\nLigne 2\tfin");
    // Characters XML 1.0 forbids even as references: Excel's own escape.
    expect(xmlText("a\u0000b\u0001c\u000Bd\u000Ce\u001Ff\uFFFEg\uFFFF")).toBe(
      "a_x0000_b_x0001_c_x000B_d_x000C_e_x001F_f_xFFFE_g_xFFFF_",
    );
    // A typed escape stays text: its underscore is escaped (`_x005F_`), in either case.
    expect(xmlText("_x0041_ et _x00e9_ mais _x12_")).toBe(
      "_x005F_x0041_ et _x005F_x00e9_ mais _x12_",
    );
    expect(xmlText("emoji 😀 عربي")).toBe("emoji 😀 عربي");
  });

  it("names columns A … Z, AA … ZZ, AAA", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      "A",
      "B",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
  });

  it("writes dates as Excel serial numbers, the time of day as the fraction", () => {
    expect(excelSerial(Date.UTC(1970, 0, 1))).toBe(25_569);
    expect(excelSerial(Date.UTC(2025, 9, 15))).toBe(45_945);
    expect(excelSerial(Date.UTC(2025, 9, 31, 18))).toBe(45_961.75);
  });

  it("writes typed cells with their style, inline texts as typed, nothing for an empty value", () => {
    // 2025-10-30T23:30Z is 00:30 on the 31st in Casablanca (UTC+1).
    expect(cellXml("instant", "2025-10-30T23:30:00.000Z", "C2")).toBe(
      `<c r="C2" s="2"><v>${excelSerial(Date.UTC(2025, 9, 31, 0, 30))}</v></c>`,
    );
    expect(cellXml("date", "2025-10-15", "W2")).toBe('<c r="W2" s="3"><v>45945</v></c>');
    expect(cellXml("centimes", 100_050, "V2")).toBe('<c r="V2" s="4"><v>1000.5</v></c>');
    expect(cellXml("integer", 42, "A2")).toBe('<c r="A2"><v>42</v></c>');
    expect(cellXml("flag", 0, "O2")).toBe('<c r="O2" t="inlineStr"><is><t>Non</t></is></c>');
    // A typed string is never read as a formula: as typed, no apostrophe.
    expect(cellXml("text", "=1+1", "D2")).toBe(`<c r="D2" t="inlineStr"><is><t>=1+1</t></is></c>`);
    expect(cellXml("text", "+212 600", "M2")).toBe(
      '<c r="M2" t="inlineStr"><is><t>+212 600</t></is></c>',
    );
    expect(cellXml("text", " espacé ", "D2")).toBe(
      '<c r="D2" t="inlineStr"><is><t xml:space="preserve"> espacé </t></is></c>',
    );
    expect(cellXml("text", "", "D2")).toBe("");
    expect(cellXml("centimes", null, "V2")).toBe("");
  });

  it("numbers the rows on from the header and cuts a page into pieces of bounded size", () => {
    const write = rowWriter<{ text: string }>([
      { header: "Texte", kind: "text", value: (row) => row.text },
    ]);
    expect([...write([{ text: "a" }, { text: "" }])]).toEqual([
      '<row r="2"><c r="A2" t="inlineStr"><is><t>a</t></is></c></row><row r="3"></row>',
    ]);
    const long = "x".repeat(10_000);
    const pieces = [...write(Array.from({ length: 10 }, () => ({ text: long })))];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length < 40_000)).toBe(true);
    expect(pieces.join("")).toContain('<row r="13">');
    expect(pieces.join("").match(/<row /g)).toHaveLength(10);
  });
});
