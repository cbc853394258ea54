import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

type Hits = { current: number; ttl: number };

/**
 * The counters of one server process (SQLite: one server by nature), for @fastify/rate-limit's
 * public `store` option. The library's own LocalStore answers every hit with the key's one
 * mutable record, which the library reads only after an `await`: requests arriving together all
 * read the last count, so 100 sign-ins at once from one address were all refused, the first 30
 * included (decision 0055). Here each hit is answered its own rank. At most `capacity` keys are
 * kept, the least recently hit forgotten first.
 */
export function memoryRateLimitStore(capacity: number): FastifyRateLimitStoreCtor {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  return class MemoryRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Hits) => void, timeWindow: number) {
      const now = Date.now();
      const open = windows.get(key);
      const window = open && open.endsAt > now ? open : { hits: 0, endsAt: now + timeWindow };
      window.hits += 1;
      // Map keeps insertion order: re-inserted, the key becomes the most recent.
      windows.delete(key);
      windows.set(key, window);
      if (windows.size > capacity) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      callback(null, { current: window.hits, ttl: window.endsAt - now });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
