import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-12-staff-roles";
const MIGRATION = "2025-11-14-invitations-and-device-cookies";

describe.each(DATABASE_ENGINES)("the 2025-11-14 invitations migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);

  it("keeps existing accounts and attempts, adds the links, the device key, and takes them away", async () => {
    const db = harness.database.db;
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const { id } = await db
      .insertInto("users")
      .values({
        name: "Salma",
        email: "salma@example.ma",
        password_hash: "h",
        created_at: "2025-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("login_attempts")
      .values({ throttle_key: "a|b", account_key: "a", attempted_at: "2025-01-01T00:00:00.000Z" })
      .execute();
    expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();

    expect(await db.selectFrom("users").select(["id", "invitation_pending"]).execute()).toEqual([
      { id, invitation_pending: 0 },
    ]);
    expect(await db.selectFrom("login_attempts").select("device").execute()).toEqual([
      { device: null },
    ]);
    const keys = await db.selectFrom("server_keys").select(["name", "value"]).execute();
    expect(keys).toEqual([
      { name: "device_cookie", value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    ]);
    const link = {
      user_id: id,
      purpose: "invitation",
      token_hash: "f".repeat(64),
      created_at: "2025-01-01T00:00:00.000Z",
      expires_at: "2025-01-04T00:00:00.000Z",
    } as const;
    await db.insertInto("account_links").values(link).execute();
    // One live link per account, of a known purpose.
    await expect(
      db
        .insertInto("account_links")
        .values({ ...link, token_hash: "e".repeat(64) })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("account_links")
        .values({ ...link, purpose: "autre" as never, user_id: id + 1 })
        .execute(),
    ).rejects.toThrow();
    // Deleting the account deletes its link.
    await db.deleteFrom("users").where("id", "=", id).execute();
    expect(await db.selectFrom("account_links").selectAll().execute()).toEqual([]);

    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const columns = await db.introspection.getTables();
    expect(columns.map((table) => table.name)).not.toContain("account_links");
    expect(columns.map((table) => table.name)).not.toContain("server_keys");
    const users = columns.find((table) => table.name === "users");
    expect(users?.columns.map((column) => column.name)).not.toContain("invitation_pending");
  });
});
