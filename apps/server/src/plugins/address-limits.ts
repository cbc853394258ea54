import type { Locale } from "@congres/shared";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { PublicWriteLimits } from "../config.ts";
import { type Db, isPostgres } from "../db/connection.ts";
import { addressGroupOf } from "../modules/staff/login-throttle.ts";
import { ANSWER_MESSAGES } from "../services/languages/answer-messages.ts";
import { requestLocale } from "../services/languages/request-locale.ts";
import { memoryRateLimitStore } from "./memory-rate-limit-store.ts";
import {
  deleteEndedCounters,
  EXPIRED_COUNTERS_SWEEP_MS,
  postgresRateLimitStore,
} from "./postgres-rate-limit-store.ts";

/**
 * The writes anyone may send; each has its own counters. The sign-in link of the delegate space
 * sends a mail to whatever address is typed: it is limited as a public write and as a sign-in step.
 */
export const PUBLIC_WRITES = [
  "/api/registration",
  "/api/submission",
  "/api/contact",
  "/api/space/link",
  "/api/group-registrations",
  "/api/waitlist",
] as const;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * `"sign-in"`: the route is a sign-in step (a password, a code, a link asked by e-mail) and
     * shares, with every other such route, one count per address (decision 0055).
     * `"verification"`: the public check of a document's code, counted per address and minute
     * so that codes cannot be guessed (decision 0070).
     */
    addressLimit?: "sign-in" | "verification";
  }
}

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
  if (!isPostgres(db)) return { store: memoryRateLimitStore(ADDRESSES_REMEMBERED) };
  const sweep = setInterval(() => {
    deleteEndedCounters(db).catch((error: unknown) =>
      app.log.warn({ err: error }, "rate_limit_counters: sweep failed"),
    );
  }, EXPIRED_COUNTERS_SWEEP_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  return { store: postgresRateLimitStore(db) };
}

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/**
 * Per-address limits (@fastify/rate-limit, its counters kept as `sharedCounters` says: decision
 * 0040): on each public write, per minute and per hour (decision 0017), and on the sign-in steps
 * together, per minute, whatever the e-mail (`config: { addressLimit: "sign-in" }`, decision
 * 0055), checked when the request arrives, before its body is read or a password hashed. The
 * address is `request.ip`, which believes X-Forwarded-For only from the proxies TRUST_PROXY
 * names (decision 0011); IPv6 counts by /64, as sign-in throttling does.
 * Past a limit: 429, `Retry-After`, and the message in the request's language, `{ message }`.
 */
async function addressLimitsPlugin(
  app: FastifyInstance,
  options: {
    publicWrites: PublicWriteLimits;
    signInPerMinute: number;
    verificationsPerMinute: number;
    tokenRequestsPerMinute: number;
    db: Db;
  },
): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, ...sharedCounters(app, options.db) });
  // Whole keys (window, route, address): a shared store holds every limit's counters together.
  const keyGenerator = (window: string, url: string) => (request: FastifyRequest) =>
    `${window} ${url} ${addressGroupOf(request.ip)}`;
  const limitersFor = (url: string) => [
    app.createRateLimit({
      max: options.publicWrites.perMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: keyGenerator("minute", url),
    }),
    app.createRateLimit({
      max: options.publicWrites.perHour,
      timeWindow: HOUR_MS,
      keyGenerator: keyGenerator("hour", url),
    }),
  ];
  // One counter per address for all the sign-in steps: a flood cannot spread over them.
  const signInLimiters = [
    app.createRateLimit({
      max: options.signInPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: keyGenerator("minute", "sign-in"),
    }),
  ];

  const verificationLimiters = [
    app.createRateLimit({
      max: options.verificationsPerMinute,
      timeWindow: MINUTE_MS,
      keyGenerator: keyGenerator("minute", "verification"),
    }),
  ];

  const refusingBeyond =
    (limiters: Limiter[], message: (locale: Locale) => (seconds: number) => string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // The hour's counter only counts what the minute's let through.
      for (const limiter of limiters) {
        const outcome = await limiter(request);
        if (!outcome.isAllowed && outcome.isExceeded) {
          const seconds = Math.max(1, outcome.ttlInSeconds);
          return reply
            .code(429)
            .header("Retry-After", String(seconds))
            .send({ message: message(requestLocale(request))(seconds) });
        }
      }
    };

  // Per API token, whatever the address (decision 0078): the bearer hook has named the token.
  const tokenCheck = refusingBeyond(
    [
      app.createRateLimit({
        max: options.tokenRequestsPerMinute,
        timeWindow: MINUTE_MS,
        keyGenerator: (request) => `minute token ${request.apiToken?.id}`,
      }),
    ],
    (locale) => ANSWER_MESSAGES[locale].tooManyAttempts,
  );
  app.addHook("onRequest", async (request, reply) => {
    if (request.apiToken) return tokenCheck(request, reply);
  });

  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    const checks: ReturnType<typeof refusingBeyond>[] = [];
    if (route.config?.addressLimit === "sign-in") {
      checks.push(
        refusingBeyond(signInLimiters, (locale) => ANSWER_MESSAGES[locale].tooManyAttempts),
      );
    }
    if (route.config?.addressLimit === "verification") {
      checks.push(
        refusingBeyond(verificationLimiters, (locale) => ANSWER_MESSAGES[locale].tooManyAttempts),
      );
    }
    if (methods.includes("POST") && (PUBLIC_WRITES as readonly string[]).includes(route.url)) {
      checks.push(
        refusingBeyond(limitersFor(route.url), (locale) => ANSWER_MESSAGES[locale].tooManyWrites),
      );
    }
    if (checks.length > 0) route.onRequest = [...[route.onRequest ?? []].flat(), ...checks];
  });
}

/** Global on purpose: it sees the limited routes, registered after it. */
export const addressLimits = fastifyPlugin(addressLimitsPlugin, { name: "address-limits" });
