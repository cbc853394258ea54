import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const registration = {
  reference: "CPSS-MIGR1",
  first_name: "Amina",
  last_name: "Benali",
  email: "amina@example.ma",
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
  created_at: "2025-10-01T10:00:00.000Z",
  amount_due_centimes: 100_000,
};

const receipt = (registrationId: number | null, number: string, sequence: number) => ({
  number,
  year: 2025,
  sequence,
  registration_id: registrationId,
  reference: "CPSS-MIGR1",
  delegate_name: "Dr Amina Benali",
  delegate_email: "amina@example.ma",
  amount_centimes: 100_000,
  paid_on: "2025-10-05",
  issued_at: "2025-10-06T09:30:00.000Z",
});

describe.each(DATABASE_ENGINES)("the receipts migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);

  it("keeps queued mails without attachments, and receipts unique and outliving their registration", async () => {
    await harness.migrator.migrateTo("2025-10-20-audit-search");
    const before = harness.database.db as unknown as Kysely<any>;
    const { id } = await before
      .insertInto("registrations")
      .values(registration)
      .returning("id")
      .executeTakeFirstOrThrow();
    await before
      .insertInto("outbox")
      .values({
        message_id: "<m1@example.ma>",
        kind: "registration_confirmation",
        to_address: "amina@example.ma",
        to_name: "Amina Benali",
        subject: "Confirmation",
        html_body: "<p>x</p>",
        text_body: "x",
        entity_type: "registration",
        entity_id: id,
        next_attempt_at: "2025-10-01T10:00:00.000Z",
        created_at: "2025-10-01T10:00:00.000Z",
      })
      .execute();
    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();

    const mails = await harness.database.db
      .selectFrom("outbox")
      .select(["kind", "attachments"])
      .execute();
    expect(mails).toEqual([{ kind: "registration_confirmation", attachments: null }]);

    await harness.database.db
      .insertInto("receipts")
      .values(receipt(id, "2025-0001", 1))
      .execute();
    await expect(
      harness.database.db
        .insertInto("receipts")
        .values(receipt(id, "2025-0001", 2))
        .execute(),
    ).rejects.toThrow();
    await expect(
      harness.database.db
        .insertInto("receipts")
        .values(receipt(id, "2025-0002", 1))
        .execute(),
    ).rejects.toThrow();

    await harness.database.db.deleteFrom("registrations").where("id", "=", id).execute();
    const kept = await harness.database.db
      .selectFrom("receipts")
      .select(["number", "registration_id"])
      .execute();
    expect(kept).toEqual([{ number: "2025-0001", registration_id: null }]);
  });

  it("can be rolled back", async () => {
    expect((await harness.migrator.migrateTo("2025-10-20-audit-search")).error).toBeUndefined();
    const tables = (await harness.database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("receipts");
    expect(tables).not.toContain("receipt_counters");
    const outbox = (await harness.database.db.introspection.getTables()).find(
      (t) => t.name === "outbox",
    );
    expect(outbox?.columns.map((column) => column.name)).not.toContain("attachments");
  });
});
