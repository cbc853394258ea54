import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/connection.ts";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { storedRows } from "../../testing/stored-rows.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** From now on, the database itself refuses to store the audit lines of account changes. */
async function refuseAccountAudit(db: Db, engine: string) {
  if (engine === "SQLite") {
    await sql`create trigger refuse_account_audit before insert on audit_log
      when new.action like 'user.%' begin select raise(abort, 'audit refusé'); end`.execute(db);
    return;
  }
  await sql`create function refuse_account_audit() returns trigger language plpgsql as $$
    begin if new.action like 'user.%' then raise exception 'audit refusé'; end if; return new; end
    $$`.execute(db);
  await sql`create trigger refuse_account_audit before insert on audit_log
    for each row execute function refuse_account_audit()`.execute(db);
}

async function acceptAccountAudit(db: Db, engine: string) {
  if (engine === "SQLite") {
    await sql`drop trigger refuse_account_audit`.execute(db);
    return;
  }
  await sql`drop trigger refuse_account_audit on audit_log`.execute(db);
  await sql`drop function refuse_account_audit()`.execute(db);
}

describe.each(DATABASE_ENGINES)(
  "account changes and their audit lines on $engine",
  ({ engine, create }) => {
    const harness = appHarness(create);
    const admin = signedInAdmin(harness, "moi@example.ma");
    const newAdmin = {
      name: "Leïla Haddad",
      email: "leila@example.ma",
      password: "un-mot-de-passe-long",
    };
    const usersNamed = (email: string) =>
      storedRows(harness.database.db, "users", { email }, ["id"]);
    const auditLines = (action: string) =>
      auditLinesOf(harness.database.db, action, ["entity_reference"]);

    it("creates an admin with its audit line, or neither", async () => {
      await refuseAccountAudit(harness.database.db, engine);
      const refused = await admin("POST", "/api/admin/users", newAdmin);
      expect(refused.statusCode).toBe(500);
      expect(await usersNamed(newAdmin.email)).toEqual([]);

      await acceptAccountAudit(harness.database.db, engine);
      const created = await admin("POST", "/api/admin/users", newAdmin);
      expect(created.statusCode).toBe(201);
      expect(await usersNamed(newAdmin.email)).toHaveLength(1);
      expect(await auditLines("user.create")).toEqual([{ entity_reference: newAdmin.email }]);
    });

    it("deletes an admin with its audit line, or neither", async () => {
      const [other] = await usersNamed(newAdmin.email);
      await refuseAccountAudit(harness.database.db, engine);
      const refused = await admin("DELETE", `/api/admin/users/${other?.id}`);
      expect(refused.statusCode).toBe(500);
      expect(await usersNamed(newAdmin.email)).toHaveLength(1);

      await acceptAccountAudit(harness.database.db, engine);
      const deleted = await admin("DELETE", `/api/admin/users/${other?.id}`);
      expect(deleted.statusCode).toBe(204);
      expect(await usersNamed(newAdmin.email)).toEqual([]);
      expect(await auditLines("user.delete")).toEqual([{ entity_reference: newAdmin.email }]);
    });
  },
);
