import { describe, expect, it } from "vitest";
import { databaseHarness } from "../../testing/app-harness.ts";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { ensureFirstAdmin } from "./first-admin-workflow.ts";
import { verifyPassword } from "./passwords.ts";

const usersOf = (database: TestDatabase) =>
  database.db.selectFrom("users").select(["email", "password_hash"]).execute();

describe.each(DATABASE_ENGINES)("first admin on $engine", ({ create }) => {
  const harness = databaseHarness(create);

  it("refuses clearly when only one of ADMIN_EMAIL and ADMIN_PASSWORD is set", async () => {
    await expect(
      ensureFirstAdmin(harness.database.db, {
        adminEmail: "a@example.ma",
        adminPassword: undefined,
      }),
    ).rejects.toThrow(/ADMIN_EMAIL et ADMIN_PASSWORD doivent être définis ensemble/);
    await expect(
      ensureFirstAdmin(harness.database.db, { adminEmail: undefined, adminPassword: "0123456789" }),
    ).rejects.toThrow(/ensemble/);
    expect(await usersOf(harness.database)).toEqual([]);
  });

  it("generates a strong password when neither is set, once", async () => {
    const outcome = await ensureFirstAdmin(harness.database.db, {
      adminEmail: undefined,
      adminPassword: undefined,
    });
    if (outcome.kind !== "generated") throw new Error(`unexpected ${outcome.kind}`);
    expect(outcome.password.length).toBeGreaterThanOrEqual(20);
    const [user] = await usersOf(harness.database);
    expect(user?.email).toBe(outcome.email);
    expect(await verifyPassword(user?.password_hash, outcome.password)).toBe(true);
    const again = await ensureFirstAdmin(harness.database.db, {
      adminEmail: "b@example.ma",
      adminPassword: "0123456789",
    });
    expect(again).toEqual({ kind: "exists" });
    expect(await usersOf(harness.database)).toHaveLength(1);
  });

  it("creates the configured admin on an empty database", async () => {
    await harness.database.db.deleteFrom("users").execute();
    const outcome = await ensureFirstAdmin(harness.database.db, {
      adminEmail: "Direction@Example.ma",
      adminPassword: "mot-de-passe-du-congres",
    });
    expect(outcome).toEqual({ kind: "created", email: "direction@example.ma" });
    const [user] = await usersOf(harness.database);
    expect(user?.email).toBe("direction@example.ma");
    expect(await verifyPassword(user?.password_hash, "mot-de-passe-du-congres")).toBe(true);
  });

  it("two servers starting at once on an empty database: one admin, no crash", async () => {
    await harness.database.db.deleteFrom("users").execute();
    const other = harness.database.connectAgain();
    const env = { adminEmail: "direction@example.ma", adminPassword: "mot-de-passe-du-congres" };
    try {
      const outcomes = await Promise.all([
        ensureFirstAdmin(harness.database.db, env),
        ensureFirstAdmin(other, env),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["created", "exists"]);
    } finally {
      await other.destroy();
    }
    expect((await usersOf(harness.database)).map((user) => user.email)).toEqual([
      "direction@example.ma",
    ]);
  });
});
