import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { createAdmin, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import {
  countRows,
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("login throttling on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  const email = "karim.alaoui@example.ma";
  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db);
    await createAdmin(database.db, email, "Karim Alaoui");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const login = (password: string, remoteAddress: string, who = email) =>
    postJson(app, "/api/login", { email: who, password }, { remoteAddress });

  it("answers 429 with Retry-After after 5 failures for one e-mail and address, even with the right password", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login("mauvais", "10.0.0.1")).statusCode).toBe(401);
    }
    const blocked = await login(TEST_PASSWORD, "10.0.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans 15 minute\(s\)\.$/,
    );
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it("counts failures per e-mail and address: the same e-mail from elsewhere may still sign in", async () => {
    expect((await login(TEST_PASSWORD, "10.0.0.2")).statusCode).toBe(200);
  });

  it("counts unknown e-mails too, and stores the attempts in the database", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login("mauvais", "10.0.0.3", "inconnu@example.ma");
    }
    expect((await login("mauvais", "10.0.0.3", "inconnu@example.ma")).statusCode).toBe(429);
    const stored = await database.db
      .selectFrom("login_attempts")
      .select("throttle_key")
      .where("throttle_key", "=", "inconnu@example.ma|10.0.0.3")
      .execute();
    expect(stored).toHaveLength(5);
  });

  it("reopens once the failures are older than 15 minutes", async () => {
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await database.db
      .updateTable("login_attempts")
      .set({ attempted_at: old })
      .where("throttle_key", "=", `${email}|10.0.0.1`)
      .execute();
    expect((await login(TEST_PASSWORD, "10.0.0.1")).statusCode).toBe(200);
  });

  it("clears that key's failures after a successful sign-in", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await login("mauvais", "10.0.0.4");
    expect(await countRows(database.db, "login_attempts")).toBeGreaterThanOrEqual(4);
    expect((await login(TEST_PASSWORD, "10.0.0.4")).statusCode).toBe(200);
    const left = await database.db
      .selectFrom("login_attempts")
      .select("throttle_key")
      .where("throttle_key", "=", `${email}|10.0.0.4`)
      .execute();
    expect(left).toEqual([]);
    for (let attempt = 1; attempt <= 4; attempt++) await login("mauvais", "10.0.0.4");
    expect((await login(TEST_PASSWORD, "10.0.0.4")).statusCode).toBe(200);
  });
});
