import type { StaffRole } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { SessionStage } from "../db/schema.ts";
import { clearSessionCookie, SESSION_COOKIE } from "../modules/staff/session-cookie.ts";
import { findSession, type SessionUser } from "../modules/staff/session-store.ts";
import { twoFactorMessages } from "../modules/staff/two-factor.ts";

/** Re-exported: the tests, the CSRF plugin and the bench name the cookie from here. */
export { SESSION_COOKIE };

export const ADMIN_API_PREFIX = "/api/admin";
/** The reviewer workspace's API (decision 0046): guarded and role-checked like the admin's. */
export const REVIEW_API_PREFIX = "/api/review";
export const UNAUTHENTICATED_MESSAGE = "Authentification requise. Veuillez vous connecter.";
/** A signed-in person whose role may not call the route (403, plugins/staff-roles.ts). */
export const ROLE_REFUSED_MESSAGE =
  "Accès réservé : votre rôle ne permet pas d'utiliser cette partie de l'administration.";

export type GuardedRoute = { method: string; url: string };

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The staff roles that may call this admin route (decision 0043). A route under `/api/admin`
     * that declares none is refused to every role but `admin`.
     */
    roles?: readonly StaffRole[];
    /**
     * Reachable by a session that must set up 2FA first (decision 0045); every other admin route
     * refuses it (403).
     */
    twoFactorEnrolment?: boolean;
  }
  interface FastifyInstance {
    /** Every route under `/api/admin` and `/api/review`, as registered: the guard test walks this table. */
    adminRoutes: GuardedRoute[];
  }
  interface FastifyRequest {
    /** The signed-in admin, when the request carries a live session cookie. */
    sessionUser: SessionUser | undefined;
    /** How far the signed-in session got: `full`, or `enrolment` (2FA to set up first). */
    sessionStage: SessionStage | undefined;
    /** The account of a half-session: password checked, code awaited; it reaches no admin route. */
    twoFactorPending: SessionUser | undefined;
  }
}

const underPrefix = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/** A staff API path: `/api/admin…` or the reviewer workspace's `/api/review…`. */
export const isAdminApi = (url: string) =>
  underPrefix(url, ADMIN_API_PREFIX) || underPrefix(url, REVIEW_API_PREFIX);

/**
 * Reads the session cookie of API requests, and guards the whole `/api/admin` and `/api/review`
 * prefixes in ONE place: any route declared there, now or later, answers 401 without a live session.
 */
async function sessionPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest("sessionUser", undefined);
  app.decorateRequest("sessionStage", undefined);
  app.decorateRequest("twoFactorPending", undefined);
  const adminRoutes: GuardedRoute[] = [];
  app.decorate("adminRoutes", adminRoutes);
  app.addHook("onRoute", (route) => {
    if (!isAdminApi(route.url)) return;
    for (const method of [route.method].flat()) adminRoutes.push({ method, url: route.url });
  });

  app.addHook("onRequest", async (request, reply) => {
    // The matched route's pattern too: the router decodes `/api/%61dmin` into an admin route.
    const route = request.routeOptions.url ?? "";
    const guarded = isAdminApi(route) || isAdminApi(request.url);
    if (!guarded && !request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await findSession(app.db, token);
      if (!session) clearSessionCookie(request, reply);
      else if (session.stage === "two_factor") request.twoFactorPending = session.user;
      else {
        request.sessionUser = session.user;
        request.sessionStage = session.stage;
      }
    }
    // A bearer request the token hook let through (its cookies were set aside there).
    if (guarded && !request.sessionUser && !request.apiToken) {
      return reply.code(401).send({ message: UNAUTHENTICATED_MESSAGE });
    }
    if (
      guarded &&
      request.sessionStage === "enrolment" &&
      !request.routeOptions.config.twoFactorEnrolment
    ) {
      return reply.code(403).send({ message: twoFactorMessages.enrolmentRequired });
    }
    // Admin answers hold personal data: no browser or proxy may keep a copy.
    if (guarded) reply.header("Cache-Control", "no-store");
  });
}

/** Global on purpose: the guard must cover every route, registered before or after it. */
export const sessionSupport = fastifyPlugin(sessionPlugin, { name: "session" });
