import type { StaffRole } from "@congres/shared";
import type { SwaggerTransform } from "@fastify/swagger";
import type { RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { DELEGATE_COOKIE } from "../modules/space/delegate-cookie.ts";
import { SPACE_API_PREFIX, SPACE_SIGN_IN_ROUTES } from "../modules/space/delegate-session.ts";
import { PUBLIC_WRITES } from "./address-limits.ts";
import { CSRF_HEADER } from "./csrf.ts";
import { CSRF_COOKIE } from "./csrf-token.ts";
import { isAdminApi, SESSION_COOKIE } from "./session.ts";

/** A route's answers with their status codes, as the OpenAPI document states them. */
type Responses = Record<string, Record<string, unknown>>;

const MESSAGE_REF = "#/components/schemas/Message";
const FORM_ERRORS_REF = "#/components/schemas/FormErrors";

/**
 * The ways in: the staff's session cookie, the delegate's (« Mon espace »), the CSRF pair every
 * write carries (decision 0005), and bearer tokens (issue #41 item 2: the routes a token's scopes
 * cover add it to their `security`).
 */
export const OPENAPI_COMPONENTS = {
  securitySchemes: {
    staffSession: {
      type: "apiKey",
      in: "cookie",
      name: SESSION_COOKIE,
      description: "Session de l'équipe, ouverte par `POST /api/login`.",
    },
    delegateSession: {
      type: "apiKey",
      in: "cookie",
      name: DELEGATE_COOKIE,
      description: "Session d'un congressiste dans « Mon espace », ouverte par le lien reçu.",
    },
    csrfCookie: {
      type: "apiKey",
      in: "cookie",
      name: CSRF_COOKIE,
      description: "Donné par `GET /sanctum/csrf-cookie` ; lié à la session ouverte.",
    },
    csrfHeader: {
      type: "apiKey",
      in: "header",
      name: CSRF_HEADER,
      description: "Chaque écriture renvoie la valeur du cookie `XSRF-TOKEN` dans cet en-tête.",
    },
    bearerToken: {
      type: "http",
      scheme: "bearer",
      description: "Jeton d'accès créé dans « Accès API » ; ses portées disent ses routes.",
    },
  },
} as const;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The French sentence of each status the API answers, as the document's « description ». */
const STATUS_TEXTS: Record<string, string> = {
  200: "Réussi",
  201: "Créé",
  202: "Accepté",
  204: "Réussi, sans contenu",
  302: "Redirection",
  303: "Redirection",
  304: "Inchangé depuis la version connue (`If-None-Match`)",
  400: "Requête illisible",
  401: "Session absente ou expirée",
  403: "Refusé à ce rôle ou à cette personne",
  404: "Introuvable",
  409: "En conflit avec l'état actuel",
  410: "N'existe plus",
  413: "Corps trop volumineux",
  415: "Le corps doit être du JSON",
  419: "Jeton CSRF absent ou invalide",
  422: "Champs refusés",
  423: "Verrouillé",
  429: "Trop de requêtes : réessayer plus tard (`Retry-After`)",
  500: "Erreur du serveur",
  503: "Service indisponible",
};

const methodsOf = (route: RouteOptions) => [route.method].flat().map((m) => m.toUpperCase());

const isSpaceRoute = (url: string) =>
  url === SPACE_API_PREFIX || url.startsWith(`${SPACE_API_PREFIX}/`);

/** Who may call the route: the audience its tag names, and the security the document states. */
function audienceOf(route: RouteOptions) {
  const url = route.url;
  const write = methodsOf(route).some((method) => WRITES.has(method));
  const csrf = write ? { csrfCookie: [], csrfHeader: [] } : {};
  if (isAdminApi(url)) {
    const roles: readonly StaffRole[] = route.config?.roles ?? ["admin"];
    return {
      tag: url.startsWith("/api/review") ? "Relecture" : "Administration",
      roles,
      security: [{ staffSession: [], ...csrf }],
    };
  }
  if (isSpaceRoute(url) && !(SPACE_SIGN_IN_ROUTES as readonly string[]).includes(url)) {
    return { tag: "Mon espace", roles: undefined, security: [{ delegateSession: [], ...csrf }] };
  }
  return { tag: "Public", roles: undefined, security: write ? [csrf] : [] };
}

/**
 * The refusals the plugins answer before the route's handler, so that no route has to repeat
 * them: the session guards (401), the role check and 2FA enrolment (403), the CSRF check (419),
 * the body's reading (400, 413, 415), the schemas (422), the address limits (429), and 500.
 */
function pluginAnswers(route: RouteOptions): Responses {
  const url = route.url;
  const schema = route.schema ?? {};
  const write = methodsOf(route).some((method) => WRITES.has(method));
  // Any route may meet a bearer token (decision 0078): unknown, revoked or expired → 401; a route
  // none of its scopes covers → 403 naming the scope; a token past its minute's requests → 429.
  const statuses: number[] = [500, 401, 403];
  if (route.config?.scope) statuses.push(429);
  if (write) statuses.push(419);
  if (schema.body) statuses.push(400, 413, 415);
  const limited =
    route.config?.addressLimit !== undefined ||
    (write && (PUBLIC_WRITES as readonly string[]).includes(url));
  if (limited) statuses.push(429);
  const answers: Responses = {};
  for (const status of statuses) {
    answers[status] = { $ref: MESSAGE_REF, description: STATUS_TEXTS[status] };
  }
  if (schema.body || schema.querystring || schema.params) {
    answers[422] = { $ref: FORM_ERRORS_REF, description: STATUS_TEXTS[422] };
  }
  return answers;
}

/**
 * Turns one route into its OpenAPI operation: fastify-type-provider-zod's transform writes the
 * zod schemas as JSON Schema 2020-12 (the request's as they are read, the answers' as they are
 * written), then this adds the audience's tag, the roles (`x-roles` and the description), the
 * security and the plugins' refusals the route does not state itself.
 */
export const describeRoute: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input) as {
    schema: Record<string, unknown> | undefined;
    url: string;
  };
  const route = input.route as RouteOptions;
  if (schema?.hide) return { schema, url };
  const { tag, roles, security: cookies } = audienceOf(route);
  // A route a token's scope covers takes the bearer token instead of the cookies (decision 0078).
  const scope = route.config?.scope;
  const security = scope ? [...cookies, { bearerToken: [scope] }] : cookies;
  const own = (schema?.response ?? {}) as Responses;
  const response: Responses = { ...pluginAnswers(route) };
  for (const [status, answer] of Object.entries(own)) {
    response[status] = { description: STATUS_TEXTS[status], ...answer };
  }
  const rolesLine = roles ? `Rôles : ${roles.join(", ")}.` : undefined;
  const description = [schema?.description, rolesLine].filter(Boolean).join("\n\n");
  return {
    url,
    schema: {
      ...schema,
      tags: [tag],
      security,
      ...(roles ? { "x-roles": roles } : {}),
      ...(description ? { description } : {}),
      response,
    },
  };
};
