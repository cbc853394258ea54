import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";

export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
export const CSRF_REFUSED_MESSAGE =
  "Votre session a expiré ou la requête n'est pas autorisée. Rechargez la page et réessayez.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOKEN_MAX_AGE_SECONDS = 2 * 60 * 60;

const isWellFormed = (token: unknown): token is string =>
  typeof token === "string" && TOKEN_PATTERN.test(token);

function tokensMatch(cookie: unknown, header: unknown): boolean {
  if (!isWellFormed(cookie) || !isWellFormed(header)) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
}

function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    secure: request.protocol === "https",
    httpOnly: false,
    maxAge: TOKEN_MAX_AGE_SECONDS,
  });
}

/**
 * Double-submit CSRF protection, Sanctum's way: `GET /sanctum/csrf-cookie` sets a readable
 * `XSRF-TOKEN` cookie and every write must echo it in `X-XSRF-TOKEN`. Another origin can neither
 * read our cookie nor send that header, so a forged write fails with 419.
 */
async function csrfProtectionPlugin(app: FastifyInstance): Promise<void> {
  app.get("/sanctum/csrf-cookie", async (request, reply) => {
    const current = request.cookies[CSRF_COOKIE];
    setTokenCookie(
      request,
      reply,
      isWellFormed(current) ? current : randomBytes(32).toString("base64url"),
    );
    return reply.code(204).send();
  });

  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!tokensMatch(request.cookies[CSRF_COOKIE], request.headers[CSRF_HEADER])) {
      return reply.code(419).send({ message: CSRF_REFUSED_MESSAGE });
    }
  });
}

/** Global on purpose: it must cover every route, registered before or after it. */
export const csrfProtection = fastifyPlugin(csrfProtectionPlugin, { name: "csrf" });
