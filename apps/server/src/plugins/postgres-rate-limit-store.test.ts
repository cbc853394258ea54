import { validContact } from "@congres/shared/testing";
import { describe, expect, it, vi } from "vitest";
import { isPostgres } from "../db/connection.ts";
import { databaseHarness } from "../testing/app-harness.ts";
import { postJson, testApp } from "../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../testing/test-databases.ts";
import {
  countHits,
  deleteEndedCounters,
  EXPIRED_COUNTERS_SWEEP_MS,
  postgresRateLimitStore,
} from "./postgres-rate-limit-store.ts";

describe.each(DATABASE_ENGINES)(
  "public write counters of two apps on one $engine database",
  ({ engine, create }) => {
    const harness = databaseHarness(create);

    it("are shared on PostgreSQL (several servers), kept by each process on SQLite (one server)", async () => {
      // Two apps on two connections (pools): two server processes behind one proxy.
      const other = harness.database.connectAgain();
      const limits = { perMinute: 3, perHour: 100 };
      const apps = [
        await testApp(harness.database.db, { publicWriteLimits: limits }),
        await testApp(other, { publicWriteLimits: limits }),
      ];
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++) {
        const app = apps[n % 2];
        if (!app) throw new Error("no app");
        const message = `Message ${n} de la même adresse`;
        const answer = await postJson(
          app,
          "/api/contact",
          { ...validContact(), message },
          {
            remoteAddress: "203.0.113.40",
          },
        );
        statuses.push(answer.statusCode);
      }
      const stored = await countRows(harness.database.db, "contact_messages");
      const counters = await harness.database.db
        .selectFrom("rate_limit_counters")
        .select(["key", "hits"])
        .orderBy("key")
        .execute();
      if (engine === "PostgreSQL") {
        expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
        expect(stored).toBe(3);
        // The hour counts only what the minute let through.
        expect(counters).toEqual([
          { key: "hour /api/contact 203.0.113.40", hits: 3 },
          { key: "minute /api/contact 203.0.113.40", hits: 6 },
        ]);
      } else {
        expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
        expect(stored).toBe(6);
        expect(counters).toEqual([]);
      }
      for (const app of apps) await app.close();
      await other.destroy();
    });
  },
);

describe("public write counters in PostgreSQL", () => {
  const postgres = DATABASE_ENGINES.find(({ engine }) => engine === "PostgreSQL");
  if (!postgres) throw new Error("no PostgreSQL engine");
  const harness = databaseHarness(postgres.create);

  it("starts a new window once the last one ended, and deletes ended counters", async () => {
    expect(isPostgres(harness.database.db)).toBe(true);
    expect(
      await countHits(harness.database.db, "minute /api/contact 192.0.2.1", 60_000, 1),
    ).toEqual({
      current: 1,
      ttl: expect.toSatisfy((ttl: number) => ttl > 59_000 && ttl <= 60_000),
    });
    expect(
      (await countHits(harness.database.db, "minute /api/contact 192.0.2.1", 60_000, 1)).current,
    ).toBe(2);
    // A window of 1 ms has ended by the next statement.
    expect((await countHits(harness.database.db, "short", 1, 1)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await countHits(harness.database.db, "short", 1, 1)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));

    expect(await deleteEndedCounters(harness.database.db)).toBeGreaterThanOrEqual(1);
    const kept = await harness.database.db
      .selectFrom("rate_limit_counters")
      .select("key")
      .execute();
    expect(kept.map((row) => row.key)).not.toContain("short");
    expect(kept.map((row) => row.key)).toContain("minute /api/contact 192.0.2.1");
  });

  it("gives each of many hits at once, on two servers, its own rank: none lost, none counted twice", async () => {
    const other = harness.database.connectAgain();
    const stores = [
      new (postgresRateLimitStore(harness.database.db))({}),
      new (postgresRateLimitStore(other))({}),
    ];
    const hit = (server: number) =>
      new Promise<number>((resolve, reject) =>
        stores[server]?.incr(
          "minute /api/registration 198.51.100.9",
          (error, result) => (error || !result ? reject(error) : resolve(result.current)),
          60_000,
          10,
        ),
      );
    const ranks = await Promise.all(Array.from({ length: 60 }, (_, n) => hit(n % 2)));
    expect([...ranks].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n + 1));
    const row = await harness.database.db
      .selectFrom("rate_limit_counters")
      .select("hits")
      .where("key", "=", "minute /api/registration 198.51.100.9")
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(60);
    await other.destroy();
  });

  it("has each server delete the ended counters every minute", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const app = await testApp(harness.database.db);
      await harness.database.db
        .insertInto("rate_limit_counters")
        .values([
          { key: "minute /api/contact 192.0.2.50", hits: 4, resets_at_ms: Date.now() - 1_000 },
          { key: "hour /api/contact 192.0.2.50", hits: 4, resets_at_ms: Date.now() + 3_000_000 },
        ])
        .execute();
      const keys = async () =>
        (await harness.database.db.selectFrom("rate_limit_counters").select("key").execute()).map(
          (row) => row.key,
        );
      expect(await keys()).toContain("minute /api/contact 192.0.2.50");
      vi.advanceTimersByTime(EXPIRED_COUNTERS_SWEEP_MS);
      await vi.waitFor(async () =>
        expect(await keys()).not.toContain("minute /api/contact 192.0.2.50"),
      );
      expect(await keys()).toContain("hour /api/contact 192.0.2.50");
      await app.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
