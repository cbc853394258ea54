import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAUTHENTICATED_MESSAGE } from "../../plugins/session.ts";
import { createAdmin, preparedWrite, signIn } from "../../testing/admin-session.ts";
import { storedRows } from "../../testing/stored-rows.ts";
import { type TestApp, testApp } from "../../testing/test-app.ts";
import {
  countRows,
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";
import { createUser, deleteUserKeepingOne } from "./account-change-workflow.ts";
import { hashPassword } from "./passwords.ts";
import { createSession } from "./session-store.ts";
import { userMessages } from "./user-admin-routes.ts";
import { insertUser } from "./user-repository.ts";

const ROUNDS = 12;

const codes = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.statusCode).sort();

describe.each(DATABASE_ENGINES)("admin account races on $engine", ({ create }) => {
  let database: TestDatabase;
  let secondConnection: TestDatabase["db"];
  // Two apps on two connections (pools), as two server processes on one database.
  let apps: [TestApp, TestApp];
  let passwordHash: string;
  beforeAll(async () => {
    database = await migratedDatabase(create);
    secondConnection = database.connectAgain();
    apps = [await testApp(database.db), await testApp(secondConnection)];
    passwordHash = await hashPassword("mot-de-passe-de-test");
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await secondConnection.destroy();
    await database.drop();
  });

  it("ten simultaneous creations with one e-mail: one 201, nine 422 in French, one row", async () => {
    await createAdmin(database.db, "createur@example.ma");
    const session = await signIn(apps[0], "createur@example.ma");
    const write = await preparedWrite(apps[0], session);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        write("POST", "/api/admin/users", {
          name: `Doublon ${index}`,
          email: index % 2 ? "Meme.Adresse@example.ma" : "meme.adresse@example.ma",
          password: "un-mot-de-passe-long",
        }),
      ),
    );
    expect(codes(responses)).toEqual([201, ...Array(9).fill(422)]);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json()).toEqual({
        message: userMessages.formInvalid,
        errors: { email: [userMessages.emailTaken] },
      });
    }
    const stored = await storedRows(database.db, "users", { email: "meme.adresse@example.ma" }, [
      "name",
    ]);
    const created = responses.find((response) => response.statusCode === 201);
    expect(stored).toEqual([{ name: created?.json().name }]);
  });

  it("createUser (the CLI's path) answers taken instead of throwing, on two connections", async () => {
    const user = { name: "Karim Alaoui", email: "karim@example.ma", passwordHash };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        createUser(index % 2 ? secondConnection : database.db, user),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "created")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "taken")).toHaveLength(5);
    const rows = await storedRows(database.db, "users", { email: "karim@example.ma" }, ["id"]);
    expect(rows).toHaveLength(1);
  });

  it("two admins deleting each other at the same moment: one remains, the other hears why", async () => {
    await database.db.deleteFrom("users").execute();
    const refusals: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ids = [
        await insertUser(database.db, {
          name: "Amina",
          email: `amina${round}@ex.ma`,
          passwordHash,
        }),
        await insertUser(database.db, { name: "Omar", email: `omar${round}@ex.ma`, passwordHash }),
      ] as const;
      const aminaWrites = await preparedWrite(apps[0], await createSession(database.db, ids[0]));
      const omarWrites = await preparedWrite(apps[1], await createSession(database.db, ids[1]));
      const responses = await Promise.all([
        aminaWrites("DELETE", `/api/admin/users/${ids[1]}`),
        omarWrites("DELETE", `/api/admin/users/${ids[0]}`),
      ]);
      expect(await countRows(database.db, "users")).toBe(1);
      expect(responses.filter((response) => response.statusCode === 204)).toHaveLength(1);
      const refused = responses.find((response) => response.statusCode !== 204);
      // Refused by the last-admin rule, or — had the other delete already ended its session —
      // by the admin guard: never a second deletion.
      expect([
        { statusCode: 409, message: userMessages.deleteLast },
        { statusCode: 401, message: UNAUTHENTICATED_MESSAGE },
      ]).toContainEqual({ statusCode: refused?.statusCode, message: refused?.json().message });
      refusals.push(refused?.json().message);
      await database.db.deleteFrom("users").execute();
    }
    // Both requests passed the guard in most rounds: the rule itself was raced.
    expect(
      refusals.filter((message) => message === userMessages.deleteLast).length,
    ).toBeGreaterThan(ROUNDS / 2);
  });

  it("the repository's delete, raced from two connections, never leaves zero admins", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const first = await insertUser(database.db, {
        name: "A",
        email: `a${round}@ex.ma`,
        passwordHash,
      });
      const second = await insertUser(database.db, {
        name: "B",
        email: `b${round}@ex.ma`,
        passwordHash,
      });
      const outcomes = await Promise.all([
        deleteUserKeepingOne(database.db, second),
        deleteUserKeepingOne(secondConnection, first),
      ]);
      expect(outcomes.sort()).toEqual(["deleted", "last"]);
      expect(await countRows(database.db, "users")).toBe(1);
      await database.db.deleteFrom("users").execute();
    }
  });
});
