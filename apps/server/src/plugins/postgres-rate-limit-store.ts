import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "kysely";
import { type Db, prepared } from "../db/connection.ts";

/** How often each server deletes the counters whose window has ended. */
export const EXPIRED_COUNTERS_SWEEP_MS = 60_000;

// The database's clock, in milliseconds: every server counts windows by the same time.
const databaseNowMs = sql<number>`(extract(epoch from statement_timestamp()) * 1000)::bigint`;

type Hits = { current: number; ttl: number };

/**
 * Counts one hit of `key` in a window of `windowMs`: a new or ended window starts at 1, else it
 * adds one; answers the hits and the time left. One statement, so two servers counting the same
 * key at once each see their own hit (the row lock of ON CONFLICT orders them).
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hits> {
  const { rows } = await sql<{ hits: number; ttl: number }>`${prepared}
    with clock as (select ${databaseNowMs} as now_ms)
    insert into rate_limit_counters as counter (key, hits, resets_at_ms)
    select ${key}, 1, clock.now_ms + ${windowMs}::bigint from clock
    on conflict (key) do update set
      hits = case when counter.resets_at_ms <= (select now_ms from clock) then 1
                  else counter.hits + 1 end,
      resets_at_ms = case when counter.resets_at_ms <= (select now_ms from clock)
                          then excluded.resets_at_ms else counter.resets_at_ms end
    returning counter.hits, counter.resets_at_ms - (select now_ms from clock) as ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("rate_limit_counters: no row returned");
  return { current: row.hits, ttl: Number(row.ttl) };
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
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: Hits) => void,
      timeWindow: number,
    ): void {
      countHit(db, key, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
