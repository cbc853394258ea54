import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "kysely";
import { type Db, prepared } from "../db/connection.ts";

/** How often each server deletes the counters whose window has ended. */
export const EXPIRED_COUNTERS_SWEEP_MS = 60_000;

// The database's clock, in milliseconds: every server counts windows by the same time.
const databaseNowMs = sql<number>`(extract(epoch from statement_timestamp()) * 1000)::bigint`;

type Hits = { current: number; ttl: number };

/**
 * Counts `count` hits of `key` in a window of `windowMs`: a new or ended window starts at
 * `count`, else it adds them; answers the hits and the time left. One statement, so two servers
 * counting the same key at once each see their own hits (the row lock of ON CONFLICT orders them).
 */
export async function countHits(
  db: Db,
  key: string,
  windowMs: number,
  count: number,
): Promise<Hits> {
  const { rows } = await sql<{ hits: number; ttl: number }>`${prepared}
    with clock as (select ${databaseNowMs} as now_ms)
    insert into rate_limit_counters as counter (key, hits, resets_at_ms)
    select ${key}, ${count}::integer, clock.now_ms + ${windowMs}::bigint from clock
    on conflict (key) do update set
      hits = case when counter.resets_at_ms <= (select now_ms from clock) then excluded.hits
                  else counter.hits + excluded.hits end,
      resets_at_ms = case when counter.resets_at_ms <= (select now_ms from clock)
                          then excluded.resets_at_ms else counter.resets_at_ms end
    returning counter.hits, counter.resets_at_ms - (select now_ms from clock) as ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("rate_limit_counters: no row returned");
  return { current: row.hits, ttl: Number(row.ttl) };
}

type Waiting = { resolve: (hits: Hits) => void; reject: (error: Error) => void };

/**
 * One statement at a time per key in this process: the hits that arrive while one is running
 * are counted together by the next, each answered its own rank (`current`). Every write from
 * one address (a room behind one NAT address, a flood) counts on the same row; without this,
 * each pooled connection would queue on that row's lock.
 */
class HitBatches {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly running = new Set<string>();

  constructor(private readonly db: Db) {}

  count(key: string, windowMs: number): Promise<Hits> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(key) ?? [];
      queue.push({ resolve, reject });
      this.waiting.set(key, queue);
      if (!this.running.has(key)) this.send(key, windowMs);
    });
  }

  private send(key: string, windowMs: number): void {
    const batch = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    this.running.add(key);
    countHits(this.db, key, windowMs, batch.length)
      .then(
        ({ current, ttl }) => {
          const first = current - batch.length + 1;
          for (const [index, hit] of batch.entries()) hit.resolve({ current: first + index, ttl });
        },
        (error: Error) => {
          for (const hit of batch) hit.reject(error);
        },
      )
      .finally(() => {
        this.running.delete(key);
        if (this.waiting.has(key)) this.send(key, windowMs);
      });
  }
}

/** Deletes the counters whose window has ended; answers how many. */
export async function deleteEndedCounters(db: Db): Promise<number> {
  const result = await db
    .deleteFrom("rate_limit_counters")
    .where("resets_at_ms", "<=", databaseNowMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A store for @fastify/rate-limit (its public `store` option: a constructor whose instances
 * answer `incr` and `child`) kept in PostgreSQL, so that every server behind the proxy counts
 * into the same windows. Keys are whole (limit, route, address): `child` needs no prefix.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const batches = new HitBatches(db);
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: Hits) => void,
      timeWindow: number,
    ): void {
      batches.count(key, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
