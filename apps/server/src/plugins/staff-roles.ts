import type { StaffRole } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { isAdminApi, ROLE_REFUSED_MESSAGE } from "./session.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** `roles` as a set, computed once when the route is registered; never declared by hand. */
    allowedRoles?: ReadonlySet<StaffRole>;
  }
}

/** Safe by default: an admin route that declares no roles is the administrators' alone. */
const ADMIN_ONLY: ReadonlySet<StaffRole> = new Set(["admin"]);

/**
 * Least privilege on `/api/admin` (decision 0043): each admin route names in `config.roles` the
 * roles that may call it, and this ONE hook answers 403 to the others. It runs right after the
 * session guard (no session stays 401) and before the CSRF check and the body, so a refused
 * write writes nothing. Per request it is a set lookup on the matched route: no query (the bench
 * "role-check" measures what it adds, decision 0043).
 */
async function staffRolesPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("onRoute", (route) => {
    if (!isAdminApi(route.url)) return;
    route.config = { ...route.config, allowedRoles: new Set(route.config?.roles ?? ADMIN_ONLY) };
  });

  app.addHook("onRequest", async (request, reply) => {
    const user = request.sessionUser;
    if (!user) return;
    const allowed = request.routeOptions.config.allowedRoles;
    // An unknown path under /api/admin (no route, so no roles) is refused like an undeclared one.
    if (!allowed && !isAdminApi(request.url)) return;
    if (!(allowed ?? ADMIN_ONLY).has(user.role)) {
      return reply.code(403).send({ message: ROLE_REFUSED_MESSAGE });
    }
  });
}

/** Global, like the session guard: it must cover every route, registered before or after it. */
export const staffRoles = fastifyPlugin(staffRolesPlugin, {
  name: "staff-roles",
  dependencies: ["session"],
});
