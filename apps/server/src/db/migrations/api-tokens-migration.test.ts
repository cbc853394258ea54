import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-28-visa-letters-and-verification";
const MIGRATION = "2025-12-03-api-tokens";

describe.each(DATABASE_ENGINES)("the 2025-12-03 API tokens migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);
  const raw = () => harness.database.db as unknown as Kysely<any>;
  const line = (actor_email: string, actor_kind: string) => ({
    created_at: "2025-11-20T00:00:00.000Z",
    actor_id: null,
    actor_email,
    actor_kind,
    action: "registration.update",
    entity_type: "registration",
    entity_id: 1,
  });
  const actors = () =>
    raw().selectFrom("audit_log").select(["actor_email", "actor_kind"]).orderBy("id").execute();

  it("keeps each line's actor kind, accepts token actors, refuses others, and goes down again", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await raw()
      .insertInto("audit_log")
      .values([line("direction@example.ma", "staff"), line("amina@example.ma", "delegate")])
      .execute();
    expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(await actors()).toEqual([
      { actor_email: "direction@example.ma", actor_kind: "staff" },
      { actor_email: "amina@example.ma", actor_kind: "delegate" },
    ]);
    await raw().insertInto("audit_log").values(line("Jeton API « Tableur »", "token")).execute();
    await expect(
      raw().insertInto("audit_log").values(line("x", "robot")).execute(),
    ).rejects.toThrow();
    const { actor_email: _, actor_kind: __, ...defaulted } = line("direction@example.ma", "staff");
    await raw()
      .insertInto("audit_log")
      .values({ ...defaulted, actor_email: "sans-genre@example.ma" })
      .execute();
    expect((await actors()).at(-1)).toEqual({
      actor_email: "sans-genre@example.ma",
      actor_kind: "staff",
    });
    // The Journal's search still finds the lines written after the column was made anew.
    expect(
      await raw()
        .selectFrom("audit_log")
        .select("actor_email")
        .where("search_text", "like", "%tableur%")
        .execute(),
    ).toHaveLength(1);

    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await actors()).toEqual([
      { actor_email: "direction@example.ma", actor_kind: "staff" },
      { actor_email: "amina@example.ma", actor_kind: "delegate" },
      { actor_email: "sans-genre@example.ma", actor_kind: "staff" },
    ]);
    await expect(
      raw().insertInto("audit_log").values(line("x", "token")).execute(),
    ).rejects.toThrow();
    const tables = (await raw().introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain("api_tokens");
  });
});
