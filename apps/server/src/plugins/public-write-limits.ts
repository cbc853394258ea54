import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { PublicWriteLimits } from "../config.ts";
import { addressGroupOf } from "../modules/auth/login-throttle.ts";
import { ANSWER_MESSAGES } from "../services/languages/answer-messages.ts";
import { requestLocale } from "../services/languages/request-locale.ts";

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
 * Per-address limits on the public writes (@fastify/rate-limit, its in-memory store: counters
 * are per server process). The address is `request.ip`, which believes X-Forwarded-For only from
 * the proxies TRUST_PROXY names (decision 0011); IPv6 counts by /64, as sign-in throttling does.
 * Past a limit: 429, `Retry-After`, and a French message in the usual `{ message }` shape.
 */
async function publicWriteLimitsPlugin(
  app: FastifyInstance,
  options: { limits: PublicWriteLimits },
): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, cache: ADDRESSES_REMEMBERED });
  const keyGenerator = (request: FastifyRequest) => addressGroupOf(request.ip);
  const limitersFor = () => [
    app.createRateLimit({ max: options.limits.perMinute, timeWindow: MINUTE_MS, keyGenerator }),
    app.createRateLimit({ max: options.limits.perHour, timeWindow: HOUR_MS, keyGenerator }),
  ];

  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (!methods.includes("POST") || !(PUBLIC_WRITES as readonly string[]).includes(route.url)) {
      return;
    }
    const limiters = limitersFor();
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
