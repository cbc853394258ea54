import { bankImportMessages } from "@congres/shared";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { bankImportHarness, mappingQuery } from "../../testing/bank-import-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { readFixture } from "./statement-fixtures.ts";

/** Bad files, missing CSRF tokens and impossible mappings: a French message, nothing written. */
describe.each(DATABASE_ENGINES)("bank statement refusals on $engine", ({ create }) => {
  const harness = bankImportHarness(create);
  const { upload, writes } = harness;

  it("refuses bad files with a French message and writes nothing", async () => {
    const before = await writes();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]);
    const cases: [string, Buffer | string, number, string][] = [
      ["empty", "", 422, bankImportMessages.empty],
      ["blank lines", "\n\n  \n", 422, bankImportMessages.empty],
      ["PDF", "%PDF-1.7\n1 0 obj\n", 422, bankImportMessages.pdf],
      ["xlsx", Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 422, bankImportMessages.spreadsheet],
      ["binary", png, 422, bankImportMessages.notCsv],
      ["prose", "Bonjour,\nceci n'est pas un relevé.\nMerci", 422, bankImportMessages.notCsv],
      ["20 MB", Buffer.alloc(20 * 1024 * 1024, "a;b;c\n"), 413, bankImportMessages.tooLarge],
    ];
    for (const [what, body, status, message] of cases) {
      for (const path of ["analyse", "proposals"]) {
        const response = await upload(path, body, mappingQuery("attijari"));
        expect({ what, path, status: response.statusCode, body: response.json() }).toEqual({
          what,
          path,
          status,
          body: { message },
        });
      }
    }
    expect(await writes()).toEqual(before);
  });

  it("refuses an upload or a confirmation without the CSRF token", async () => {
    const before = await writes();
    for (const [url, payload, type] of [
      ["/api/admin/bank-import/analyse", readFixture("attijari"), "application/octet-stream"],
      ["/api/admin/bank-import/confirm", JSON.stringify({}), "application/json"],
    ] as const) {
      const response = await harness.app.inject({
        method: "POST",
        url,
        payload,
        headers: { "content-type": type },
        cookies: { [SESSION_COOKIE]: harness.session },
      });
      expect(response.statusCode).toBe(419);
    }
    expect(await writes()).toEqual(before);
  });

  it("refuses columns the statement does not have and a mapping without credits", async () => {
    const mappedAs = (columns: Record<string, string>) =>
      upload("proposals", readFixture("attijari"), `?${new URLSearchParams(columns)}`);
    const unknown = await mappedAs({ date: "Date", amount: "Crédit", label: "Libellé" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: bankImportMessages.unknownColumn });
    const swapped = await mappedAs({ date: "Libellé", amount: "Crédit", label: "Date opération" });
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json()).toEqual({ message: bankImportMessages.noUsableLine });
  });
});
