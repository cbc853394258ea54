import { type Kysely, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { migrations } from "../migrate.ts";

const row = (n: number, participation_type: string) => ({
  reference: `CPSS-T${String(n).padStart(4, "2")}`,
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
  participation_type,
  emergency_contact: "Contact",
  emergency_phone: "+212 600 000 001",
  accommodation_needed: 0,
  dietary_restrictions: "",
  terms_accepted: 1,
  created_at: new Date().toISOString(),
});

describe.each(DATABASE_ENGINES)("the registration payments migration on $engine", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.drop());

  it("gives every existing registration its amount due, waiting for payment", async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    await migrator.migrateTo("2025-09-01-login-attempts-reservation");
    // Rows of a deployment from before payments (the table as the earlier migrations left it).
    const before = database.db as unknown as Kysely<any>;
    const types = ["professionnel", "etudiant", "sexologue", "chercheur", "autre", "etudiant"];
    for (const [n, type] of types.entries()) {
      await before.insertInto("registrations").values(row(n, type)).execute();
    }
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const rows = await database.db
      .selectFrom("registrations")
      .select([
        "participation_type",
        "amount_due_centimes",
        "payment_status",
        "amount_received_centimes",
        "paid_at",
        "bank_label",
        "staff_note",
      ])
      .orderBy("id")
      .execute();
    expect(rows).toEqual(
      types.map((participation_type) => ({
        participation_type,
        amount_due_centimes: participation_type === "etudiant" ? 50_000 : 100_000,
        payment_status: "en_attente",
        amount_received_centimes: 0,
        paid_at: null,
        bank_label: "",
        staff_note: "",
      })),
    );
  });

  it("goes down and up again", async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { count } = await database.db
      .selectFrom("registrations")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("amount_due_centimes", "=", 50_000)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(2);
  });
});
