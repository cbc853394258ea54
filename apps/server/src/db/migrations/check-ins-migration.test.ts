import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-15-two-factor";
const MIGRATION = "2025-11-17-check-ins";

describe.each(DATABASE_ENGINES)("the 2025-11-17 check-ins migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);
  const raw = () => harness.database.db as unknown as Kysely<any>;
  const checkIn = (scan: string, day: string, undone: string | null = null) => ({
    registration_id: 1,
    day,
    checked_in_at: `${day}T08:00:00.000Z`,
    received_at: `${day}T08:00:00.000Z`,
    actor_email: "accueil@example.ma",
    scan_id: scan,
    undone_at: undone,
  });

  it("keeps one live check-in per person and day, each scan id once, and follows the registration", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await raw()
      .insertInto("registrations")
      .values({
        id: 1,
        reference: "CPSS-AAAAA",
        first_name: "Amina",
        last_name: "Alaoui",
        email: "amina@example.ma",
        phone: "+212 600 000 001",
        title: "dr",
        specialty: "",
        institution: "",
        address: "",
        city: "",
        country: "Maroc",
        participation_type: "professionnel",
        accommodation_needed: 0,
        dietary_restrictions: "",
        emergency_contact: "",
        emergency_phone: "",
        terms_accepted: 1,
        created_at: "2025-10-01T08:00:00.000Z",
        amount_due_centimes: 100_000,
      })
      .execute();
    expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();

    await raw().insertInto("check_ins").values(checkIn("scan-0001", "2025-10-30")).execute();
    // The same person the same day: refused while the first is live…
    await expect(
      raw().insertInto("check_ins").values(checkIn("scan-0002", "2025-10-30")).execute(),
    ).rejects.toThrow();
    // …the same scan id, any day: refused.
    await expect(
      raw().insertInto("check_ins").values(checkIn("scan-0001", "2025-10-31")).execute(),
    ).rejects.toThrow();
    await raw().insertInto("check_ins").values(checkIn("scan-0003", "2025-10-31")).execute();
    // Undone, the day's row leaves room for a new scan.
    await raw()
      .updateTable("check_ins")
      .set({ undone_at: "2025-10-30T08:01:00.000Z" })
      .where("scan_id", "=", "scan-0001")
      .execute();
    await raw().insertInto("check_ins").values(checkIn("scan-0004", "2025-10-30")).execute();
    const rows = await raw().selectFrom("check_ins").select(["scan_id", "device"]).execute();
    expect(rows.map((row) => row.device)).toEqual(["", "", ""]);

    await raw().deleteFrom("registrations").where("id", "=", 1).execute();
    expect(await raw().selectFrom("check_ins").selectAll().execute()).toEqual([]);
  });

  it("goes down again: the table gone", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await expect(raw().selectFrom("check_ins").selectAll().execute()).rejects.toThrow();
  });
});
