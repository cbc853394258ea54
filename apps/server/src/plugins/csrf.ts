import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { ANSWER_MESSAGES } from "../services/languages/answer-messages.ts";
import { requestLocale } from "../services/languages/request-locale.ts";
import { CSRF_COOKIE, sessionCsrfToken, setTokenCookie, unboundCsrfToken } from "./csrf-token.ts";
import { SESSION_COOKIE } from "./session.ts";

export const CSRF_HEADER = "x-xsrf-token";
export const CSRF_REFUSED_MESSAGE = ANSWER_MESSAGES.fr.csrfRefused;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
// Sign-in acts with the credentials in its body, not with the session it replaces.
const SESSIONLESS_WRITES = new Set(["/api/login"]);

const isWellFormed = (token: unknown): token is string =>
  typeof token === "string" && TOKEN_PATTERN.test(token);

function sameToken(a: unknown, b: unknown): boolean {
  if (!isWellFormed(a) || !isWellFormed(b)) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Two XSRF-TOKEN cookies mean one was planted (another path or a parent domain): refuse. */
function hasSeveralTokenCookies(request: FastifyRequest): boolean {
  const names = (request.headers.cookie ?? "").split(";").map((pair) => pair.split("=")[0]?.trim());
  return names.filter((name) => name === CSRF_COOKIE).length > 1;
}

/**
 * A write sent by another site: its `Origin` names another origin, or the browser says
 * `Sec-Fetch-Site: cross-site`. Without either header (old browsers, curl) the token decides.
 * An https Origin on a plain-http request is our own page behind a TLS proxy that
 * TRUST_PROXY does not cover; the reverse (http page → https server) is refused.
 */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const from = URL.parse(origin);
  // Parsed the same way, so that `Host: example.org:80` and `http://example.org` agree.
  const own = URL.parse(`${request.protocol}://${request.host}`);
  if (!from || !own || from.host !== own.host) return true;
  return (
    from.protocol !== own.protocol && !(from.protocol === "https:" && own.protocol === "http:")
  );
}

/** The token a write must carry: bound to the live session if the request has one. */
function acceptsToken(request: FastifyRequest, header: unknown): boolean {
  if (!sameToken(request.cookies[CSRF_COOKIE], header)) return false;
  const sessionToken = request.cookies[SESSION_COOKIE];
  const bound =
    request.sessionUser !== undefined && !SESSIONLESS_WRITES.has(request.routeOptions.url ?? "");
  return (
    !bound || (sessionToken !== undefined && sameToken(sessionCsrfToken(sessionToken), header))
  );
}

/**
 * Double-submit CSRF protection, Sanctum's way: `GET /sanctum/csrf-cookie` sets a readable
 * `XSRF-TOKEN` cookie and every write must echo it in `X-XSRF-TOKEN`. Another origin can neither
 * read our cookie nor send that header, so a forged write fails with 419. A signed-in browser's
 * token is bound to its session, so a cookie planted by someone else does not pass either.
 * Registered after the session plugin, whose hook tells whether the session is live.
 */
async function csrfProtectionPlugin(app: FastifyInstance): Promise<void> {
  app.get("/sanctum/csrf-cookie", async (request, reply) => {
    const sessionToken = request.cookies[SESSION_COOKIE];
    const current = request.cookies[CSRF_COOKIE];
    let token: string;
    if (sessionToken) token = sessionCsrfToken(sessionToken);
    else if (isWellFormed(current)) token = current;
    else token = unboundCsrfToken();
    setTokenCookie(request, reply, token);
    return reply.code(204).send();
  });

  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (
      hasSeveralTokenCookies(request) ||
      isCrossSite(request) ||
      !acceptsToken(request, request.headers[CSRF_HEADER])
    ) {
      return reply.code(419).send({ message: ANSWER_MESSAGES[requestLocale(request)].csrfRefused });
    }
  });
}

/** Global on purpose: it must cover every route, registered before or after it. */
export const csrfProtection = fastifyPlugin(csrfProtectionPlugin, {
  name: "csrf",
  dependencies: ["session"],
});
