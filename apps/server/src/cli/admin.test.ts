import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../modules/staff/passwords.ts";
import { createSession } from "../modules/staff/session-store.ts";
import { runAdminCli } from "../testing/admin-cli.ts";
import { createAdmin } from "../testing/admin-session.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("npm run admin -- create on $engine", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await migratedDatabase(create);
  });
  afterAll(async () => {
    await database.drop();
  });

  // Each run is a Node process loading TypeScript: seconds on a busy machine.
  it("two simultaneous creations with one e-mail: one account, one clear refusal", {
    timeout: 60_000,
  }, async () => {
    const args = ["create", "--email", "Comite@Example.ma", "--password", "un-mot-de-passe-long"];
    const runs = await Promise.all([1, 2].map(() => runAdminCli(database.config, args)));
    const created = runs.filter((run) => run.code === 0);
    const refused = runs.filter((run) => run.code === 1);
    expect(created.map((run) => run.output)).toEqual([
      expect.stringMatching(/^Administrateur #\d+ créé : comite@example\.ma\n$/),
    ]);
    expect(refused.map((run) => run.output)).toEqual([
      "Un administrateur utilise déjà l'email comite@example.ma.\n",
    ]);
    const rows = await database.db.selectFrom("users").select("email").execute();
    expect(rows).toEqual([{ email: "comite@example.ma" }]);
  });
});

describe.each(DATABASE_ENGINES)("npm run admin -- reset-password on $engine", ({ create }) => {
  let database: TestDatabase;
  let adminId: number;
  const EMAIL = "oubli@example.ma";
  const stored = () =>
    database.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", adminId)
      .executeTakeFirstOrThrow();
  beforeAll(async () => {
    database = await migratedDatabase(create);
    adminId = await createAdmin(database.db, EMAIL);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("refuses an unknown e-mail or a short password and changes nothing", {
    timeout: 60_000,
  }, async () => {
    const before = await stored();
    const [unknown, short] = await Promise.all([
      runAdminCli(database.config, ["reset-password", "personne@example.ma"]),
      runAdminCli(database.config, ["reset-password", EMAIL, "--password", "court"]),
    ]);
    expect(unknown).toEqual({
      code: 1,
      output: "Aucun administrateur n'a l'email personne@example.ma.\n",
    });
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/^Le mot de passe doit contenir au moins 10 caractères\n/);
    expect(await stored()).toEqual(before);
    expect(await database.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });

  it("sets the given password, ends the account's sessions and audits the reset", {
    timeout: 60_000,
  }, async () => {
    await createSession(database.db, adminId);
    await createSession(database.db, adminId);
    const run = await runAdminCli(database.config, [
      "reset-password",
      "Oubli@Example.ma",
      "--password",
      "un-mot-de-passe-neuf",
    ]);
    expect(run).toEqual({
      code: 0,
      output: "Mot de passe de oubli@example.ma réinitialisé ; sessions fermées : 2.\n",
    });
    expect(await verifyPassword((await stored()).password_hash, "un-mot-de-passe-neuf")).toBe(true);
    expect(await database.db.selectFrom("sessions").selectAll().execute()).toEqual([]);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["actor_id", "actor_email", "action", "entity_type", "entity_id", "entity_reference"])
      .execute();
    expect(audit).toEqual([
      {
        actor_id: null,
        actor_email: "ligne de commande",
        action: "user.password.reset",
        entity_type: "user",
        entity_id: adminId,
        entity_reference: EMAIL,
      },
    ]);
  });

  it("without --password, prints a generated one once, and it is the one stored", {
    timeout: 60_000,
  }, async () => {
    const run = await runAdminCli(database.config, ["reset-password", EMAIL]);
    expect(run.code).toBe(0);
    const printed = /Mot de passe \(affiché une seule fois\) : (\S+)\n$/.exec(run.output)?.[1];
    expect(printed).toHaveLength(24);
    expect(await verifyPassword((await stored()).password_hash, printed ?? "")).toBe(true);
    expect(await verifyPassword((await stored()).password_hash, "un-mot-de-passe-neuf")).toBe(
      false,
    );
  });
});
