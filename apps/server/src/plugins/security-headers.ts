import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";

// The prerendered pages carry React Router's inline bootstrap scripts, hence 'unsafe-inline' for
// scripts; everything else is locked to our own origin, plus the maps embed of the venue.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
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

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
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
