import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { asAdmin, createAdmin, signIn, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { csrfToken, postJson, testApp } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("sign-in and sessions on $engine", ({ create }) => {
  const harness = appHarness(create);
  const email = "salma.bennani@example.ma";
  beforeAll(async () => {
    await createAdmin(harness.database.db, email);
  });

  const me = (session?: string) =>
    harness.app.inject({
      method: "GET",
      url: "/api/auth/me",
      ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
    });

  it("stores the password as argon2id", async () => {
    const user = await storedRow(harness.database.db, "users", { email }, ["password_hash"]);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("signs in (e-mail in any case): user, HttpOnly Lax cookie, only the token's hash stored", async () => {
    const response = await postJson(harness.app, "/api/login", {
      email: "Salma.Bennani@Example.ma",
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: expect.any(Number), name: "Salma Bennani", email },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const rows = await harness.database.db.selectFrom("sessions").selectAll().execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(cookie?.value);
    expect(rows.some((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    expect((await me(cookie?.value)).json()).toEqual({
      authenticated: true,
      user: { id: expect.any(Number), name: "Salma Bennani", email, role: "admin" },
    });
  });

  it("answers a visitor 200 with authenticated false", async () => {
    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false, user: null });
    expect((await me("forged-token")).json()).toEqual({ authenticated: false, user: null });
  });

  it("gives the same French answer for a wrong password and an unknown e-mail", async () => {
    const wrong = await postJson(harness.app, "/api/login", { email, password: "pas-le-bon" });
    const unknown = await postJson(harness.app, "/api/login", {
      email: "personne@example.ma",
      password: "pas-le-bon",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: "Identifiants invalides. Vérifiez l'email ou le mot de passe.",
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it("takes comparable time for an unknown e-mail (a dummy hash is verified)", async () => {
    const durations = { wrong: [] as number[], unknown: [] as number[] };
    for (let attempt = 0; attempt < 6; attempt++) {
      for (const kind of ["wrong", "unknown"] as const) {
        const started = performance.now();
        await postJson(
          harness.app,
          "/api/login",
          { email: kind === "wrong" ? email : "absent@example.ma", password: "pas-le-bon" },
          { remoteAddress: `10.9.${attempt}.${kind === "wrong" ? 1 : 2}` },
        );
        durations[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
    // Without the dummy check an unknown e-mail answers many times faster than a wrong password.
    expect(median(durations.unknown)).toBeGreaterThan(median(durations.wrong) * 0.5);
  });

  it("refuses a malformed body with French field errors", async () => {
    const response = await postJson(harness.app, "/api/login", {
      email: "pas-un-email",
      password: "",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ["Email invalide"],
      password: ["Le mot de passe est requis"],
    });
  });

  it("refuses sign-in and sign-out without the CSRF header (419)", async () => {
    const login = await harness.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(419);
    expect(login.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const session = await signIn(harness.app, email);
    const logout = await harness.app.inject({
      method: "POST",
      url: "/api/logout",
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(logout.statusCode).toBe(419);
    expect((await me(session)).json().authenticated).toBe(true);
  });

  it("rotates the token at sign-in: the browser's previous session ends", async () => {
    const first = await signIn(harness.app, email);
    const again = await postJson(
      harness.app,
      "/api/login",
      { email, password: TEST_PASSWORD },
      { cookies: { [SESSION_COOKIE]: first } },
    );
    const second = again.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await me(first)).json().authenticated).toBe(false);
    expect((await me(second)).json().authenticated).toBe(true);
  });

  it("hands the new session's CSRF token with the sign-in and a fresh one with the sign-out (Sanctum)", async () => {
    /** A sign-in carrying exactly this token, as a client that kept it sends it. */
    const signInWith = (token: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email, password: TEST_PASSWORD },
        cookies: { "XSRF-TOKEN": token },
        headers: { "x-xsrf-token": token },
      });
    const visitorToken = await csrfToken(harness.app);
    const login = await signInWith(visitorToken);
    const session = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "";
    const fresh = login.cookies.find((c) => c.name === "XSRF-TOKEN");
    expect(fresh).toMatchObject({ sameSite: "Lax", path: "/" });
    expect(fresh?.httpOnly).toBeFalsy();
    expect(fresh?.value).not.toBe(visitorToken);
    // The client's next write (here the sign-out) carries the token it was just given.
    const signOut = (token: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/logout",
        cookies: { [SESSION_COOKIE]: session, "XSRF-TOKEN": token },
        headers: { "x-xsrf-token": token },
      });
    expect((await signOut(visitorToken)).statusCode).toBe(419);
    expect((await me(session)).json().authenticated).toBe(true);
    const logout = await signOut(fresh?.value ?? "");
    expect(logout.statusCode).toBe(204);
    expect((await me(session)).json().authenticated).toBe(false);
    const afterLogout = logout.cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    expect(afterLogout).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(afterLogout).not.toBe(fresh?.value);
    // That token signs in again straight away.
    expect((await signInWith(afterLogout)).statusCode).toBe(200);
  });

  it("logs out: session row deleted, cookie cleared, admin API closed", async () => {
    const session = await signIn(harness.app, email);
    const before = await countRows(harness.database.db, "sessions");
    const response = await asAdmin(harness.app, session, "POST", "/api/logout");
    expect(response.statusCode).toBe(204);
    expect(await countRows(harness.database.db, "sessions")).toBe(before - 1);
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe("");
    const admin = await asAdmin(harness.app, session, "GET", "/api/admin/metrics");
    expect(admin.statusCode).toBe(401);
  });

  it.each([
    ["idle for more than 2 hours", { last_seen_at: new Date(Date.now() - 2.5 * 3600_000) }],
    ["past its absolute expiry", { expires_at: new Date(Date.now() - 1000) }],
  ])("refuses and deletes a session %s", async (_, change) => {
    const session = await signIn(harness.app, email);
    const before = await countRows(harness.database.db, "sessions");
    const update = Object.fromEntries(
      Object.entries(change).map(([column, date]) => [column, date.toISOString()]),
    );
    await harness.database.db
      .updateTable("sessions")
      .set(update)
      .where("created_at", "=", (eb) =>
        eb.selectFrom("sessions").select(eb.fn.max("created_at").as("m")),
      )
      .execute();
    const response = await asAdmin(harness.app, session, "GET", "/api/admin/metrics");
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Authentification requise. Veuillez vous connecter.");
    expect(await countRows(harness.database.db, "sessions")).toBe(before - 1);
  });

  it("slides the idle expiry: a session seen recently is extended", async () => {
    const session = await signIn(harness.app, email);
    const halfAgo = new Date(Date.now() - 90 * 60_000).toISOString();
    await harness.database.db.updateTable("sessions").set({ last_seen_at: halfAgo }).execute();
    expect((await me(session)).json().authenticated).toBe(true);
    const rows = await harness.database.db.selectFrom("sessions").select("last_seen_at").execute();
    expect(rows.some((row) => Date.now() - Date.parse(row.last_seen_at) < 60_000)).toBe(true);
  });

  it("sets a Secure cookie when served over HTTPS", async () => {
    const proxied = await testApp(harness.database.db, { trustProxy: true });
    const response = await postJson(
      proxied,
      "/api/login",
      { email, password: TEST_PASSWORD },
      { headers: { "x-forwarded-proto": "https" } },
    );
    await proxied.close();
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });
});
