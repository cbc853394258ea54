import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { requestPasswordReset } from "../../testing/account-links-harness.ts";
import { createAdmin, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import {
  countRows,
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";

/** Issue #36 item 2: one address floods the sign-in with a new e-mail each time. */

const TOO_MANY_FR =
  /^Trop de tentatives depuis votre connexion\. Pour protéger le site, les tentatives sont limitées : veuillez réessayer dans \d+ secondes?\.$/;
const TOO_MANY_EN =
  /^Too many attempts from your connection\. To protect the site, attempts are limited: please try again in \d+ seconds?\.$/;

const statusesOf = (answers: LightMyRequestResponse[]) => {
  const count = (status: number) => answers.filter((answer) => answer.statusCode === status);
  return { ok: count(200), accepted: count(202), checked: count(401), refused: count(429) };
};

function expectRefusedWithin(answer: LightMyRequestResponse, pattern: RegExp) {
  expect(answer.json()).toEqual({ message: expect.stringMatching(pattern) });
  const retryAfter = Number(answer.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
}

/** `count` requests, `batch` at a time (each its own CSRF token, as browsers would). */
async function flood(count: number, send: (n: number) => Promise<LightMyRequestResponse>) {
  const answers: LightMyRequestResponse[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, n) => send(start + n));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

describe.each(DATABASE_ENGINES)("sign-in limit per address on $engine", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await migratedDatabase(create);
    await createAdmin(database.db, "direction@example.ma", "Nadia Berrada");
  });
  afterAll(() => database.drop());

  const login = (app: TestApp, email: string, remoteAddress: string, password = "devine") =>
    postJson(app, "/api/login", { email, password }, { remoteAddress });

  const journal = (action: string) =>
    auditLinesOf(database.db, action, ["actor_id", "actor_email", "entity_reference", "changes"]);

  it("600 sign-ins with a new e-mail each from one address: 30 checked, 570 refused before any password check, one Journal line counting 30", async () => {
    // The production default (30 a minute): nothing lowered or raised.
    const app = await testApp(database.db);
    const answers = await flood(600, (n) => login(app, `inconnu-${n}@example.net`, "203.0.113.66"));
    const { checked, refused } = statusesOf(answers);
    expect(checked).toHaveLength(30);
    expect(refused).toHaveLength(570);
    for (const answer of refused) expectRefusedWithin(answer, TOO_MANY_FR);

    // Only the 30 checked attempts were reserved (before argon2) and journalled (after it): the
    // 570 others never reached the throttle's table, the password check or the Journal.
    const attempts = await database.db
      .selectFrom("login_attempts")
      .select("account_key")
      .where("throttle_key", "like", "%|203.0.113.66")
      .execute();
    expect(attempts).toHaveLength(30);
    expect(await journal("auth.sign_in_failed")).toEqual([]);
    expect(await journal("auth.sign_in_failed_unknown")).toEqual([
      {
        actor_id: null,
        actor_email: "203.0.113.66",
        entity_reference: "203.0.113.66",
        changes: JSON.stringify({ unknown_account_failures: [null, 30] }),
      },
    ]);

    // Another address is not affected: its staff member signs in.
    const other = await login(app, "direction@example.ma", "198.51.100.4", TEST_PASSWORD);
    expect(other.statusCode).toBe(200);
    expect(other.json().user.email).toBe("direction@example.ma");
    // A known account's failure keeps its own line, with the e-mail tried.
    expect((await login(app, "Direction@example.ma", "198.51.100.4")).statusCode).toBe(401);
    expect(await journal("auth.sign_in_failed")).toEqual([
      expect.objectContaining({ entity_reference: "direction@example.ma" }),
    ]);
    await app.close();
  }, 120_000);

  it("300 password-reset requests from one address: 30 answered, 270 refused in the visitor's language", async () => {
    const app = await testApp(database.db);
    const outbox = await countRows(database.db, "outbox");
    const reset = (email: string) =>
      requestPasswordReset(app, email, {
        remoteAddress: "203.0.113.67",
        headers: { "accept-language": "en" },
      });
    // A real account first: its link is mailed, like any request let through.
    const answers = [await reset("direction@example.ma")];
    answers.push(...(await flood(299, (n) => reset(`oubli-${n}@example.net`))));
    const { accepted, refused } = statusesOf(answers);
    expect(answers[0]?.statusCode).toBe(202);
    expect(accepted).toHaveLength(30);
    expect(refused).toHaveLength(270);
    for (const answer of refused) expectRefusedWithin(answer, TOO_MANY_EN);
    expect(await countRows(database.db, "outbox")).toBe(outbox + 1);
    await app.close();
  }, 120_000);

  it("counts every sign-in step together, and an IPv6 subscriber's /64 as one address", async () => {
    // Lowered through the configuration, as an operator would (RATE_LIMIT_SIGN_IN_PER_MINUTE).
    const app = await testApp(database.db, { signInLimitPerMinute: 3 });
    expect((await login(app, "a@example.net", "2001:db8:7:1::1")).statusCode).toBe(401);
    expect((await login(app, "b@example.net", "2001:db8:7:1::2")).statusCode).toBe(401);
    const reset = await requestPasswordReset(app, "c@example.net", {
      remoteAddress: "2001:db8:7:1:ffff:eeee:dddd:1",
    });
    expect(reset.statusCode).toBe(202);
    // The fourth step from the same /64, whatever the route, is refused before anything else.
    const code = await postJson(
      app,
      "/api/login/two-factor",
      { code: "123456" },
      { remoteAddress: "2001:db8:7:1:aaaa::9" },
    );
    expect(code.statusCode).toBe(429);
    expectRefusedWithin(code, TOO_MANY_FR);
    expect((await login(app, "d@example.net", "2001:db8:7:1::5")).statusCode).toBe(429);
    // The next /64 is another subscriber.
    expect((await login(app, "d@example.net", "2001:db8:7:2::5")).statusCode).toBe(401);
    const lines = await journal("auth.sign_in_failed_unknown");
    expect(lines.filter((line) => line.entity_reference === "2001:db8:7:1::/64")).toEqual([
      expect.objectContaining({
        changes: JSON.stringify({ unknown_account_failures: [null, 2] }),
      }),
    ]);
    await app.close();
  });

  it("counts simultaneous failures from one address in one line, none lost", async () => {
    const app = await testApp(database.db, { signInLimitPerMinute: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login(app, `x${n}@example.net`, "192.0.2.99")),
    );
    expect(statusesOf(answers).checked).toHaveLength(40);
    const lines = (await journal("auth.sign_in_failed_unknown")).filter(
      (line) => line.entity_reference === "192.0.2.99",
    );
    expect(lines.map((line) => JSON.parse(line.changes))).toEqual([
      { unknown_account_failures: [null, 40] },
    ]);
    await app.close();
  }, 60_000);
});

describe("sign-in limit shared by two servers on one PostgreSQL", () => {
  const postgres = DATABASE_ENGINES.find((engine) => engine.engine === "PostgreSQL");
  let database: TestDatabase;
  let servers: TestApp[];
  beforeAll(async () => {
    if (!postgres) throw new Error("no PostgreSQL engine");
    database = await migratedDatabase(postgres.create);
    servers = [await testApp(database.db), await testApp(database.db)];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.drop();
  });

  it("lets 30 sign-ins a minute through from one address, whichever server takes them", async () => {
    const answers = await flood(60, (n) =>
      postJson(
        servers[n % 2] as TestApp,
        "/api/login",
        { email: `tour-${n}@example.net`, password: "devine" },
        { remoteAddress: "203.0.113.90" },
      ),
    );
    const { checked, refused } = statusesOf(answers);
    expect(checked).toHaveLength(30);
    expect(refused).toHaveLength(30);
    const counters = await database.db
      .selectFrom("rate_limit_counters")
      .select(["key", "hits"])
      .where("key", "like", "%203.0.113.90")
      .execute();
    expect(counters).toEqual([{ key: "minute sign-in 203.0.113.90", hits: 60 }]);
  }, 60_000);
});
