import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRegistrationRows } from "../../testing/registration-rows.ts";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { isUniqueViolation } from "../errors.ts";
import { migrations } from "../migrate.ts";

describe.each(DATABASE_ENGINES)("the bank statements migration on $engine", ({ create }) => {
  let database: TestDatabase;
  const migrator = () =>
    new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  beforeAll(async () => {
    database = await create();
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
  afterAll(() => database.drop());

  const line = (importId: number, registrationId: number | null) => ({
    import_id: importId,
    checksum: "c0ffee",
    line_number: 6,
    booked_on: "2025-10-01",
    amount_centimes: 100_000,
    label: "VIR CPSS-7KQ2M",
    payer: "",
    registration_id: registrationId,
    registration_reference: "CPSS-7KQ2M",
  });

  it("records a line once, and keeps it when its registration is deleted", async () => {
    const [registrationId] = await insertRegistrationRows(database.db, [
      { reference: "CPSS-7KQ2M" },
    ]);
    const { id: importId } = await database.db
      .insertInto("bank_imports")
      .values({
        created_at: "2025-10-12T09:30:00.000Z",
        actor_id: 1,
        actor_email: "tresorerie@example.ma",
        file_name: "releve.csv",
        line_count: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("bank_import_lines")
      .values(line(importId, registrationId ?? null))
      .execute();
    const again = database.db
      .insertInto("bank_import_lines")
      .values(line(importId, null))
      .execute();
    await expect(again).rejects.toSatisfy(isUniqueViolation);

    await database.db
      .deleteFrom("registrations")
      .where("id", "=", registrationId ?? 0)
      .execute();
    expect(
      await database.db
        .selectFrom("bank_import_lines")
        .select(["registration_id", "registration_reference"])
        .execute(),
    ).toEqual([{ registration_id: null, registration_reference: "CPSS-7KQ2M" }]);
  });

  it("goes down and up again", async () => {
    // Down to the migration before this one: later migrations are undone with it.
    expect((await migrator().migrateTo("2025-10-20-audit-search")).error).toBeUndefined();
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("bank_import_lines");
    expect(tables).not.toContain("bank_imports");
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    expect(await database.db.selectFrom("bank_import_lines").selectAll().execute()).toEqual([]);
  });
});
