import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { listPage } from "../../services/lists/admin-list.ts";
import { insertRows, registrationRow, submissionRow } from "../../testing/list-rows.ts";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-08-audit-actor-index";

/** How delegates and staff type a reference: as printed, in lower case, split, without dash. */
const REGISTRATION_SEARCHES = ["CPSS-T3P5W", "t3p5w", "cpss t3p5w", "cpss-t3p5w", "CPSST3P5W"];
const SUBMISSION_SEARCHES = ["ABS-K7M2Q", "abs k7m2q", "k7m2q", "absk7m2q"];

describe.each(DATABASE_ENGINES)("references in the admin search on $engine", ({ create }) => {
  const harness = migrationHarness(create);

  const references = async (table: "registrations" | "submissions", q: string) =>
    (await listPage(harness.database.db, table, { page: 1, per_page: 10, q })).rows.map(
      (row) => row.reference,
    );

  it("finds the rows written before the migration by their reference, any case, with or without the dash", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const before = harness.database.db as unknown as Kysely<any>;
    // The columns of that time: no name in Latin letters yet (2025-11-10).
    const then = ({ latin_name: _, ...row }: ReturnType<typeof registrationRow>) => row;
    await before
      .insertInto("registrations")
      .values([
        then(registrationRow(1, { reference: "CPSS-T3P5W", last_name: "Benali" })),
        then(registrationRow(2, { reference: "CPSS-C8592", last_name: "Alaoui" })),
      ])
      .execute();
    await before
      .insertInto("submissions")
      .values([
        submissionRow(1, { reference: "ABS-K7M2Q" }),
        submissionRow(2, { reference: "ABS-9WXYZ" }),
      ])
      .execute();
    for (const q of REGISTRATION_SEARCHES)
      expect(await references("registrations", q), q).toEqual([]);

    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();
    for (const q of REGISTRATION_SEARCHES) {
      expect(await references("registrations", q), q).toEqual(["CPSS-T3P5W"]);
    }
    for (const q of SUBMISSION_SEARCHES) {
      expect(await references("submissions", q), q).toEqual(["ABS-K7M2Q"]);
    }
    // The names are still searched, and a reference's words must all be in the same row.
    expect(await references("registrations", "benali")).toEqual(["CPSS-T3P5W"]);
    expect(await references("registrations", "t3p5w alaoui")).toEqual([]);
    expect(await references("registrations", "CPSS")).toHaveLength(2);
    expect(
      (await listPage(harness.database.db, "registrations", { page: 1, per_page: 10, q: "" }))
        .total,
    ).toBe(2);
  });

  it("finds a row written after it by its reference (the triggers derive it)", async () => {
    await insertRows(harness.database.db, "registrations", [
      registrationRow(3, { reference: "CPSS-H4NRD" }),
    ]);
    expect(await references("registrations", "cpssh4nrd")).toEqual(["CPSS-H4NRD"]);
    expect(
      (await listPage(harness.database.db, "registrations", { page: 1, per_page: 10, q: "" }))
        .total,
    ).toBe(3);
  });

  it("goes down and up again", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await references("registrations", "t3p5w")).toEqual([]);
    expect(await references("registrations", "benali")).toEqual(["CPSS-T3P5W"]);
    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();
    expect(await references("registrations", "T3P5W")).toEqual(["CPSS-T3P5W"]);
  });
});
