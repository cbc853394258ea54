import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const BEFORE = "2025-11-25-review-revision";
const MIGRATION = "2025-11-26-delegate-space";

describe.each(DATABASE_ENGINES)(
  "the 2025-11-26 delegate-space migration on $engine",
  ({ create }) => {
    const harness = migrationHarness(create);
    const raw = () => harness.database.db as unknown as Kysely<any>;

    it("names the existing audit lines staff's, refuses another kind of actor, and goes down again", async () => {
      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const line = {
        created_at: "2025-11-20T00:00:00.000Z",
        actor_id: null,
        actor_email: "direction@example.ma",
        action: "registration.update",
        entity_type: "registration",
        entity_id: 1,
      };
      await raw().insertInto("audit_log").values(line).execute();
      expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
      expect(
        await raw().selectFrom("audit_log").select(["actor_email", "actor_kind"]).execute(),
      ).toEqual([{ actor_email: "direction@example.ma", actor_kind: "staff" }]);
      await raw()
        .insertInto("audit_log")
        .values({ ...line, actor_email: "amina@example.ma", actor_kind: "delegate" })
        .execute();
      await expect(
        raw()
          .insertInto("audit_log")
          .values({ ...line, actor_kind: "robot" })
          .execute(),
      ).rejects.toThrow();
      await expect(
        raw()
          .insertInto("delegate_sessions")
          .values({ token_hash: "h", email: "a@example.ma", created_at: "x", last_seen_at: "x" })
          .execute(),
      ).resolves.toBeDefined();
      await expect(
        raw()
          .insertInto("delegate_sessions")
          .values({ token_hash: "h", email: "b@example.ma", created_at: "x", last_seen_at: "x" })
          .execute(),
      ).rejects.toThrow();

      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const columns = (await raw().introspection.getTables()).find(
        (t) => t.name === "audit_log",
      )?.columns;
      expect(columns?.map((c) => c.name)).not.toContain("actor_kind");
      const tables = (await raw().introspection.getTables()).map((t) => t.name);
      expect(tables).not.toContain("delegate_sessions");
      expect(tables).not.toContain("space_links");
      expect(tables).not.toContain("delegate_agendas");
    });
  },
);
