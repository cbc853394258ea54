import { readFileSync } from "node:fs";
import { validSubmission } from "@congres/shared/testing";
import ExcelJS from "exceljs";
import { readCsv } from "../../apps/server/src/testing/read-csv.ts";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { postPublicWithReference } from "../support/admin-session.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, type Page, test } from "../support/test.ts";

/** Downloads what the link starts, as the browser saves it. */
async function download(page: Page, linkName: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test("staff filter and sort the submissions, the address keeps it, and the exports hold exactly those rows", async ({
  page,
}) => {
  const family = unique("Export");
  const post = (lastName: string, country: string, submissionType: "oral" | "poster") =>
    postPublicWithReference(page.request, "/api/submission", {
      ...validSubmission(),
      lastName,
      country,
      submissionType,
      title: `=HYPERLINK("http://example.com") ${family}`,
    });
  const senegalPosterB = await post(`${family}-b`, "Sénégal", "poster");
  await post(`${family}-c`, "Maroc", "poster");
  const senegalPosterA = await post(`${family}-a`, "Sénégal", "poster");
  await post(`${family}-d`, "Sénégal", "oral");

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/soumissions?q=${family}`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(4);

  await page.getByLabel("Pays").selectOption("Sénégal");
  await page.getByLabel("Type", { exact: true }).selectOption("poster");
  await page.getByLabel("Trier par").selectOption({ label: "Nom (A → Z)" });
  await page.getByLabel("Lignes par page").selectOption("25");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(senegalPosterA.reference);
  await expect(rows.nth(1)).toContainText(senegalPosterB.reference);
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get("q") === family &&
      url.searchParams.get("country") === "Sénégal" &&
      url.searchParams.get("submission_type") === "poster" &&
      url.searchParams.get("sort") === "last_name" &&
      url.searchParams.get("order") === "asc" &&
      url.searchParams.get("per_page") === "25",
  );
  await expectNoAxeViolations(page);

  // The address is the list: a reload shows the same rows and choices.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel("Pays")).toHaveValue("Sénégal");
  await expect(page.getByLabel("Trier par")).toHaveValue("last_name:asc");
  await expect(page.getByLabel("Lignes par page")).toHaveValue("25");

  const csv = await download(page, "Exporter CSV");
  expect(csv.name).toMatch(/^soumissions-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table = readCsv(csv.bytes.toString("utf8"));
  const header = table[0] ?? [];
  const cell = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)];
  expect(table).toHaveLength(3);
  expect(table.slice(1).map((row) => cell(row, "Référence"))).toEqual([
    senegalPosterA.reference,
    senegalPosterB.reference,
  ]);
  expect(cell(table[1], "Pays")).toBe("Sénégal");
  expect(cell(table[1], "Type")).toBe("Poster scientifique");
  expect(cell(table[1], "Titre")).toBe(`'=HYPERLINK("http://example.com") ${family}`);
  expect(cell(table[1], "Date de soumission")).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  expect(cell(table[1], "Auteurs")).toContain(
    "Fatou Diallo (UCAD, Dakar, fatou.diallo@example.sn)",
  );

  const xlsx = await download(page, "Exporter XLSX");
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(3);
  expect(sheet?.getRow(2).getCell(2).value).toBe(senegalPosterA.reference);
  // A typed string cell as written (no apostrophe), a filter row and a frozen header.
  expect(sheet?.getRow(2).getCell(4).value).toBe(`=HYPERLINK("http://example.com") ${family}`);
  expect(sheet?.autoFilter).toMatch(/^A1:[A-Z]+3$/);
  expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1, topLeftCell: "A2" });

  // Each download is in the audit log, with the query it exported.
  const audited = queryDatabase<{ changes: string }>(
    "select changes from audit_log where action = 'submission.list_export' and changes like ?",
    `%${family}%`,
  );
  expect(audited.map((line) => JSON.parse(line.changes).export[1].format).sort()).toEqual([
    "csv",
    "xlsx",
  ]);
});
