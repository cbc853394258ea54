import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Actor } from "../../services/audit/audit-repository.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import type { DelegateChange } from "./delegate-change.ts";
import { clearDelegateCookie, DELEGATE_COOKIE } from "./delegate-cookie.ts";
import { type DelegateSession, findDelegateSession } from "./delegate-session-store.ts";
import { SPACE_MESSAGES } from "./space-messages.ts";

export { DELEGATE_COOKIE };

export const SPACE_API_PREFIX = "/api/space";
/** The two sign-in steps: they act with the link or token in their body, not with a session. */
export const SPACE_SIGN_IN_ROUTES = ["/api/space/link", "/api/space/session"] as const;

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The signed-in delegate of an `/api/space…` request (decision 0068): her e-mail, lower-cased
     * and trimmed, and her session's id. Every route under `/api/space` but the two sign-in steps
     * sees one: the hook below answers 401 first.
     */
    delegate: DelegateSession | undefined;
  }
}

const underPrefix = (url: string) =>
  url === SPACE_API_PREFIX ||
  url.startsWith(`${SPACE_API_PREFIX}/`) ||
  url.startsWith(`${SPACE_API_PREFIX}?`);

/** A delegate-space API path (`/api/space…`), by the URL or the matched route's pattern. */
export const isSpaceApi = (request: FastifyRequest) =>
  underPrefix(request.routeOptions.url ?? "") || underPrefix(request.url);

/**
 * Reads the delegate cookie and guards the whole `/api/space` prefix in ONE place, as the staff
 * session does `/api/admin`: any route declared there, now or later, answers 401 in the
 * delegate's language without a live delegate session, except the two sign-in steps. Its
 * answers are never cached and never indexed.
 */
async function delegateSessionPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest("delegate", undefined);
  app.addHook("onRequest", async (request, reply) => {
    if (!isSpaceApi(request)) return;
    reply.header("Cache-Control", "no-store");
    reply.header("X-Robots-Tag", "noindex");
    const token = request.cookies[DELEGATE_COOKIE];
    if (token) {
      const session = await findDelegateSession(app.db, token, app.clock());
      if (session) request.delegate = session;
      else clearDelegateCookie(request, reply);
    }
    const signInStep =
      request.method === "POST" &&
      (SPACE_SIGN_IN_ROUTES as readonly string[]).includes(request.routeOptions.url ?? "");
    if (!request.delegate && !signInStep) {
      return reply
        .code(401)
        .send({ message: SPACE_MESSAGES[requestLocale(request)].signInRequired });
    }
  });
}

/** Global on purpose: the guard must cover every route, registered before or after it. */
export const delegateSessions = fastifyPlugin(delegateSessionPlugin, { name: "delegate-session" });

/**
 * The signed-in delegate of an `/api/space` route, where the hook has already refused a request
 * without one (a route outside `/api/space` calling it is a bug: it throws).
 */
export function signedInDelegate(request: FastifyRequest): DelegateSession {
  const delegate = request.delegate;
  if (!delegate) throw new Error("only a route under /api/space has a signed-in delegate");
  return delegate;
}

/**
 * The signed-in delegate as the audit line keeps her (`actor_kind` `delegate`, her e-mail):
 * usable with `recordAudit` as any actor. Only on a `/api/space` route, where the hook has
 * already refused a request without one.
 */
export function delegateActor(request: FastifyRequest): Actor {
  return { id: null, email: signedInDelegate(request).email, kind: "delegate" };
}

/**
 * The signed-in delegate asking for a change to a row of hers: her e-mail (the workflow checks
 * the row is hers), the audit's actor and time, and her language (its refusals' sentences).
 */
export function delegateRequest(request: FastifyRequest): Omit<DelegateChange, "id"> {
  return {
    email: signedInDelegate(request).email,
    actor: delegateActor(request),
    at: request.server.clock(),
    locale: requestLocale(request),
  };
}

/**
 * A change the delegate may no longer make (past a deadline, decided, checked in): refused with
 * 409 and `refusal`'s sentence before the body is checked, as a closed form; none lets it through.
 */
export function refusedBeforeBody(
  refusal: (request: FastifyRequest) => Promise<string | null | undefined>,
): preValidationHookHandler {
  return async (request, reply) => {
    const message = await refusal(request);
    if (message) return reply.code(409).send({ message });
  };
}
