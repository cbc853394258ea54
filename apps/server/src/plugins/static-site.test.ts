import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.ts";
import { staticSite } from "./static-site.ts";

const BOOTSTRAP = "window.__boot = 1;";
const page = (title: string) =>
  `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<script>${BOOTSTRAP}</script><script type="module" src="/assets/app.js"></script></body></html>`;

describe("static site", () => {
  const root = mkdtempSync(join(tmpdir(), "congres-site-"));
  const app = Fastify();
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };

  beforeAll(async () => {
    write("index.html", page("Accueil"));
    write("about/index.html", page("Le congrès"));
    write("__spa-fallback.html", page("Chargement"));
    write("assets/app.js", "console.log('app');");
    await app.register(securityHeaders);
    await app.register(staticSite, { root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves each prerendered page at its own path, with or without a trailing slash", async () => {
    for (const url of ["/about", "/about/"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>Le congrès</h1>");
    }
  });

  it("answers the admin area with the app shell (200) and unknown paths with it as a 404", async () => {
    const admin = await app.inject({ method: "GET", url: "/admin/app/contacts/3" });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain("<h1>Chargement</h1>");
    const unknown = await app.inject({ method: "GET", url: "/pas-de-page" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("<h1>Chargement</h1>");
    const api = await app.inject({ method: "GET", url: "/api/inconnu" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Ressource introuvable." });
  });

  it("allows exactly the page's own inline scripts, never any inline script", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    const policy = String(response.headers["content-security-policy"]);
    const hash = createHash("sha256").update(BOOTSTRAP).digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("gzips text for clients that accept it and caches hashed assets for a year", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/app.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe("console.log('app');");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const html = await app.inject({ method: "GET", url: "/" });
    expect(html.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("refuses a path that cannot be decoded and never serves files outside the build", async () => {
    const bad = await app.inject({ method: "GET", url: "/%E0%A4%A" });
    expect(bad.statusCode).toBe(400);
    const traversal = await app.inject({ method: "GET", url: "/../../etc/passwd" });
    expect(traversal.body).not.toContain("root:");
  });
});
