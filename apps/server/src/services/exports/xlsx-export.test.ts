import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { insertRows, registrationRow, submissionRow } from "../../testing/list-rows.ts";
import { unzip } from "../../testing/read-zip.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { columnLetters } from "./sheet-xml.ts";

const COUNT = 2_000;

/** Titles that XML, Excel or a formula could each get wrong, one per submission in turn. */
const titleOf = (n: number) =>
  [
    `Étude ${n}`,
    `=SOMME(A${n})`,
    `A & B <c> "d" 'e' ${n}`,
    `Ligne 1\r\nLigne ${n}`,
    `ctrl\u0001\u000B\u001F ${n}`,
    `_x0041_ littéral ${n}`,
    `  espaces ${n}  `,
    `emoji 😀 عربي ${n}`,
    `+212 ${n}`,
    `-${n}`,
    `@${n}`,
    `\tTab ${n}`,
  ][n % 12] as string;

/** What Excel shows of an inline string: SpreadsheetML's `_xHHHH_` escapes decoded (exceljs leaves them). */
const shown = (value: unknown) =>
  String(value).replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  return sheet;
}

describe.each(DATABASE_ENGINES)("XLSX export written by hand, on $engine", ({ create }) => {
  const download = async (url: string) => {
    const response = await admin("GET", url);
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  };

  const harness = appHarness(create);
  const admin = signedInAdmin(harness, "xlsx@example.ma");
  beforeAll(async () => {
    const rows = Array.from({ length: COUNT }, (_, i) =>
      submissionRow(i + 1, { title: titleOf(i + 1), has_conflict_of_interest: (i + 1) % 2 }),
    );
    await insertRows(harness.database.db, "submissions", rows, 500);
    await insertRows(harness.database.db, "registrations", [
      registrationRow(1, { amount_due_centimes: 0 }),
      registrationRow(2, {
        language: "ar",
        payment_status: "payee",
        amount_due_centimes: 199_999_999,
        amount_received_centimes: 5,
        paid_at: "2025-02-28",
        accommodation_needed: 1,
      }),
    ]);
  });

  it(`streams ${COUNT} submissions that parse back exactly, texts escaped and as typed`, async () => {
    const sheet = await workbookOf(
      await download("/api/admin/submissions/export.xlsx?sort=created_at&order=asc"),
    );
    expect(sheet.rowCount).toBe(COUNT + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = (name: string) => header.indexOf(name) + 1;
    const stored = await harness.database.db
      .selectFrom("submissions")
      .select(["id", "reference", "created_at", "title"])
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    expect(stored).toHaveLength(COUNT);
    stored.forEach((submission, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(at("ID")).value).toBe(submission.id);
      expect(row.getCell(at("Référence")).value).toBe(submission.reference);
      // A typed string cell is never a formula: no apostrophe before "=", "+", "-" or "@".
      expect(shown(row.getCell(at("Titre")).value), submission.reference).toBe(submission.title);
      // September in Casablanca: UTC+1, the cell holding the wall-clock time.
      expect(row.getCell(at("Date de soumission")).value).toEqual(
        new Date(Date.parse(submission.created_at) + 3_600_000),
      );
      expect(row.getCell(at("Conflit d'intérêts")).value).toBe(submission.id % 2 ? "Oui" : "Non");
    });
    // Spot checks against the literal texts, not the stored ones.
    const titleIn = (n: number) => shown(sheet.getRow(n + 1).getCell(at("Titre")).value);
    expect(titleIn(1)).toBe("=SOMME(A1)");
    expect(sheet.getRow(2).getCell(at("Titre")).formula).toBeUndefined();
    expect(titleIn(2)).toBe(`A & B <c> "d" 'e' 2`);
    expect(titleIn(3)).toBe("Ligne 1\r\nLigne 3");
    expect(titleIn(4)).toBe("ctrl\u0001\u000B\u001F 4");
    expect(titleIn(5)).toBe("_x0041_ littéral 5");
    expect(titleIn(6)).toBe("  espaces 6  ");
    expect(titleIn(7)).toBe("emoji 😀 عربي 7");
    expect([8, 9, 10, 11].map(titleIn)).toEqual(["+212 8", "-9", "@10", "\tTab 11"]);
    expect(sheet.getRow(2).getCell(at("Téléphone")).value).toBe("+212 600 000 000");
    expect(sheet.getRow(2).getCell(at("Langue")).value).toBe("Français");
  });

  it("types amounts as numbers and dates as dates, leaves empty cells empty", async () => {
    const sheet = await workbookOf(
      await download("/api/admin/registrations/export.xlsx?sort=created_at&order=asc"),
    );
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1);
    expect(cell(2, "ID").value).toBe(1);
    expect(cell(2, "Hébergement").value).toBe("Non");
    expect(cell(2, "Montant dû (DH)").value).toBe(0);
    expect(cell(2, "Montant reçu (DH)").value).toBe(0);
    expect(cell(2, "Date du virement").value).toBeNull();
    expect(cell(2, "Libellé bancaire").value).toBeNull();
    expect(cell(3, "Hébergement").value).toBe("Oui");
    expect(cell(3, "Montant dû (DH)").value).toBe(1_999_999.99);
    expect(cell(3, "Montant dû (DH)").numFmt).toBe("#,##0.00");
    expect(cell(3, "Montant reçu (DH)").value).toBe(0.05);
    expect(cell(3, "Date du virement").value).toEqual(new Date(Date.UTC(2025, 1, 28)));
    expect(cell(3, "Date du virement").numFmt).toBe("dd/mm/yyyy");
    expect(cell(3, "Date d'inscription").numFmt).toBe("dd/mm/yyyy hh:mm");
    // The delegate's language, and a phone number as typed (no apostrophe).
    expect(cell(2, "Langue").value).toBe("Français");
    expect(cell(3, "Langue").value).toBe("Arabe");
    expect(cell(2, "Téléphone").value).toBe("+212 600 000 000");
  });

  it("has a filter row over every column and row, and a frozen header, in valid SpreadsheetML", async () => {
    const body = await download("/api/admin/registrations/export.xlsx?sort=created_at&order=asc");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const range = `A1:${columnLetters((sheet?.getRow(1).cellCount ?? 0) - 1)}3`;
    expect(sheet?.autoFilter).toBe(range);
    expect(sheet?.views).toEqual([
      expect.objectContaining({ state: "frozen", xSplit: 0, ySplit: 1, topLeftCell: "A2" }),
    ]);
    // Excel's hidden name for the filtered range, on the same cells.
    expect(workbook.definedNames.getRanges("_xlnm._FilterDatabase").ranges).toEqual([
      `inscriptions!$${range.replace(":", ":$").replace(/(\d+)/g, "$$$1")}`,
    ]);
    // Each part where SpreadsheetML puts it: the view before the columns, the filter after the data.
    const parts = unzip(body);
    expect(parts.get("xl/worksheets/sheet1.xml")).toMatch(
      /^<\?xml[^>]*>\n<worksheet [^>]*><sheetViews>.*<\/sheetViews><cols>.*<\/sheetData><autoFilter ref="[A-Z]+1:[A-Z]+3"\/><\/worksheet>$/s,
    );
    expect(parts.get("xl/workbook.xml")).toMatch(
      /<bookViews><workbookView\/><\/bookViews><sheets>.*<\/sheets><definedNames>/,
    );
  });
});
