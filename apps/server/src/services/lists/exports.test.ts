import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { contactRow, insertRows, registrationRow, submissionRow } from "../../testing/list-rows.ts";
import { readCsv } from "../../testing/read-csv.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { rowsInOrder } from "./export-rows.ts";

const HEADERS_START = ["ID", "Référence", "Date de soumission", "Titre", "Type", "Catégorie"];
/** The committee's decision columns, right after the category. */
const DECISION_HEADERS = ["Décision", "Note du comité", "Message à l'auteur"];

describe.each(DATABASE_ENGINES)("CSV and XLSX exports on $engine", ({ create }) => {
  const download = (url: string) => admin("GET", url);
  const csvOf = async (url: string) => {
    const response = await download(url);
    expect(response.statusCode, response.body).toBe(200);
    return readCsv(response.rawPayload.toString("utf8"));
  };
  const column = (rows: string[][], header: string) => {
    const index = rows[0]?.indexOf(header) ?? -1;
    expect(index, header).toBeGreaterThanOrEqual(0);
    return rows.slice(1).map((row) => row[index]);
  };

  const harness = appHarness(create);
  const admin = signedInAdmin(harness, "exports@example.ma");
  beforeAll(async () => {
    await insertRows(harness.database.db, "submissions", [
      submissionRow(1, {
        last_name: "Zerouali",
        title: '=HYPERLINK("http://example.com","Cliquez")',
        phone: "+212 600 000 000",
      }),
      submissionRow(2, { last_name: "Amrani", country: "Sénégal", title: "-2+3" }),
      submissionRow(3, { last_name: "Bennis", title: "@SUM(A1)", department: "\tService" }),
      submissionRow(4, { last_name: "Amrani", created_at: "2025-10-30T23:30:00.000Z" }),
    ]);
    // Set apart: a multi-row insert would give the other rows NULL, not the column's default.
    await harness.database.db
      .updateTable("submissions")
      .set({
        status: "acceptee_orale",
        committee_note: "Très bon travail",
        author_message: "Votre communication est acceptée.",
      })
      .where("id", "=", 1)
      .execute();
    await harness.database.db
      .insertInto("submission_authors")
      .values([
        {
          submission_id: 1,
          position: 2,
          first_name: "Moussa",
          last_name: "Ndiaye",
          email: "",
          affiliation: "",
          is_presenting: 0,
        },
        {
          submission_id: 1,
          position: 1,
          first_name: "Awa",
          last_name: "Diallo",
          email: "awa@example.sn",
          affiliation: "UCAD, Dakar",
          is_presenting: 1,
        },
      ])
      .execute();
    await insertRows(harness.database.db, "registrations", [
      registrationRow(1),
      registrationRow(2, {
        payment_status: "payee",
        amount_due_centimes: 100_000,
        amount_received_centimes: 100_050,
        paid_at: "2025-10-15",
        bank_label: "VIR SEPA =cmd",
      }),
    ]);
    await insertRows(harness.database.db, "contact_messages", [
      contactRow(1, { created_at: "2025-10-30T22:59:00.000Z" }),
      contactRow(2, { created_at: "2025-10-30T23:30:00.000Z", message: "Ligne 1\r\nLigne 2" }),
    ]);
  });

  it("writes a CSV for a French Excel: BOM, semicolons, CRLF, a download name", async () => {
    const response = await download("/api/admin/submissions/export.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="soumissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.split("\r\n")[0]).toBe(
      `\uFEFF${[...HEADERS_START, ...DECISION_HEADERS].join(";")};Prénom;Nom;Email;Téléphone;Établissement;Service;Pays;Langue;Auteurs;Mots-clés;Résumé;Conflit d'intérêts;Description du conflit;Conditions acceptées;Accepte l'évaluation`,
    );
    expect(readCsv(text)).toHaveLength(5);
  });

  it("exports exactly the list's filters and sort, every column, authors flattened", async () => {
    const rows = await csvOf("/api/admin/submissions/export.csv?country=Maroc&sort=last_name");
    expect(column(rows, "ID")).toEqual(["4", "3", "1"]);
    expect(column(rows, "Nom")).toEqual(["Amrani", "Bennis", "Zerouali"]);
    expect(column(rows, "Auteurs")[2]).toBe(
      "Awa Diallo (UCAD, Dakar, awa@example.sn) [présente] ; Moussa Ndiaye",
    );
    expect(column(rows, "Type")[0]).toBe("Communication orale");
    expect(column(rows, "Décision")).toEqual(["Soumise", "Soumise", "Acceptée (orale)"]);
    expect(column(rows, "Note du comité")).toEqual(["", "", "Très bon travail"]);
    expect(column(rows, "Message à l'auteur")[2]).toBe("Votre communication est acceptée.");
    expect(column(rows, "Résumé")[0]).toBe(
      "Introduction. Méthodes. Résultats; conclusion.\nDeuxième ligne.",
    );
    expect(column(rows, "Conditions acceptées")[0]).toBe("Oui");
    // The search narrows the same way as on the screen; the page and page size do not.
    const searched = await csvOf("/api/admin/submissions/export.csv?q=amrani&per_page=1&page=2");
    expect(column(searched, "ID")).toEqual(["4", "2"]);
    const both = await csvOf("/api/admin/submissions/export.csv?q=amrani&country=Maroc");
    expect(column(both, "ID")).toEqual(["4"]);
  });

  it("writes dates as dd/mm/yyyy in Casablanca's time, amounts with a decimal comma", async () => {
    const submissions = await csvOf("/api/admin/submissions/export.csv?sort=created_at&order=asc");
    // 2025-10-30T23:30Z is already the 31st in Casablanca (UTC+1).
    expect(column(submissions, "Date de soumission").at(-1)).toBe("31/10/2025 00:30");
    const registrations = await csvOf("/api/admin/registrations/export.csv?payment_status=payee");
    expect(column(registrations, "Référence")).toEqual(["CPSS-0000002"]);
    expect(column(registrations, "Date du virement")).toEqual(["15/10/2025"]);
    expect(column(registrations, "Montant reçu (DH)")).toEqual(["1000,50"]);
    expect(column(registrations, "Statut de paiement")).toEqual(["Payée"]);
    const contacts = await csvOf("/api/admin/contacts/export.csv?created_from=2025-10-31");
    expect(column(contacts, "ID")).toEqual(["2"]);
    expect(column(contacts, "Message")).toEqual(["Ligne 1\r\nLigne 2"]);
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const rows = await csvOf("/api/admin/submissions/export.csv?sort=created_at&order=asc");
    expect(column(rows, "Titre").slice(0, 3)).toEqual([
      `'=HYPERLINK("http://example.com","Cliquez")`,
      "'-2+3",
      "'@SUM(A1)",
    ]);
    expect(column(rows, "Téléphone")[0]).toBe("'+212 600 000 000");
    expect(column(rows, "Service")[2]).toBe("'\tService");
    const registrations = await csvOf("/api/admin/registrations/export.csv");
    expect(column(registrations, "Libellé bancaire")).toEqual(["VIR SEPA =cmd", ""]);
  });

  it("writes an XLSX that parses back with the list's rows, typed dates and amounts", async () => {
    const response = await download(
      "/api/admin/submissions/export.xlsx?country=Maroc&sort=last_name",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toMatch(/soumissions-[\d-]+\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no worksheet");
    expect(sheet.name).toBe("soumissions");
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 9)).toEqual([...HEADERS_START, ...DECISION_HEADERS]);
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((n) => values(n)[0])).toEqual([4, 3, 1]);
    expect(values(2)[2]).toEqual(new Date(Date.UTC(2025, 9, 31, 0, 30)));
    expect(sheet.getRow(2).getCell(3).numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    // A typed string cell: as written, no apostrophe (the CSV keeps its guard).
    expect(values(4)[3]).toBe(`=HYPERLINK("http://example.com","Cliquez")`);
    expect(sheet.getRow(4).getCell(4).formula).toBeUndefined();
    expect(values(4)[15]).toBe("Maroc");
    expect(values(4)[16]).toBe("Français");
    expect(values(4)[6]).toBe("Acceptée (orale)");
    expect(values(4)[17]).toBe(
      "Awa Diallo (UCAD, Dakar, awa@example.sn) [présente] ; Moussa Ndiaye",
    );

    const paid = await download("/api/admin/registrations/export.xlsx?payment_status=payee");
    const registrations = new ExcelJS.Workbook();
    await registrations.xlsx.load(paid.rawPayload as unknown as ArrayBuffer);
    const row = registrations.worksheets[0]?.getRow(2);
    // Found by their headings: other columns (promo code, remainder due) come and go.
    const headings = (registrations.worksheets[0]?.getRow(1).values ?? []) as unknown[];
    const received = headings.indexOf("Montant reçu (DH)");
    const transferred = headings.indexOf("Date du virement");
    expect(received).toBeGreaterThan(0);
    expect(row?.getCell(received).value).toBe(1000.5);
    expect(row?.getCell(received).numFmt).toBe("#,##0.00");
    expect(row?.getCell(transferred).value).toEqual(new Date(Date.UTC(2025, 9, 15)));
    expect(row?.getCell(transferred).numFmt).toBe("dd/mm/yyyy");
    expect(registrations.worksheets[0]?.rowCount).toBe(2);
  });

  it("records each export in the audit log, with its format and query", async () => {
    await download("/api/admin/contacts/export.xlsx?created_to=2025-10-30&sort=last_name");
    const line = await harness.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "contact.list_export")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(line.actor_email).toBe("exports@example.ma");
    expect(line.entity_type).toBe("contact");
    expect(JSON.parse(line.changes)).toEqual({
      export: [null, { format: "xlsx", q: "", created_to: "2025-10-30", sort: "last_name" }],
    });
  });

  it("refuses a bad filter with a French 422 and exports nothing", async () => {
    const before = await harness.database.db.selectFrom("audit_log").select("id").execute();
    const response = await download("/api/admin/submissions/export.csv?country=Atlantide");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.country).toEqual(["Pays inconnu"]);
    expect(await harness.database.db.selectFrom("audit_log").select("id").execute()).toEqual(
      before,
    );
  });

  it("pages by keyset through ties without losing or repeating a row", async () => {
    const rows = Array.from({ length: 23 }, (_, i) =>
      registrationRow(100 + i, { last_name: i % 3 === 0 ? "Alaoui" : "Berrada" }),
    );
    await insertRows(harness.database.db, "registrations", rows);
    for (const direction of ["asc", "desc"] as const) {
      const seen: string[] = [];
      const pages = rowsInOrder(
        harness.database.db,
        "registrations",
        [],
        { column: "last_name", direction },
        4,
      );
      for await (const page of pages) {
        expect(page.length).toBeLessThanOrEqual(4);
        seen.push(...page.map((row) => `${row.last_name}#${row.id}`));
      }
      const all = await harness.database.db
        .selectFrom("registrations")
        .select(["id", "last_name"])
        .orderBy("last_name", direction)
        .orderBy("id", direction)
        .execute();
      expect(seen).toEqual(all.map((row) => `${row.last_name}#${row.id}`));
      expect(seen).toHaveLength(25);
    }
  });
});
