import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { createAdmin, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRows } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { addressGroupOf, throttleKeyOf } from "./login-throttle.ts";

describe("client address grouping", () => {
  it("reads compressed, upper-case, zoned and dotted-tail IPv6 addresses by their /64", () => {
    const addresses =
      "::|2001:db8::|2001:DB8:0:1:2:3:4:5|2001:db8:a::b:c|fe80::1%eth0|64:ff9b::10.0.0.1";
    expect(addresses.split("|").map(addressGroupOf)).toEqual([
      "0:0:0:0::/64",
      "2001:db8:0:0::/64",
      "2001:db8:0:1::/64",
      "2001:db8:a:0::/64",
      "fe80:0:0:0::/64",
      "64:ff9b:0:0::/64",
    ]);
  });

  it("groups IPv6 addresses by their /64, keeps IPv4 and unwraps IPv4-mapped addresses", () => {
    expect(addressGroupOf("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroupOf("2001:0db8:0001:0002:ffff:abcd:0:9")).toBe("2001:db8:1:2::/64");
    expect(addressGroupOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroupOf("::1")).toBe("0:0:0:0::/64");
    expect(addressGroupOf("192.0.2.1")).toBe("192.0.2.1");
    expect(addressGroupOf("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressGroupOf("::ffff:c000:201")).toBe("192.0.2.1");
  });

  it("gives the addresses of one /64 one per-address key, and different /64 different keys", () => {
    const key = throttleKeyOf("Admin@Example.ma", "2001:db8:1:2::1");
    expect(key).toBe("admin@example.ma|2001:db8:1:2::/64");
    expect(throttleKeyOf("admin@example.ma", "2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(key);
    expect(throttleKeyOf("admin@example.ma", "2001:db8:1:3::1")).not.toBe(key);
    expect(throttleKeyOf("admin@example.ma", "::ffff:10.0.0.1")).toBe("admin@example.ma|10.0.0.1");
  });
});

describe.each(DATABASE_ENGINES)("login throttling on $engine", ({ create }) => {
  const harness = appHarness(create);
  const email = "karim.alaoui@example.ma";
  beforeAll(async () => {
    await createAdmin(harness.database.db, email, "Karim Alaoui");
  });

  const login = (password: string, remoteAddress: string, who = email) =>
    postJson(harness.app, "/api/login", { email: who, password }, { remoteAddress });

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
    const stored = await storedRows(
      harness.database.db,
      "login_attempts",
      { throttle_key: "inconnu@example.ma|10.0.0.3" },
      ["throttle_key"],
    );
    expect(stored).toHaveLength(5);
  });

  it("reopens once the failures are older than 15 minutes", async () => {
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await harness.database.db
      .updateTable("login_attempts")
      .set({ attempted_at: old })
      .where("throttle_key", "=", `${email}|10.0.0.1`)
      .execute();
    expect((await login(TEST_PASSWORD, "10.0.0.1")).statusCode).toBe(200);
  });

  it("clears that key's failures after a successful sign-in", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await login("mauvais", "10.0.0.4");
    expect(await countRows(harness.database.db, "login_attempts")).toBeGreaterThanOrEqual(4);
    expect((await login(TEST_PASSWORD, "10.0.0.4")).statusCode).toBe(200);
    const left = await storedRows(
      harness.database.db,
      "login_attempts",
      { throttle_key: `${email}|10.0.0.4` },
      ["throttle_key"],
    );
    expect(left).toEqual([]);
    for (let attempt = 1; attempt <= 4; attempt++) await login("mauvais", "10.0.0.4");
    expect((await login(TEST_PASSWORD, "10.0.0.4")).statusCode).toBe(200);
  });
});

describe.each(DATABASE_ENGINES)(
  "login attempts reserved before checking on $engine",
  ({ create }) => {
    // These floods test the per-account limits: the per-address limit (decision 0055) is
    // raised so that all of them reach the account's throttle.
    const harness = appHarness(create, { signInLimitPerMinute: 10_000 });

    const login = (email: string, password: string, remoteAddress: string) =>
      postJson(harness.app, "/api/login", { email, password }, { remoteAddress });

    /** Moves an account's attempts `ms` into the past, as if that time had passed. */
    async function age(email: string, ms: number) {
      const rows = await storedRows(harness.database.db, "login_attempts", { account_key: email }, [
        "id",
        "attempted_at",
      ]);
      for (const row of rows) {
        const earlier = new Date(Date.parse(row.attempted_at) - ms).toISOString();
        await harness.database.db
          .updateTable("login_attempts")
          .set({ attempted_at: earlier })
          .where("id", "=", row.id)
          .execute();
      }
    }

    const alertsTo = (email: string) =>
      storedRows(harness.database.db, "outbox", { kind: "staff_login_alert", to_address: email }, [
        "to_address",
        "to_name",
        "kind",
        "subject",
        "text_body",
        "entity_type",
      ]);

    it.each([50, 300])(
      "checks only 5 of %i simultaneous wrong passwords from one address; the right one waits too",
      async (simultaneous) => {
        const email = `simultane-${simultaneous}@example.ma`;
        await createAdmin(harness.database.db, email);
        const answers = await Promise.all(
          Array.from({ length: simultaneous }, () => login(email, "mauvais", "10.1.0.1")),
        );
        const checked = answers.filter((answer) => answer.statusCode === 401);
        const refused = answers.filter((answer) => answer.statusCode === 429);
        expect(checked).toHaveLength(5);
        expect(refused).toHaveLength(simultaneous - 5);
        for (const answer of refused) {
          expect(answer.json().message).toBe(
            "Trop de tentatives de connexion. Réessayez dans 15 minute(s).",
          );
          expect(Number(answer.headers["retry-after"])).toBeGreaterThan(14 * 60);
          expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
        }
        // Only the checked attempts stay; the refused ones left no row behind.
        const rows = await storedRows(
          harness.database.db,
          "login_attempts",
          { account_key: email },
          ["throttle_key"],
        );
        expect(rows).toEqual(Array(5).fill({ throttle_key: `${email}|10.1.0.1` }));

        const rightPassword = await login(email, TEST_PASSWORD, "10.1.0.1");
        expect(rightPassword.statusCode).toBe(429);
        expect(rightPassword.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
        await age(email, 15 * 60_000 + 1000);
        expect((await login(email, TEST_PASSWORD, "10.1.0.1")).statusCode).toBe(200);
      },
    );

    it("slows one account down from rotating addresses with growing delays, and alerts its admin once", async () => {
      const email = "nadia.chraibi@example.ma";
      await createAdmin(harness.database.db, email, "Nadia Chraibi");
      // The waits count from earlier failures (the last one, or the one that leaves the window),
      // so each lower bound below also allows for the seconds the test itself has taken since its
      // first failure: a loaded machine checks passwords slowly.
      const firstFailureAt = Date.now();
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await login(email, "mauvais", `10.2.0.${attempt}`)).statusCode).toBe(401);
      }
      const alerts = await alertsTo(email);
      expect(alerts).toEqual([
        {
          to_address: email,
          to_name: "Nadia Chraibi",
          kind: "staff_login_alert",
          subject: "Alerte de sécurité – CPSS 2025 – tentatives de connexion à votre compte",
          text_body: expect.stringContaining(
            "10 tentatives de connexion à votre compte d'administration ont échoué depuis le",
          ),
          entity_type: null,
        },
      ]);
      expect(alerts[0]?.text_body).toContain("Adresses réseau différentes : 10");
      expect(alerts[0]?.text_body).toContain("Le compte n'est pas bloqué");
      expect(alerts[0]?.text_body).not.toContain("10.2.0.");

      /** A wait of `seconds`, give or take the ages' rounding (5 s) and the test's own time. */
      const expectWaitOf = (retryAfter: number, seconds: number) => {
        const testSeconds = (Date.now() - firstFailureAt) / 1000;
        expect(retryAfter).toBeGreaterThan(seconds - 5 - testSeconds);
        expect(retryAfter).toBeLessThanOrEqual(seconds);
      };
      // 1, 2 then 4 minutes: each failure past the threshold doubles the wait.
      for (const [step, seconds] of [60, 120, 240].entries()) {
        // Even the right password, from an address never seen, waits its turn.
        const slowed = await login(email, TEST_PASSWORD, `10.3.0.${step}`);
        expect(slowed.statusCode).toBe(429);
        expect(slowed.json().message).toMatch(
          /^Trop de tentatives de connexion sur ce compte : par sécurité, il est ralenti\. Réessayez dans \d+ minute\(s\)\.$/,
        );
        const retryAfter = Number(slowed.headers["retry-after"]);
        expectWaitOf(retryAfter, seconds);
        await age(email, (retryAfter + 1) * 1000);
        expect((await login(email, "mauvais", `10.4.0.${step}`)).statusCode).toBe(401);
      }
      expect(await alertsTo(email)).toHaveLength(1);

      const last = await login(email, TEST_PASSWORD, "10.5.0.1");
      expect(last.statusCode).toBe(429);
      expectWaitOf(Number(last.headers["retry-after"]), 480);
      await age(email, 481_000);
      expect((await login(email, TEST_PASSWORD, "10.5.0.1")).statusCode).toBe(200);
    });

    it("checks at most 10 of 50 simultaneous wrong passwords from 50 addresses, and sends one alert", async () => {
      const email = "youssef.tazi@example.ma";
      await createAdmin(harness.database.db, email, "Youssef Tazi");
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) => login(email, "mauvais", `10.6.${n}.1`)),
      );
      const checked = answers.filter((answer) => answer.statusCode === 401);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(checked).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const answer of refused) {
        expect(answer.json().message).toMatch(/sur ce compte/);
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(60);
      }
      expect(await alertsTo(email)).toHaveLength(1);
    });

    it("slows an unknown e-mail down the same way, without any mail", async () => {
      const email = "personne@example.ma";
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await login(email, "mauvais", `10.7.0.${attempt}`)).statusCode).toBe(401);
      }
      const slowed = await login(email, "mauvais", "10.7.1.1");
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toMatch(/sur ce compte/);
      expect(await alertsTo(email)).toEqual([]);
    });

    it("counts the IPv6 addresses of one /64 as one address, not those of another /64", async () => {
      const email = "ipv6@example.ma";
      await createAdmin(harness.database.db, email);
      for (let host = 1; host <= 5; host++) {
        const answer = await login(email, "mauvais", `2001:db8:1:2::${host}`);
        expect(answer.statusCode).toBe(401);
      }
      const sameNetwork = await login(email, TEST_PASSWORD, "2001:db8:1:2:ffff:ffff:ffff:1");
      expect(sameNetwork.statusCode).toBe(429);
      expect(sameNetwork.json().message).toBe(
        "Trop de tentatives de connexion. Réessayez dans 15 minute(s).",
      );
      expect((await login(email, TEST_PASSWORD, "2001:db8:1:3::1")).statusCode).toBe(200);
      const stored = await storedRows(
        harness.database.db,
        "login_attempts",
        { account_key: email },
        ["throttle_key"],
      );
      expect(stored).toEqual(Array(5).fill({ throttle_key: `${email}|2001:db8:1:2::/64` }));
    });
  },
);
