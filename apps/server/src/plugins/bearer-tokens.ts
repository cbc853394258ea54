import type { ApiScope } from "@congres/shared";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { findTokenByHash, noteTokenUse } from "../modules/api-tokens/api-token-repository.ts";
import { isWellFormedToken, tokenHash } from "../modules/api-tokens/api-token-secrets.ts";

export const TOKEN_REFUSED_MESSAGE = "Jeton d'accès inconnu, révoqué ou expiré.";
export const missingScopeMessage = (scope: ApiScope | undefined) =>
  scope
    ? `Ce jeton n'a pas la portée « ${scope} » qu'exige cette route.`
    : "Cette route n'accepte aucun jeton d'accès : elle exige une session de l'équipe.";

/** A token's last use is written once a minute at most, whatever its number of requests. */
export const LAST_USE_EVERY_MS = 60_000;

export type ScopedRoute = { method: string; url: string; scope: ApiScope };

/** The token a bearer request was made with, once the hook accepted it for the route. */
export type ApiTokenCaller = { id: number; name: string };

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The scope a bearer token must hold to call this route (decision 0078). A route that declares
     * none refuses every token (403), whatever its roles.
     */
    scope?: ApiScope;
  }
  interface FastifyInstance {
    /** Every route that declares a scope, as registered: the scope tests and OpenAPI read this. */
    scopedRoutes: ScopedRoute[];
  }
  interface FastifyRequest {
    /** The API token of a bearer request the hook let through; undefined for every other. */
    apiToken: ApiTokenCaller | undefined;
  }
}

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * `Authorization: Bearer <token>` (issue #41 item 2, decision 0078). Registered before the session:
 * a bearer request is the token's alone — its cookies are set aside so that no later hook reads a
 * session from them, renews one or hands a CSRF cookie — then it answers 401 for a token unknown,
 * revoked or expired, and 403 naming the scope when the route declares none the token holds; all
 * before the body is read. Other `Authorization` schemes are not ours and change nothing.
 */
async function bearerTokensPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest("apiToken", undefined);
  const scopedRoutes: ScopedRoute[] = [];
  app.decorate("scopedRoutes", scopedRoutes);
  app.addHook("onRoute", (route) => {
    const scope = route.config?.scope;
    if (!scope) return;
    for (const method of [route.method].flat())
      scopedRoutes.push({ method, url: route.url, scope });
  });

  // When this server last wrote each token's use: between two writes, no query at all.
  const lastWritten = new Map<number, number>();

  app.addHook("onRequest", async (request, reply) => {
    const match = BEARER.exec(request.headers.authorization ?? "");
    if (!match?.[1]) return;
    request.cookies = {};
    const token = match[1];
    const found = isWellFormedToken(token)
      ? await findTokenByHash(app.db, tokenHash(token))
      : undefined;
    const now = app.clock();
    if (
      !found ||
      found.revoked ||
      (found.expiresAt !== null && Date.parse(found.expiresAt) <= now.getTime())
    ) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer error="invalid_token"')
        .send({ message: TOKEN_REFUSED_MESSAGE });
    }
    const scope = request.routeOptions.config.scope;
    if (!scope || !found.scopes.has(scope)) {
      return reply
        .code(403)
        .header(
          "www-authenticate",
          `Bearer error="insufficient_scope"${scope ? ` scope="${scope}"` : ""}`,
        )
        .send({ message: missingScopeMessage(scope) });
    }
    request.apiToken = { id: found.id, name: found.name };
    const written = lastWritten.get(found.id);
    if (written === undefined || now.getTime() - written >= LAST_USE_EVERY_MS) {
      lastWritten.set(found.id, now.getTime());
      await noteTokenUse(app.db, found.id, now, LAST_USE_EVERY_MS);
    }
  });
}

/** Global on purpose, like the session guard: it must cover every route, before or after it. */
export const bearerTokens = fastifyPlugin(bearerTokensPlugin, { name: "bearer-tokens" });
