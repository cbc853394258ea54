import seed from "@congres/shared/programme-seed";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { draftProgramme } from "../../modules/programme/programme-repository.ts";
import { sameProgramme } from "../../modules/programme/programme-state.ts";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import type { Db } from "../connection.ts";

const BEFORE = "2025-11-18-mailings";
const MIGRATION = "2025-11-19-programme";

describe.each(DATABASE_ENGINES)("the 2025-11-19 programme migration on $engine", ({ create }) => {
  const harness = migrationHarness(create);
  const raw = () => harness.database.db as unknown as Kysely<any>;

  it("loads the content files' programme as the draft and as published version 1, ids kept", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();

    const versions = await raw().selectFrom("programme_versions").selectAll().execute();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      published_by: null,
      published_at: "2025-11-19T00:00:00.000Z",
    });
    expect(JSON.parse(versions[0]?.snapshot)).toEqual(seed);

    // Today's code reads today's tables: the later migrations keep what this one loaded.
    expect((await harness.migrator.migrateToLatest()).error).toBeUndefined();
    const draft = await draftProgramme(harness.database.db as Db);
    expect(draft.days.map((day) => day.date)).toEqual(["2025-10-30", "2025-10-31", "2025-11-01"]);
    expect(draft.rooms).toHaveLength(6);
    expect(draft.sessions.map((session) => session.id)).toEqual(
      seed.sessions.map((session) => session.id),
    );
    // The draft read back from the tables is the published version: nothing to publish yet.
    expect(sameProgramme(draft, seed as Parameters<typeof sameProgramme>[0])).toBe(true);
    const gala = await raw()
      .selectFrom("programme_sessions")
      .select(["ends_at", "kind"])
      .where("id", "=", "2025-10-31-2000-gala")
      .executeTakeFirstOrThrow();
    expect(gala).toEqual({ ends_at: null, kind: "break" });

    // One room per French name; a session's items go with it.
    await expect(
      raw()
        .insertInto("programme_rooms")
        .values({ name: "Salle JAY", names: '{"fr":"Salle JAY"}', position: 9 })
        .execute(),
    ).rejects.toThrow();
    const items = () =>
      raw()
        .selectFrom("programme_items")
        .select("id")
        .where("session_id", "=", "2025-10-30-1100-jay")
        .execute();
    expect(await items()).toHaveLength(2);
    await raw().deleteFrom("programme_sessions").where("id", "=", "2025-10-30-1100-jay").execute();
    expect(await items()).toEqual([]);
  });

  it("goes down again: the programme's tables gone", async () => {
    expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
    for (const table of [
      "programme_versions",
      "programme_items",
      "programme_sessions",
      "programme_rooms",
      "programme_days",
    ]) {
      await expect(raw().selectFrom(table).selectAll().execute()).rejects.toThrow();
    }
  });
});
