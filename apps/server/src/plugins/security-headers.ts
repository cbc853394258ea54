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

export const DEFAULT_POLICY = contentSecurityPolicy();

/**
 * The policy of the site's files that are not pages (scripts, styles, images, fonts): a browser
 * applies none of it to a subresource, and a file opened on its own (an SVG) may run nothing.
 */
export const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Sent with every answer: API, pages and files, errors of every kind (error-answers.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

/**
 * The check-in desk's screen reads badges with the camera (issue #25): its address alone, under
 * its own document, lets our own origin use it; every other answer forbids it.
 */
export const CAMERA_SCREEN_PATH = "/admin/app/accueil";
export const CAMERA_SCREEN_HEADERS: Readonly<Record<string, string>> = {
  "permissions-policy": "camera=(self), microphone=(), geolocation=(), payment=()",
};

/**
 * The programme pages' service worker (decision 0050): a worker's script is governed by its own
 * answer's policy, and the files' `default-src 'none'` would refuse every fetch it makes. It
 * may fetch from the site, nothing else.
 */
export const PROGRAMME_WORKER_PATH = "/programme-sw.js";
export const PROGRAMME_WORKER_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
};

/** Only over HTTPS (a browser ignores it over HTTP). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", DEFAULT_POLICY);
    }
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === "https") {
      reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    }
    if (request.url.startsWith("/api/") || request.url.startsWith("/sanctum/")) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}

/** Global on purpose: it must cover every route, registered before or after it. */
export const securityHeaders = fastifyPlugin(securityHeadersPlugin, { name: "security-headers" });
