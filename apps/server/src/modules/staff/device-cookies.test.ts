import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { createAdmin, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRows } from "../../testing/stored-rows.ts";
import { postJson, testApp } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { DEVICE_COOKIE } from "./device-cookies.ts";
import { DEVICE_FAILURES_BEFORE_LOCKOUT } from "./login-throttle.ts";

describe.each(DATABASE_ENGINES)("device cookies on $engine", ({ create }) => {
  const harness = appHarness(create);
  const email = "amina.berrada@example.ma";
  /** The cookie the owner's usual browser got at its last sign-in. */
  let usualBrowser = "";

  beforeAll(async () => {
    await createAdmin(harness.database.db, email, "Amina Berrada");
    await createAdmin(harness.database.db, "autre@example.ma", "Hamid Chraibi");
  });

  const login = (password: string, remoteAddress: string, device?: string, who = email) =>
    postJson(
      harness.app,
      "/api/login",
      { email: who, password },
      { remoteAddress, ...(device === undefined ? {} : { cookies: { [DEVICE_COOKIE]: device } }) },
    );
  const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) =>
    response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

  it("gives a browser that signs in a long-lived, HttpOnly, Strict device cookie for the sign-in path", async () => {
    const response = await login(TEST_PASSWORD, "10.50.0.1");
    expect(response.statusCode).toBe(200);
    const cookie = deviceCookieOf(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/login",
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    usualBrowser = cookie?.value ?? "";
    expect(
      (await login("mauvais-mot", "10.50.0.2")).cookies.find((c) => c.name === DEVICE_COOKIE),
    ).toBeUndefined();
  });

  it("under a running attack, the owner's usual browser signs in at once; unknown devices stay slowed", async () => {
    // Twelve wrong passwords from twelve addresses: the account is slowed for everyone unknown.
    for (let attempt = 1; attempt <= 12; attempt++) {
      await login("devinette", `10.51.0.${attempt}`);
    }
    const stranger = await login(TEST_PASSWORD, "10.52.0.1");
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/sur ce compte/);
    expect(stranger.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    const owner = await login(TEST_PASSWORD, "10.50.0.1", usualBrowser);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(email);
    expect(owner.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBeTruthy();
    const renewed = deviceCookieOf(owner)?.value ?? "";
    expect(renewed).not.toBe(usualBrowser);
    usualBrowser = renewed;

    // The attack goes on: an unknown device is still slowed down after the owner came in.
    expect((await login(TEST_PASSWORD, "10.52.0.2")).statusCode).toBe(429);
  });

  it("does not spare another account's cookie, a forged one, or one of a browser signed out of the key", async () => {
    const other = deviceCookieOf(
      await login(TEST_PASSWORD, "10.53.0.1", undefined, "autre@example.ma"),
    );
    expect(other?.value).toBeTruthy();
    expect((await login(TEST_PASSWORD, "10.53.0.2", other?.value)).statusCode).toBe(429);
    const [nonce] = usualBrowser.split(".");
    const forged = `${nonce}.${"A".repeat(43)}`;
    expect((await login(TEST_PASSWORD, "10.53.0.3", forged)).statusCode).toBe(429);
    expect((await login(TEST_PASSWORD, "10.53.0.4", "n'importe-quoi")).statusCode).toBe(429);
  });

  it("counts a device's failures against it: a stolen cookie stops helping after five", async () => {
    // From five addresses, so that the per-address limit is not what stops it.
    for (let attempt = 1; attempt <= DEVICE_FAILURES_BEFORE_LOCKOUT; attempt++) {
      const guess = await login("devinette", `10.54.0.${attempt}`, usualBrowser);
      expect(guess.statusCode).toBe(401);
    }
    const [nonce] = usualBrowser.split(".");
    const stored = await storedRows(
      harness.database.db,
      "login_attempts",
      { device: nonce ?? "" },
      ["device"],
    );
    expect(stored).toHaveLength(DEVICE_FAILURES_BEFORE_LOCKOUT);
    // Locked out: the cookie is now worth no more than none, and the account is slowed.
    const locked = await login(TEST_PASSWORD, "10.54.0.9", usualBrowser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/sur ce compte/);
  });

  it("still applies the per-address limit to a browser with a valid cookie", async () => {
    const fresh = deviceCookieOf(
      await login(TEST_PASSWORD, "10.55.0.1", undefined, "autre@example.ma"),
    );
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        (await login("devinette", "10.55.0.2", fresh?.value, "autre@example.ma")).statusCode,
      ).toBe(401);
    }
    const refused = await login(TEST_PASSWORD, "10.55.0.2", fresh?.value, "autre@example.ma");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de tentatives de connexion\. Réessayez/);
  });

  it("a cookie given by one server spares its browser on another server of the same database", async () => {
    await createAdmin(harness.database.db, "troisieme@example.ma", "Sara Lahlou");
    const other = harness.database.connectAgain();
    const secondServer = await testApp(other);
    try {
      const given = deviceCookieOf(
        await login(TEST_PASSWORD, "10.57.0.1", undefined, "troisieme@example.ma"),
      );
      for (let attempt = 1; attempt <= 12; attempt++) {
        await login("devinette", `10.57.1.${attempt}`, undefined, "troisieme@example.ma");
      }
      const elsewhere = await postJson(
        secondServer,
        "/api/login",
        { email: "troisieme@example.ma", password: TEST_PASSWORD },
        { remoteAddress: "10.57.0.1", cookies: { [DEVICE_COOKIE]: given?.value ?? "" } },
      );
      expect(elsewhere.statusCode).toBe(200);
      const stranger = await postJson(
        secondServer,
        "/api/login",
        { email: "troisieme@example.ma", password: TEST_PASSWORD },
        { remoteAddress: "10.57.0.2" },
      );
      expect(stranger.statusCode).toBe(429);
    } finally {
      await secondServer.close();
      await other.destroy();
    }
  });

  it("sets a Secure device cookie over HTTPS", async () => {
    const proxied = await testApp(harness.database.db, { trustProxy: true });
    const response = await postJson(
      proxied,
      "/api/login",
      { email: "autre@example.ma", password: TEST_PASSWORD },
      { headers: { "x-forwarded-proto": "https" }, remoteAddress: "10.56.0.1" },
    );
    await proxied.close();
    expect(response.cookies.find((c) => c.name === DEVICE_COOKIE)?.secure).toBe(true);
  });
});
