import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-10-20-audit-search";
const now = () => new Date().toISOString();

describe.each(DATABASE_ENGINES)("the languages migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);

  const languages = async () =>
    Promise.all(
      (["registrations", "submissions", "contact_messages"] as const).map(async (table) =>
        (await harness.database.db.selectFrom(table).select("language").execute()).map(
          (row) => row.language,
        ),
      ),
    );

  it("marks every earlier registration, submission and message as French", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    // Rows of a deployment from before languages (the tables as the earlier migrations left them).
    const before = harness.database.db as unknown as Kysely<any>;
    const person = { first_name: "Amina", last_name: "Benali", phone: "", created_at: now() };
    await before
      .insertInto("registrations")
      .values({
        ...person,
        reference: "CPSS-AAAAA",
        email: "a@example.ma",
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
        amount_due_centimes: 100_000,
      })
      .execute();
    await before
      .insertInto("submissions")
      .values({
        ...person,
        reference: "ABS-AAAAA",
        email: "s@example.ma",
        institution: "CHU",
        department: "",
        country: "Maroc",
        submission_type: "oral",
        category: "prevention",
        title: "Titre",
        abstract: "Résumé",
        keywords: "",
        has_conflict_of_interest: 0,
        conflict_description: "",
        accepts_terms: 1,
        accepts_review: 1,
      })
      .execute();
    await before
      .insertInto("contact_messages")
      .values({
        ...person,
        email: "c@example.ma",
        institution: "",
        subject: "Demande d'information",
        message: "Bonjour",
      })
      .execute();

    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();
    expect(await languages()).toEqual([["fr"], ["fr"], ["fr"]]);
  });

  it("goes down and up again, keeping the rows", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await expect(
      harness.database.db.selectFrom("registrations").select("language").execute(),
    ).rejects.toThrow();
    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();
    expect(await languages()).toEqual([["fr"], ["fr"], ["fr"]]);
  });
});
