import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { DELEGATE_COOKIE, SPACE_SIGN_IN_ROUTES } from "../modules/space/delegate-session.ts";
import { noBodySchema } from "../services/http/answer-schemas.ts";
import { ANSWER_MESSAGES } from "../services/languages/answer-messages.ts";
import { requestLocale } from "../services/languages/request-locale.ts";
import {
  boundCsrfToken,
  CSRF_COOKIE,
  csrfTokenFor,
  type HeldSessions,
  setTokenCookie,
} from "./csrf-token.ts";
import { SESSION_COOKIE } from "./session.ts";

export const CSRF_HEADER = "x-xsrf-token";
export const CSRF_REFUSED_MESSAGE = ANSWER_MESSAGES.fr.csrfRefused;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
// Sign-in acts with the credentials in its body, not with the session it replaces.
const SESSIONLESS_WRITES = new Set<string>(["/api/login", ...SPACE_SIGN_IN_ROUTES]);

/**
 * A change of the sessions a browser holds, for `reply.renewCsrfToken`: a new token, or `null`
 * once that session ended; a session left out stays as the request's cookie has it.
 */
export type SessionChange = { staff?: string | null; delegate?: string | null };

declare module "fastify" {
  interface FastifyReply {
    /**
     * Hands the browser the token its next write must carry, as Sanctum does on the sign-in and
     * sign-out answers: bound to every session it holds after `change`, or a fresh unbound one
     * once none is left. A client that kept the token need not ask `/sanctum/csrf-cookie` again.
     */
    renewCsrfToken(change: SessionChange): void;
  }
}

/** The session tokens the request's cookies carry, live or not (the hooks tell which are live). */
const heldSessions = (request: FastifyRequest): HeldSessions => ({
  staff: request.cookies[SESSION_COOKIE],
  delegate: request.cookies[DELEGATE_COOKIE],
});

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

/**
 * The token a write must carry: while the request has a live session (the staff's, on any API
 * path, or the delegate's, on the space's), the one bound to every session cookie the browser
 * holds, as `/sanctum/csrf-cookie` handed it out (decision 0068).
 */
function acceptsToken(request: FastifyRequest, header: unknown): boolean {
  if (!sameToken(request.cookies[CSRF_COOKIE], header)) return false;
  const live = request.sessionUser !== undefined || request.delegate !== undefined;
  const bound = live && !SESSIONLESS_WRITES.has(request.routeOptions.url ?? "");
  return !bound || sameToken(boundCsrfToken(heldSessions(request)), header);
}

/**
 * Double-submit CSRF protection, Sanctum's way: `GET /sanctum/csrf-cookie` sets a readable
 * `XSRF-TOKEN` cookie and every write must echo it in `X-XSRF-TOKEN`. Another origin can neither
 * read our cookie nor send that header, so a forged write fails with 419. A signed-in browser's
 * token is bound to its session, so a cookie planted by someone else does not pass either.
 * Registered after the session plugin, whose hook tells whether the session is live.
 */
async function csrfProtectionPlugin(app: FastifyInstance): Promise<void> {
  app.decorateReply("renewCsrfToken", function renewCsrfToken(change: SessionChange) {
    const held = heldSessions(this.request);
    const after = (was: string | undefined, now: string | null | undefined) =>
      now === undefined ? was : (now ?? undefined);
    const token = csrfTokenFor({
      staff: after(held.staff, change.staff),
      delegate: after(held.delegate, change.delegate),
    });
    setTokenCookie(this.request, this, token);
  });

  const answers = { 204: noBodySchema };
  app.get("/sanctum/csrf-cookie", { schema: { response: answers } }, async (request, reply) => {
    const held = heldSessions(request);
    const current = request.cookies[CSRF_COOKIE];
    const signedIn = held.staff !== undefined || held.delegate !== undefined;
    const token = signedIn || !isWellFormed(current) ? csrfTokenFor(held) : current;
    setTokenCookie(request, reply, token);
    return reply.code(204).send();
  });

  app.addHook("onRequest", async (request, reply) => {
    // A bearer token is not sent by the browser on its own, so no other site can forge with it
    // (decision 0078); its cookies were set aside, so the request holds no session either.
    if (SAFE_METHODS.has(request.method) || request.apiToken) return;
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
  dependencies: ["session", "delegate-session", "bearer-tokens"],
});
