import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { insertRows, registrationRow, submissionRow } from "../../testing/list-rows.ts";
import { type TestApp, testApp } from "../../testing/test-app.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";

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
  let database: TestDatabase;
  let app: TestApp;
  let session: string;
  const download = async (url: string) => {
    const response = await asAdmin(app, session, "GET", url);
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  };

  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db);
    await createAdmin(database.db, "xlsx@example.ma");
    session = await signIn(app, "xlsx@example.ma");
    const rows = Array.from({ length: COUNT }, (_, i) =>
      submissionRow(i + 1, { title: titleOf(i + 1), has_conflict_of_interest: (i + 1) % 2 }),
    );
    await insertRows(database.db, "submissions", rows, 500);
    await insertRows(database.db, "registrations", [
      registrationRow(1, { amount_due_centimes: 0 }),
      registrationRow(2, {
        payment_status: "payee",
        amount_due_centimes: 199_999_999,
        amount_received_centimes: 5,
        paid_at: "2025-02-28",
        accommodation_needed: 1,
      }),
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it(`streams ${COUNT} submissions that parse back exactly, texts escaped and neutralised`, async () => {
    const sheet = await workbookOf(
      await download("/api/admin/submissions/export.xlsx?sort=created_at&order=asc"),
    );
    expect(sheet.rowCount).toBe(COUNT + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = (name: string) => header.indexOf(name) + 1;
    const stored = await database.db
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
      const title = /^[=+\-@\t\r]/.test(submission.title)
        ? `'${submission.title}`
        : submission.title;
      expect(shown(row.getCell(at("Titre")).value), submission.reference).toBe(title);
      // September in Casablanca: UTC+1, the cell holding the wall-clock time.
      expect(row.getCell(at("Date de soumission")).value).toEqual(
        new Date(Date.parse(submission.created_at) + 3_600_000),
      );
      expect(row.getCell(at("Conflit d'intérêts")).value).toBe(submission.id % 2 ? "Oui" : "Non");
    });
    // Spot checks against the literal texts, not the stored ones.
    const titleIn = (n: number) => shown(sheet.getRow(n + 1).getCell(at("Titre")).value);
    expect(titleIn(1)).toBe("'=SOMME(A1)");
    expect(titleIn(2)).toBe(`A & B <c> "d" 'e' 2`);
    expect(titleIn(3)).toBe("Ligne 1\r\nLigne 3");
    expect(titleIn(4)).toBe("ctrl\u0001\u000B\u001F 4");
    expect(titleIn(5)).toBe("_x0041_ littéral 5");
    expect(titleIn(6)).toBe("  espaces 6  ");
    expect(titleIn(7)).toBe("emoji 😀 عربي 7");
    expect([8, 9, 10, 11].map(titleIn)).toEqual(["'+212 8", "'-9", "'@10", "'\tTab 11"]);
  });

  it("types amounts as numbers and dates as dates, leaves empty cells empty", async () => {
    const sheet = await workbookOf(
      await download("/api/admin/registrations/export.xlsx?sort=created_at&order=asc"),
    );
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const [first, second] = [sheet.getRow(2), sheet.getRow(3)];
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(15).value).toBe("Non");
    expect(first.getCell(20).value).toBe(0);
    expect(first.getCell(22).value).toBe(0);
    expect(first.getCell(23).value).toBeNull();
    expect(first.getCell(24).value).toBeNull();
    expect(second.getCell(15).value).toBe("Oui");
    expect(second.getCell(20).value).toBe(1_999_999.99);
    expect(second.getCell(20).numFmt).toBe("#,##0.00");
    expect(second.getCell(22).value).toBe(0.05);
    expect(second.getCell(23).value).toEqual(new Date(Date.UTC(2025, 1, 28)));
    expect(second.getCell(23).numFmt).toBe("dd/mm/yyyy");
    expect(second.getCell(3).numFmt).toBe("dd/mm/yyyy hh:mm");
  });
});
