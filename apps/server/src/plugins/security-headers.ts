import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";

/**
 * Everything locked to our own origin, plus the maps embed of the venue. Scripts: our files, and
 * only the inline scripts whose hashes a page declares (the prerendered pages' bootstrap, see
 * static-site.ts). Inline styles stay allowed: React sets style attributes (animation delays).
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src https://www.google.com https://maps.google.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

const DEFAULT_POLICY = contentSecurityPolicy();

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!reply.hasHeader("Content-Security-Policy")) {
      reply.header("Content-Security-Policy", DEFAULT_POLICY);
    }
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("X-Frame-Options", "DENY");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("Cross-Origin-Resource-Policy", "same-origin");
    if (request.protocol === "https") {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    if (request.url.startsWith("/api/") || request.url.startsWith("/sanctum/")) {
      reply.header("Cache-Control", "no-store");
    }
    return payload;
  });
}

/** Global on purpose: it must cover every route, registered before or after it. */
export const securityHeaders = fastifyPlugin(securityHeadersPlugin, { name: "security-headers" });
