import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-12-staff-roles";
const MIGRATION = "2025-11-15-two-factor";

describe.each(DATABASE_ENGINES)("the 2025-11-15 two-factor migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);
  const raw = () => harness.database.db as unknown as Kysely<any>;

  it("gives open sessions a random public id and keeps them signed in; accounts start without 2FA", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const { id } = await raw()
      .insertInto("users")
      .values({
        name: "Ancienne",
        email: "ancienne@example.ma",
        password_hash: "x",
        created_at: "2025-11-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const session = {
      user_id: id,
      created_at: "2025-11-14T08:00:00.000Z",
      last_seen_at: "2025-11-14T08:00:00.000Z",
      expires_at: "2025-11-14T20:00:00.000Z",
    };
    await raw()
      .insertInto("sessions")
      .values([
        { token_hash: "a".repeat(64), ...session },
        { token_hash: "b".repeat(64), ...session },
      ])
      .execute();

    expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const sessions = await harness.database.db
      .selectFrom("sessions")
      .select(["token_hash", "public_id", "stage", "user_agent"])
      .orderBy("token_hash")
      .execute();
    expect(sessions.map((row) => [row.stage, row.user_agent])).toEqual([
      ["full", null],
      ["full", null],
    ]);
    const ids = sessions.map((row) => row.public_id);
    expect(new Set(ids).size).toBe(2);
    for (const [index, publicId] of ids.entries()) {
      expect(publicId).toMatch(/^[0-9a-f]{32}$/);
      expect(publicId).not.toBe(sessions[index]?.token_hash);
    }
    const user = await harness.database.db
      .selectFrom("users")
      .select(["two_factor_secret", "two_factor_enabled_at", "two_factor_last_step"])
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      two_factor_secret: null,
      two_factor_enabled_at: null,
      two_factor_last_step: null,
    });
    await expect(
      raw().updateTable("sessions").set({ stage: "a-moitie" }).execute(),
    ).rejects.toThrow();
  });

  it("goes down again: the sessions and the account kept, the new columns and table gone", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const sessions = await raw().selectFrom("sessions").selectAll().execute();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).not.toHaveProperty("public_id");
    const users = await raw().selectFrom("users").selectAll().execute();
    expect(users[0]).not.toHaveProperty("two_factor_secret");
    await expect(
      raw().selectFrom("two_factor_recovery_codes").selectAll().execute(),
    ).rejects.toThrow();
  });
});
