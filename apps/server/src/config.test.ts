import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["0", false],
    ["1", 1],
    [" 2 ", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.1, 10.1.0.0/16,::1,fd00::/8", ["10.0.0.1", "10.1.0.0/16", "::1", "fd00::/8"]],
    ["loopback,uniquelocal", ["loopback", "uniquelocal"]],
  ])("reads %j as %j, without a notice", (value, expected) => {
    const config = loadConfig({ TRUST_PROXY: value });
    expect(config.trustProxy).toEqual(expected);
    expect(config.trustProxyNotice).toBeUndefined();
  });

  it("reads true as one proxy, and says so in French", () => {
    const config = loadConfig({ TRUST_PROXY: "true" });
    expect(config.trustProxy).toBe(1);
    expect(config.trustProxyNotice).toMatch(/^TRUST_PROXY=true compris comme 1 proxy de confiance/);
  });

  it.each([
    ["yes", "« yes »"],
    ["-1", "« -1 »"],
    ["1.5", "« 1.5 »"],
    ["10.0.0.0/33", "« 10.0.0.0/33 »"],
    ["127.0.0.1,", "«  »"],
    ["127.0.0.1,proxy.local", "« proxy.local »"],
  ])("stops the start on %j with a French message naming the bad value", (value, named) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      new RegExp(`^TRUST_PROXY invalide \\(${named}\\) : attendu un nombre de proxys`),
    );
  });
});

describe("RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE / _PER_HOUR", () => {
  it("default to 60 a minute and 300 an hour, and take whole numbers from the environment", () => {
    expect(loadConfig({}).publicWriteLimits).toEqual({ perMinute: 60, perHour: 300 });
    expect(
      loadConfig({
        RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE: "120",
        RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: " 2000 ",
      }).publicWriteLimits,
    ).toEqual({ perMinute: 120, perHour: 2000 });
  });

  it.each(["0", "-5", "1.5", "beaucoup"])(
    "stops the start on %j with a French message",
    (value) => {
      expect(() => loadConfig({ RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: value })).toThrow(
        `RATE_LIMIT_PUBLIC_WRITES_PER_HOUR invalide : ${value} (attendu un nombre entier d'envois, au moins 1)`,
      );
    },
  );
});

describe("WEBHOOK_ALLOWED_ADDRESSES and WEBHOOK_DELIVERIES_PER_SECOND", () => {
  it("allows no private address by default, takes addresses and CIDRs, and refuses anything else", () => {
    expect(loadConfig({}).webhookAllowedAddresses).toEqual([]);
    expect(
      loadConfig({ WEBHOOK_ALLOWED_ADDRESSES: " 127.0.0.1, 10.0.0.0/8,::1 " })
        .webhookAllowedAddresses,
    ).toEqual(["127.0.0.1", "10.0.0.0/8", "::1"]);
    for (const value of ["localhost", "10.0.0.0/33", "127.0.0.1/8/1"]) {
      expect(() => loadConfig({ WEBHOOK_ALLOWED_ADDRESSES: value })).toThrow(
        `WEBHOOK_ALLOWED_ADDRESSES invalide : ${value} (attendu des adresses IP ou des plages CIDR séparées par des virgules)`,
      );
    }
  });

  it("paces a backlog at 20 deliveries a second by default, from 1 to 1000", () => {
    expect(loadConfig({}).webhookDeliveriesPerSecond).toBe(20);
    expect(loadConfig({ WEBHOOK_DELIVERIES_PER_SECOND: "200" }).webhookDeliveriesPerSecond).toBe(
      200,
    );
    for (const value of ["0", "1001", "vite"]) {
      expect(() => loadConfig({ WEBHOOK_DELIVERIES_PER_SECOND: value })).toThrow(
        `WEBHOOK_DELIVERIES_PER_SECOND invalide : ${value} (attendu un nombre entier entre 1 et 1000)`,
      );
    }
  });
});

describe("PROGRAMME_POLL_MS", () => {
  it("defaults to 2 s, takes milliseconds from the environment and refuses anything else", () => {
    expect(loadConfig({}).programmePollMs).toBe(2_000);
    expect(loadConfig({ PROGRAMME_POLL_MS: " 500 " }).programmePollMs).toBe(500);
    for (const value of ["0", "99", "2s", "60001"]) {
      expect(() => loadConfig({ PROGRAMME_POLL_MS: value })).toThrow(
        `PROGRAMME_POLL_MS invalide : ${value} (attendu un nombre de millisecondes entre 100 et 60000)`,
      );
    }
  });
});
