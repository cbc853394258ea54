import { isReference } from "@congres/shared";
import { type Kysely, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { migrations } from "../migrate.ts";

const row = (n: number) => ({
  first_name: `Prénom${n}`,
  last_name: "Nom",
  email: `p${n}@example.ma`,
  phone: "+212 600 000 000",
  title: "dr",
  specialty: "Sexologie",
  institution: "CHU",
  address: "1 rue",
  city: "Rabat",
  country: "Maroc",
  participation_type: "professionnel",
  emergency_contact: "Contact",
  emergency_phone: "+212 600 000 001",
  accommodation_needed: 0,
  dietary_restrictions: "",
  terms_accepted: 1,
  created_at: new Date().toISOString(),
});

describe.each(DATABASE_ENGINES)("the references migration on $engine", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.drop());

  it("gives every existing registration a unique reference and refuses a repeat", async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    await migrator.migrateTo("2025-07-01-admin-search-and-login-attempts");
    // The rows of a deployment from before references (the table as that migration left it).
    const before = database.db as unknown as Kysely<any>;
    for (let n = 0; n < 50; n++) {
      await before.insertInto("registrations").values(row(n)).execute();
    }
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const references = await database.db.selectFrom("registrations").select("reference").execute();
    expect(references).toHaveLength(50);
    expect(references.every(({ reference }) => isReference(reference, "CPSS"))).toBe(true);
    expect(new Set(references.map(({ reference }) => reference)).size).toBe(50);
    await expect(
      database.db
        .insertInto("registrations")
        .values({
          ...row(99),
          reference: references[0]?.reference ?? "",
          amount_due_centimes: 100_000,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
