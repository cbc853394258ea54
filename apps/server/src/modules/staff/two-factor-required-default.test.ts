import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { asAdmin, createAdmin, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";
import { enrol } from "../../testing/two-factor-session.ts";

/** Issue #36 item 5: in production, administrators need 2FA unless the setting says otherwise. */

describe.each(DATABASE_ENGINES)("2FA required by default on $engine", ({ create }) => {
  let database: TestDatabase;
  let production: TestApp;
  let development: TestApp;
  const now = new Date("2026-11-28T09:00:00Z");
  beforeAll(async () => {
    database = await migratedDatabase(create);
    // `production` is what config.ts read from NODE_ENV when the server started.
    production = await testApp(database.db, { production: true, clock: () => now });
    development = await testApp(database.db, { clock: () => now });
    await createAdmin(database.db, "chef@example.ma");
    await createAdmin(database.db, "adjoint@example.ma");
    const secretariat = await createAdmin(database.db, "secretariat@example.ma");
    await database.db
      .updateTable("users")
      .set({ role: "secretariat" })
      .where("id", "=", secretariat)
      .execute();
  });
  afterAll(async () => {
    await production.close();
    await development.close();
    await database.drop();
  });

  const login = (app: TestApp, email: string) =>
    postJson(app, "/api/login", { email, password: TEST_PASSWORD });
  const sessionOf = (answer: Awaited<ReturnType<typeof login>>) =>
    answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? "";

  it("sends an administrator to enrolment in production, nobody in development", async () => {
    const inProduction = await login(production, "adjoint@example.ma");
    expect(inProduction.json()).toMatchObject({ two_factor_enrolment_required: true });
    const refused = await asAdmin(production, sessionOf(inProduction), "GET", "/api/admin/users");
    expect(refused.statusCode).toBe(403);
    // Other roles are not concerned by the default.
    expect((await login(production, "secretariat@example.ma")).json()).not.toHaveProperty(
      "two_factor_enrolment_required",
    );
    const inDevelopment = await login(development, "adjoint@example.ma");
    expect(inDevelopment.json()).not.toHaveProperty("two_factor_enrolment_required");
    expect(
      (await asAdmin(development, sessionOf(inDevelopment), "GET", "/api/admin/users")).statusCode,
    ).toBe(200);
  });

  it("lets an explicit setting win: « nobody » is kept, and production asks nothing more", async () => {
    // The first administrator enrols, as production asks, then says nobody is required.
    const session = sessionOf(await login(production, "chef@example.ma"));
    await enrol(production, session, now);
    const shown = await asAdmin(production, session, "GET", "/api/admin/settings/two-factor");
    expect(shown.json()).toEqual({ required_roles: ["admin"] });
    const cleared = await asAdmin(production, session, "PUT", "/api/admin/settings/two-factor", {
      required_roles: [],
    });
    expect(cleared.json()).toEqual({ required_roles: [] });
    const stored = await database.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "two_factor_required_roles")
      .executeTakeFirst();
    expect(stored).toEqual({ value: "" });

    const after = await login(production, "adjoint@example.ma");
    expect(after.json()).not.toHaveProperty("two_factor_enrolment_required");
    expect(
      (await asAdmin(production, sessionOf(after), "GET", "/api/admin/users")).statusCode,
    ).toBe(200);
  });
});
