import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentSecurityPolicy } from "./security-headers.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".xml", ".txt", ".svg"]);

type StaticFile = {
  body: Buffer;
  gzipped: Buffer | undefined;
  type: string;
  immutable: boolean;
  /** For a page: a policy allowing exactly its own inline scripts. */
  contentSecurityPolicy: string | undefined;
};

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hashes of a page's inline scripts (React Router's bootstrap and route data). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}`,
  );
}

/** The whole (small) build, read once: URL path → file, with a gzipped copy of the text files. */
function loadBuild(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(root, absolute).split(sep).join("/")}`;
    const extension = extname(entry.name).toLowerCase();
    const body = readFileSync(absolute);
    files.set(urlPath, {
      body,
      gzipped: COMPRESSIBLE.has(extension) ? gzipSync(body, { level: 9 }) : undefined,
      type: CONTENT_TYPES[extension] ?? "application/octet-stream",
      immutable: urlPath.startsWith("/assets/"),
      contentSecurityPolicy:
        extension === ".html"
          ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8")))
          : undefined,
    });
  }
  return files;
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
  reply.code(status).type(file.type);
  reply.header(
    "Cache-Control",
    file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
  );
  reply.header("Vary", "Accept-Encoding");
  if (file.contentSecurityPolicy) {
    reply.header("Content-Security-Policy", file.contentSecurityPolicy);
  }
  const acceptsGzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  if (file.gzipped && acceptsGzip) {
    reply.header("Content-Encoding", "gzip");
    return reply.send(file.gzipped);
  }
  return reply.send(file.body);
}

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * Serves the prerendered site. A public path has its own HTML; the admin area is one client-side
 * app (the SPA fallback, 200); any other path gets the same fallback, which renders the 404 page,
 * with HTTP status 404.
 */
export async function staticSite(app: FastifyInstance, options: { root: string }): Promise<void> {
  const files = loadBuild(options.root);
  const fallback = files.get("/__spa-fallback.html") ?? files.get("/index.html");
  if (!fallback) throw new Error(`Aucune page construite dans ${options.root}`);

  app.get("/*", async (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    } catch {
      return reply.code(400).send({ message: "Adresse invalide." });
    }
    if (path.startsWith("/api/"))
      return reply.code(404).send({ message: "Ressource introuvable." });
    const page = files.get(path) ?? files.get(`${path.replace(/\/+$/, "")}/index.html`);
    if (page && path !== "/__spa-fallback.html") return send(request, reply, page);
    return send(request, reply, fallback, isAdminPath(path) ? 200 : 404);
  });
}
