import type { StaffRole } from "@congres/shared";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UNAUTHENTICATED_MESSAGE } from "../../plugins/session.ts";
import { asAdmin, preparedWrite, signIn, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { type TestApp, testApp } from "../../testing/test-app.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";
import { changeAccountKeepingAnAdmin, deleteUserKeepingOne } from "./account-change-workflow.ts";
import { hashPassword } from "./passwords.ts";
import { createSession } from "./session-store.ts";
import { userMessages } from "./user-admin-routes.ts";
import { insertUser } from "./user-repository.ts";

const ROUNDS = 12;

const answerOf = (response: LightMyRequestResponse | undefined) => ({
  statusCode: response?.statusCode,
  message: response?.json().message,
});

describe.each(DATABASE_ENGINES)("staff accounts' roles on $engine", ({ create }) => {
  let database: TestDatabase;
  let secondConnection: TestDatabase["db"];
  // Two apps on two connections (pools), as two server processes on one database.
  let apps: [TestApp, TestApp];
  let passwordHash: string;
  const account = (email: string, role?: StaffRole) =>
    insertUser(database.db, { name: email.split("@")[0] ?? email, email, passwordHash, role });
  const rolesStored = async () =>
    Object.fromEntries(
      (await database.db.selectFrom("users").select(["email", "role"]).execute()).map((row) => [
        row.email,
        row.role,
      ]),
    );
  /** "Ajouter un admin" as the signed-in admin sends it, with a role or without. */
  const addAccount = (session: string, name: string, role?: string) =>
    asAdmin(apps[0], session, "POST", "/api/admin/users", {
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}@example.ma`,
      password: "un-mot-de-passe-long",
      ...(role === undefined ? {} : { role }),
    });
  const admins = async () => Object.values(await rolesStored()).filter((r) => r === "admin");

  beforeAll(async () => {
    database = await migratedDatabase(create);
    secondConnection = database.connectAgain();
    apps = [await testApp(database.db), await testApp(secondConnection)];
    passwordHash = await hashPassword(TEST_PASSWORD);
  });
  beforeEach(async () => {
    await database.db.deleteFrom("audit_log").execute();
    await database.db.deleteFrom("users").execute();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await secondConnection.destroy();
    await database.drop();
  });

  it("creates an account with the role asked, an admin without one; lists each role", async () => {
    await account("chef@example.ma");
    const session = await signIn(apps[0], "chef@example.ma");
    const desk = await addAccount(session, "Nadia Accueil", "desk");
    expect(desk.statusCode).toBe(201);
    expect(desk.json()).toMatchObject({ email: "nadia@example.ma", role: "desk" });
    const plain = await addAccount(session, "Samir Sans Rôle");
    expect(plain.json()).toMatchObject({ email: "samir@example.ma", role: "admin" });
    expect(await rolesStored()).toEqual({
      "chef@example.ma": "admin",
      "nadia@example.ma": "desk",
      "samir@example.ma": "admin",
    });
    const listed = (await asAdmin(apps[0], session, "GET", "/api/admin/users")).json();
    expect(
      listed.data.map((user: { email: string; role: string }) => [user.email, user.role]),
    ).toEqual([
      ["samir@example.ma", "admin"],
      ["nadia@example.ma", "desk"],
      ["chef@example.ma", "admin"],
    ]);
  });

  it("refuses an unknown role in French, on creation and on change, and writes nothing", async () => {
    const chef = await account("chef@example.ma");
    const session = await signIn(apps[0], "chef@example.ma");
    const created = await addAccount(session, "Roi", "superadmin");
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual({
      message: "Le formulaire contient des erreurs. Veuillez les corriger.",
      errors: { role: [userMessages.roleInvalid] },
    });
    expect(userMessages.roleInvalid).toBe(
      "Choisissez un rôle : Administrateur, Secrétariat, Comité scientifique, Relecteur, Accueil.",
    );
    const changed = await asAdmin(apps[0], session, "PUT", `/api/admin/users/${chef}`, {
      role: "root",
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ role: [userMessages.roleInvalid] });
    expect(await rolesStored()).toEqual({ "chef@example.ma": "admin" });
    const accountLines = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "like", "user.%")
      .execute();
    expect(accountLines).toEqual([]);
  });

  it("changes a role: the person's sessions end at once, the Journal says from and to", async () => {
    await account("chef@example.ma");
    const leila = await account("leila@example.ma");
    const session = await signIn(apps[0], "chef@example.ma");
    const leilaSession = await signIn(apps[0], "leila@example.ma");
    const response = await asAdmin(apps[0], session, "PUT", `/api/admin/users/${leila}`, {
      role: "secretariat",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: leila, role: "secretariat" });
    expect(await rolesStored()).toMatchObject({ "leila@example.ma": "secretariat" });
    const after = await asAdmin(apps[0], leilaSession, "GET", "/api/admin/registrations");
    expect(answerOf(after)).toEqual({ statusCode: 401, message: UNAUTHENTICATED_MESSAGE });
    const sessions = await database.db
      .selectFrom("sessions")
      .select("user_id")
      .where("user_id", "=", leila)
      .execute();
    expect(sessions).toEqual([]);
    const line = await storedRow(database.db, "audit_log", { action: "user.role_change" }, [
      "action",
      "actor_email",
      "entity_type",
      "entity_id",
      "entity_reference",
      "changes",
    ]);
    expect({ ...line, changes: JSON.parse(line.changes) }).toEqual({
      action: "user.role_change",
      actor_email: "chef@example.ma",
      entity_type: "user",
      entity_id: leila,
      entity_reference: "leila@example.ma",
      changes: { role: ["admin", "secretariat"] },
    });
    // Signed in again, she has what her new role allows and no more.
    const again = await signIn(apps[0], "leila@example.ma");
    expect((await asAdmin(apps[0], again, "GET", "/api/admin/registrations")).statusCode).toBe(200);
    expect((await asAdmin(apps[0], again, "GET", "/api/admin/users")).statusCode).toBe(403);
  });

  it("never demotes nor deletes the last admin, whoever else remains", async () => {
    const chef = await account("chef@example.ma");
    await account("secretaire@example.ma", "secretariat");
    const session = await signIn(apps[0], "chef@example.ma");
    const demoted = await asAdmin(apps[0], session, "PUT", `/api/admin/users/${chef}`, {
      role: "committee",
    });
    expect(answerOf(demoted)).toEqual({ statusCode: 409, message: userMessages.demoteLast });
    expect(await deleteUserKeepingOne(database.db, chef)).toBe("last");
    expect(await rolesStored()).toEqual({
      "chef@example.ma": "admin",
      "secretaire@example.ma": "secretariat",
    });
    expect(await database.db.selectFrom("audit_log").select("action").execute()).toEqual([
      { action: "auth.sign_in" },
    ]);
    // Unchanged, and still signed in: nothing was written.
    expect((await asAdmin(apps[0], session, "GET", "/api/admin/users")).statusCode).toBe(200);
    const missing = await asAdmin(apps[0], session, "PUT", "/api/admin/users/999999", {
      role: "desk",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("two admins demoting each other at the same moment: exactly one succeeds", async () => {
    const refusals: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const amina = await account(`amina${round}@ex.ma`);
      const omar = await account(`omar${round}@ex.ma`);
      const aminaWrites = await preparedWrite(apps[0], await createSession(database.db, amina));
      const omarWrites = await preparedWrite(apps[1], await createSession(database.db, omar));
      const responses = await Promise.all([
        aminaWrites("PUT", `/api/admin/users/${omar}`, { role: "committee" }),
        omarWrites("PUT", `/api/admin/users/${amina}`, { role: "desk" }),
      ]);
      expect(await admins()).toEqual(["admin"]);
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      const refused = responses.find((response) => response.statusCode !== 200);
      // Refused by the last-admin rule; had the other change already ended this session, by the
      // session guard: never a second demotion.
      expect([
        { statusCode: 409, message: userMessages.demoteLast },
        { statusCode: 401, message: UNAUTHENTICATED_MESSAGE },
      ]).toContainEqual(answerOf(refused));
      refusals.push(answerOf(refused).message);
      await database.db.deleteFrom("users").execute();
    }
    expect(refusals.filter((m) => m === userMessages.demoteLast).length).toBeGreaterThan(0);
  });

  it("a demotion and a deletion at the same moment: exactly one succeeds", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const amina = await account(`amina${round}@ex.ma`);
      const omar = await account(`omar${round}@ex.ma`);
      const aminaWrites = await preparedWrite(apps[0], await createSession(database.db, amina));
      const omarWrites = await preparedWrite(apps[1], await createSession(database.db, omar));
      const [demotion, deletion] = await Promise.all([
        aminaWrites("PUT", `/api/admin/users/${omar}`, { role: "reviewer" }),
        omarWrites("DELETE", `/api/admin/users/${amina}`),
      ]);
      expect(await admins()).toEqual(["admin"]);
      expect([demotion?.statusCode === 200, deletion?.statusCode === 204].filter(Boolean)).toEqual([
        true,
      ]);
      await database.db.deleteFrom("users").execute();
    }
  });

  it("the repository's guarded path, raced from two connections, always keeps one admin", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const first = await account(`a${round}@ex.ma`);
      const second = await account(`b${round}@ex.ma`);
      const third = await account(`c${round}@ex.ma`, "secretariat");
      const outcomes = await Promise.all([
        changeAccountKeepingAnAdmin(database.db, second, { kind: "role", role: "secretariat" }),
        changeAccountKeepingAnAdmin(secondConnection, first, { kind: "delete" }),
        changeAccountKeepingAnAdmin(secondConnection, third, { kind: "role", role: "desk" }),
      ]);
      expect(
        outcomes
          .slice(0, 2)
          .map((outcome) => outcome.kind)
          .sort(),
      ).toEqual(["done", "last"]);
      expect(outcomes[2]?.kind).toBe("done");
      expect(await admins()).toEqual(["admin"]);
      await database.db.deleteFrom("users").execute();
    }
  });
});
