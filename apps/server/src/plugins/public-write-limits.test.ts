import { validContact, validRegistration } from "@congres/shared/testing";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { databaseHarness } from "../testing/app-harness.ts";
import { postJson, type TestApp, testApp } from "../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../testing/test-databases.ts";
import { retryDelayText } from "./address-limits.ts";

const TOO_MANY =
  /^Trop d'envois depuis votre connexion\. .* veuillez réessayer dans \d+ (secondes|minutes)\.$/;

describe("retryDelayText", () => {
  it("says seconds up to a minute and a half, then whole minutes", () => {
    expect(retryDelayText(1)).toBe("dans 1 seconde");
    expect(retryDelayText(45)).toBe("dans 45 secondes");
    expect(retryDelayText(3600)).toBe("dans 60 minutes");
    expect(retryDelayText(91)).toBe("dans 2 minutes");
  });
});

describe.each(DATABASE_ENGINES)("limits on the public writes on $engine", ({ create }) => {
  const harness = databaseHarness(create);

  const contactFrom = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    postJson(
      app,
      "/api/contact",
      { ...validContact(), message: `Message de ${remoteAddress} ${forwardedFor ?? ""}` },
      { remoteAddress, ...(forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {}) },
    );

  function expectRefused(response: LightMyRequestResponse, maxSeconds: number) {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
    expect(response.json()).toEqual({ message: expect.stringMatching(TOO_MANY) });
    // An error answer carries the same security headers as any other.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["cache-control"]).toBe("no-store");
  }

  it("answers 429 with Retry-After after the minute's writes from one address, and stores nothing more", async () => {
    const app = await testApp(harness.database.db, {
      publicWriteLimits: { perMinute: 3, perHour: 100 },
    });
    const before = await countRows(harness.database.db, "contact_messages");
    for (let n = 0; n < 3; n++) {
      expect((await contactFrom(app, "203.0.113.7")).statusCode).toBe(201);
    }
    const refused = await contactFrom(app, "203.0.113.7");
    expectRefused(refused, 60);
    expect(refused.json().message).toMatch(/dans \d+ secondes\.$/);
    expect(await countRows(harness.database.db, "contact_messages")).toBe(before + 3);
    const outbox = await countRows(harness.database.db, "outbox");
    expect((await contactFrom(app, "203.0.113.7")).statusCode).toBe(429);
    expect(await countRows(harness.database.db, "outbox")).toBe(outbox);

    // Another address, and another kind of write from the same one, have their own counters.
    expect((await contactFrom(app, "203.0.113.8")).statusCode).toBe(201);
    const registration = await postJson(app, "/api/registration", validRegistration(), {
      remoteAddress: "203.0.113.7",
    });
    expect(registration.statusCode).toBe(201);
    expect(await countRows(harness.database.db, "contact_messages")).toBe(before + 4);
    await app.close();
  });

  it("applies the hour's limit too, with a wait in minutes", async () => {
    const app = await testApp(harness.database.db, {
      publicWriteLimits: { perMinute: 100, perHour: 2 },
    });
    for (let n = 0; n < 2; n++) {
      expect((await contactFrom(app, "198.51.100.1")).statusCode).toBe(201);
    }
    const refused = await contactFrom(app, "198.51.100.1");
    expectRefused(refused, 3600);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(refused.json().message).toMatch(/dans 60 minutes\.$/);
    await app.close();
  });

  it("counts an IPv6 subscriber's whole /64 as one address", async () => {
    const app = await testApp(harness.database.db, {
      publicWriteLimits: { perMinute: 2, perHour: 100 },
    });
    expect((await contactFrom(app, "2001:db8:1:2::1")).statusCode).toBe(201);
    expect((await contactFrom(app, "2001:db8:1:2:ffff::9")).statusCode).toBe(201);
    expect((await contactFrom(app, "2001:db8:1:2:aaaa::3")).statusCode).toBe(429);
    expect((await contactFrom(app, "2001:db8:1:3::1")).statusCode).toBe(201);
    await app.close();
  });

  it("ignores X-Forwarded-For without TRUST_PROXY: a client cannot pose as many", async () => {
    const app = await testApp(harness.database.db, {
      publicWriteLimits: { perMinute: 2, perHour: 100 },
    });
    expect((await contactFrom(app, "192.0.2.10", "6.6.6.1")).statusCode).toBe(201);
    expect((await contactFrom(app, "192.0.2.10", "6.6.6.2")).statusCode).toBe(201);
    expectRefused(await contactFrom(app, "192.0.2.10", "6.6.6.3"), 60);
    await app.close();
  });

  it("counts the address the trusted proxy appended when TRUST_PROXY names it", async () => {
    const app = await testApp(harness.database.db, {
      publicWriteLimits: { perMinute: 2, perHour: 100 },
      trustProxy: loadConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy,
    });
    // Two visitors behind the same nginx: each has their own counter.
    for (let n = 0; n < 2; n++) {
      expect((await contactFrom(app, "127.0.0.1", "203.0.113.20")).statusCode).toBe(201);
    }
    expectRefused(await contactFrom(app, "127.0.0.1", "203.0.113.20"), 60);
    expect((await contactFrom(app, "127.0.0.1", "203.0.113.21")).statusCode).toBe(201);
    // What the client wrote before the proxy's own entry changes nothing.
    expectRefused(await contactFrom(app, "127.0.0.1", "1.2.3.4, 203.0.113.20"), 60);
    await app.close();
  });
});
