import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { PublicWriteLimits } from "../config.ts";
import { type Db, isPostgres } from "../db/connection.ts";
import { addressGroupOf } from "../modules/auth/login-throttle.ts";
import { ANSWER_MESSAGES } from "../services/languages/answer-messages.ts";
import { requestLocale } from "../services/languages/request-locale.ts";
import {
  deleteEndedCounters,
  EXPIRED_COUNTERS_SWEEP_MS,
  postgresRateLimitStore,
} from "./postgres-rate-limit-store.ts";

/** The three writes anyone may send; each has its own counters. */
export const PUBLIC_WRITES = ["/api/registration", "/api/submission", "/api/contact"] as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Addresses remembered per limit; beyond, the least recent is forgotten (memory stays bounded). */
const ADDRESSES_REMEMBERED = 10_000;

export { retryDelayText } from "../services/languages/answer-messages.ts";

/** The French 429 answer; a visitor gets it in their language (ANSWER_MESSAGES). */
export const tooManyWritesMessage = ANSWER_MESSAGES.fr.tooManyWrites;

/**
 * On PostgreSQL the counters live in the database, shared by every server behind the proxy, and
 * each server deletes the ended ones every minute; on SQLite (one server) in this process's memory.
 */
function sharedCounters(app: FastifyInstance, db: Db) {
  if (!isPostgres(db)) return { cache: ADDRESSES_REMEMBERED };
  const sweep = setInterval(() => {
    deleteEndedCounters(db).catch((error: unknown) =>
      app.log.warn({ err: error }, "rate_limit_counters: sweep failed"),
    );
  }, EXPIRED_COUNTERS_SWEEP_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  return { store: postgresRateLimitStore(db) };
}

/**
 * Per-address limits on the public writes (@fastify/rate-limit, its counters kept as
 * `sharedCounters` says: decision 0040). The address is `request.ip`, which believes
 * X-Forwarded-For only from the proxies TRUST_PROXY names (decision 0011); IPv6 counts by /64,
 * as sign-in throttling does.
 * Past a limit: 429, `Retry-After`, and a French message in the usual `{ message }` shape.
 */
async function publicWriteLimitsPlugin(
  app: FastifyInstance,
  options: { limits: PublicWriteLimits; db: Db },
): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, ...sharedCounters(app, options.db) });
  // Whole keys (window, route, address): a shared store holds every limit's counters together.
  const keyGenerator = (window: string, url: string) => (request: FastifyRequest) =>
    `${window} ${url} ${addressGroupOf(request.ip)}`;
  const limitersFor = (url: string) => [
    app.createRateLimit({
      max: options.limits.perMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: keyGenerator("minute", url),
    }),
    app.createRateLimit({
      max: options.limits.perHour,
      timeWindow: HOUR_MS,
      keyGenerator: keyGenerator("hour", url),
    }),
  ];

  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (!methods.includes("POST") || !(PUBLIC_WRITES as readonly string[]).includes(route.url)) {
      return;
    }
    const limiters = limitersFor(route.url);
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      // The hour's counter only counts what the minute's let through.
      for (const limiter of limiters) {
        const outcome = await limiter(request);
        if (!outcome.isAllowed && outcome.isExceeded) {
          const seconds = Math.max(1, outcome.ttlInSeconds);
          return reply
            .code(429)
            .header("Retry-After", String(seconds))
            .send({ message: ANSWER_MESSAGES[requestLocale(request)].tooManyWrites(seconds) });
        }
      }
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), check];
  });
}

/** Global on purpose: it sees the public write routes, registered after it. */
export const publicWriteLimits = fastifyPlugin(publicWriteLimitsPlugin, {
  name: "public-write-limits",
});
