import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteFile } from "../testing/built-site-files.ts";
import { FILE_POLICY, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";
import { precompressSite } from "./site-compression.ts";
import { loadSiteFiles } from "./site-files.ts";
import { loadBuiltSite, staticSite } from "./static-site.ts";

const BOOTSTRAP = "window.__boot = 1;";
// Long enough for compression to pay, as every real page is.
const filler =
  "<p>Le congrès réunit des cliniciens et des chercheurs de tout le continent.</p>".repeat(30);
const page = (title: string) =>
  `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><h1>${title}</h1>${filler}` +
  `<script>${BOOTSTRAP}</script><script type="module" src="/assets/app.js"></script></body></html>`;
const SCRIPT = `console.log(${JSON.stringify("app ".repeat(400))});`;

describe("static site", () => {
  const root = mkdtempSync(join(tmpdir(), "congres-site-"));
  const app = Fastify();
  const write = (path: string, content: string | Buffer) => writeSiteFile(root, path, content);
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    write("index.html", page("Accueil"));
    write("about/index.html", page("Le congrès"));
    write("inscription/index.html", page("Inscription"));
    write("__spa-fallback.html", page("Chargement"));
    write("assets/app.js", SCRIPT);
    write("images/logo.webp", Buffer.from("RIFF-not-really-an-image"));
    await precompressSite(root);
    // A copy the build wrote, served byte for byte (its own compression, not the server's).
    write("assets/prebuilt.css", `body{color:#123}${" ".repeat(600)}`);
    write("assets/prebuilt.css.br", brotliCompressSync(Buffer.from("body{color:#123}")));
    // A copy left by an earlier build: older than its file, so never served.
    write("assets/stale.js", SCRIPT);
    write("assets/stale.js.gz", gzipSync("console.log('version précédente');"));
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(join(root, "assets/stale.js.gz"), past, past);
    await app.register(staticSite, { site: loadBuiltSite(root) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe("with a 404 page per language (decision 0026)", () => {
    const localized = mkdtempSync(join(tmpdir(), "congres-site-"));
    const site = Fastify();
    beforeAll(async () => {
      for (const [path, title] of [
        ["index.html", "Accueil"],
        ["404/index.html", "Page introuvable"],
        ["en/404/index.html", "Page not found"],
        ["ar/404/index.html", "الصفحة غير موجودة"],
        ["en/programme/index.html", "Programme"],
        ["verifier/index.html", "Vérification d'un document"],
        ["en/verifier/index.html", "Document check"],
        ["ar/verifier/index.html", "التحقق من وثيقة"],
        ["__spa-fallback.html", "Chargement"],
        ["programme-sw.js", "self.addEventListener('fetch', () => {});"],
      ] as const) {
        writeSiteFile(localized, path, page(title));
      }
      await site.register(staticSite, { site: loadBuiltSite(localized) });
    });
    afterAll(async () => {
      await site.close();
      rmSync(localized, { recursive: true, force: true });
    });

    /** What `url` answers: `status`, and the page titled `title` (its <h1>). */
    async function expectPage(url: string, status: number, title: string) {
      const response = await site.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toContain(`<h1>${title}</h1>`);
    }

    it("lets the programme's service worker fetch from the site, and only from it (decision 0050)", async () => {
      const worker = await site.inject({ method: "GET", url: "/programme-sw.js" });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers["content-security-policy"]).toBe(
        "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
      );
      expect(worker.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    });

    it("answers /verifier/<code> in each language with that language's /verifier page (issue #38)", async () => {
      for (const [url, title] of [
        ["/verifier", "Vérification d'un document"],
        ["/verifier/K7Q2M9XW4PA3", "Vérification d'un document"],
        ["/verifier/K7Q2M9XW4PA3/", "Vérification d'un document"],
        ["/en/verifier/K7Q2M9XW4PA3", "Document check"],
        ["/ar/verifier/%D8%BA", "التحقق من وثيقة"],
      ] as const) {
        await expectPage(url, 200, title);
      }
      // Only one segment after it is a code; anything deeper, or another prefix, is not found.
      for (const url of ["/verifier/a/b", "/fr/verifier/abc", "/api/verifier/abc"]) {
        expect((await site.inject({ method: "GET", url })).statusCode, url).toBe(404);
      }
    });

    it("answers an unknown path with the 404 page of its language prefix, with HTTP 404", async () => {
      for (const [url, title] of [
        ["/pas-de-page", "Page introuvable"],
        ["/english/page", "Page introuvable"],
        ["/en/nope", "Page not found"],
        ["/en", "Page not found"],
        ["/ar/%D8%BA%D9%8A%D8%B1", "الصفحة غير موجودة"],
        ["/404", "Page introuvable"],
        ["/en/404/", "Page not found"],
      ] as const) {
        await expectPage(url, 404, title);
      }
      expect((await site.inject({ method: "GET", url: "/en/programme" })).statusCode).toBe(200);
      const admin = await site.inject({ method: "GET", url: "/admin/app" });
      expect(admin.statusCode).toBe(200);
      expect(admin.body).toContain("<h1>Chargement</h1>");
    });
  });

  describe("a page in two forms: its stylesheet linked, or inside for a first visit (decision 0052)", () => {
    const twoForms = mkdtempSync(join(tmpdir(), "congres-site-"));
    const site = Fastify();
    const linked = (title: string) =>
      page(title).replace("</head>", '<link rel="stylesheet" href="/assets/root-ar.css"/></head>');
    const inside = (title: string) =>
      page(title).replace("</head>", "<style>body{color:#123}</style></head>");
    const fetchFrom = async (
      url: string,
      secFetchSite?: string,
      headers: Record<string, string> = {},
    ) => {
      const response = await site.inject({
        method: "GET",
        url,
        headers: { ...headers, ...(secFetchSite ? { "sec-fetch-site": secFetchSite } : {}) },
      });
      const coding = response.headers["content-encoding"];
      const bytes = response.rawPayload;
      const text =
        coding === "br"
          ? brotliDecompressSync(bytes).toString()
          : coding === "gzip"
            ? gunzipSync(bytes).toString()
            : response.body;
      return { statusCode: response.statusCode, headers: response.headers, body: text };
    };
    beforeAll(async () => {
      for (const [path, html] of [
        ["index.html", page("Accueil")],
        ["ar/index.html", linked("الرئيسية")],
        ["ar/index.first-visit.html", inside("الرئيسية")],
        ["ar/404/index.html", linked("الصفحة غير موجودة")],
        ["ar/404/index.first-visit.html", inside("الصفحة غير موجودة")],
        ["__spa-fallback.html", page("Chargement")],
      ] as const) {
        writeSiteFile(twoForms, path, html);
      }
      await precompressSite(twoForms);
      await site.register(staticSite, { site: loadBuiltSite(twoForms) });
    });
    afterAll(async () => {
      await site.close();
      rmSync(twoForms, { recursive: true, force: true });
    });

    it("gives the stylesheet inside to a visitor from elsewhere, the link to one moving within the site", async () => {
      for (const from of [undefined, "none", "cross-site", "same-site"]) {
        for (const encoding of ["br", "gzip", "identity"]) {
          const response = await fetchFrom("/ar", from, { "accept-encoding": encoding });
          expect(response.statusCode, `${from} ${encoding}`).toBe(200);
          expect(response.body, `${from} ${encoding}`).toContain("<style>body{color:#123}</style>");
          expect(response.body).not.toContain("root-ar.css");
        }
      }
      const within = await fetchFrom("/ar/", "same-origin", { "accept-encoding": "br" });
      expect(within.body).toContain('<link rel="stylesheet" href="/assets/root-ar.css"/>');
      expect(within.body).not.toContain("<style>");
      // A French page has one form: the same answer wherever the visitor comes from.
      const french = await fetchFrom("/", "cross-site");
      expect(french.headers.vary).toBe("Accept-Encoding");
      expect((await fetchFrom("/", "same-origin")).body).toBe(french.body);
    });

    it("tells caches the two forms apart, each with its own ETag and 304", async () => {
      const first = await fetchFrom("/ar", "none", { "accept-encoding": "br" });
      const within = await fetchFrom("/ar", "same-origin", { "accept-encoding": "br" });
      for (const response of [first, within]) {
        expect(response.headers.vary).toBe("Accept-Encoding, Sec-Fetch-Site");
        expect(response.headers["content-encoding"]).toBe("br");
      }
      expect(first.headers.etag).not.toBe(within.headers.etag);
      const again = (from: string, etag: unknown) =>
        fetchFrom("/ar", from, { "accept-encoding": "br", "if-none-match": String(etag) });
      expect((await again("same-origin", within.headers.etag)).statusCode).toBe(304);
      expect((await again("none", first.headers.etag)).statusCode).toBe(304);
      // The other form's copy is not this one's.
      const other = await again("same-origin", first.headers.etag);
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain("root-ar.css");
    });

    it("answers the first-visit form at its page's address only, and the Arabic 404 in both forms", async () => {
      const direct = await fetchFrom("/ar/index.first-visit.html", "none");
      expect(direct.statusCode).toBe(404);
      const missing = await fetchFrom("/ar/nulle-part", "cross-site");
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("<h1>الصفحة غير موجودة</h1>");
      expect(missing.body).toContain("<style>");
      const missingWithin = await fetchFrom("/ar/nulle-part", "same-origin");
      expect(missingWithin.statusCode).toBe(404);
      expect(missingWithin.body).toContain("root-ar.css");
    });
  });

  it("serves each prerendered page at its own path, with or without one trailing slash", async () => {
    for (const url of ["/about", "/about/", "/about?utm_source=mail"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>Le congrès</h1>");
    }
  });

  it("answers the admin area with the app shell (200) and unknown paths with it as a 404", async () => {
    const admin = await get("/admin/app/contacts/3");
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain("<h1>Chargement</h1>");
    for (const url of ["/pas-de-page", "/about//", "/__spa-fallback.html"]) {
      const unknown = await get(url);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain("<h1>Chargement</h1>");
    }
    const api = await get("/api/inconnu");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Ressource introuvable." });
  });

  it("allows the camera on the check-in desk's screen only (issue #25)", async () => {
    for (const url of ["/admin/app/accueil", "/admin/app/accueil/"]) {
      const desk = await get(url);
      expect(desk.statusCode).toBe(200);
      expect(desk.body).toContain("<h1>Chargement</h1>");
      expect(desk.headers["permissions-policy"]).toBe(
        "camera=(self), microphone=(), geolocation=(), payment=()",
      );
      expect(desk.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    }
    for (const url of [
      "/",
      "/admin",
      "/admin/app",
      "/admin/app/inscriptions",
      "/admin/app/accueil-bis",
      "/admin/app/accueil/autre",
      "/assets/app.js",
      "/pas-de-page",
    ]) {
      const other = await get(url);
      expect(other.headers["permissions-policy"], url).toBe(
        "camera=(), microphone=(), geolocation=(), payment=()",
      );
    }
  });

  it("reads //host/path as a path: no page of the site, no admin shell for //api/admin", async () => {
    const otherHost = await get("//evil.example/inscription");
    expect(otherHost.statusCode).toBe(404);
    expect(otherHost.body).not.toContain("<h1>Inscription</h1>");
    for (const url of ["//api/admin/metrics", "///api/admin/metrics", "//api"]) {
      const api = await get(url);
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: "Ressource introuvable." });
    }
  });

  it("allows exactly the page's own inline scripts, never any inline script", async () => {
    const response = await get("/");
    const policy = String(response.headers["content-security-policy"]);
    const hash = createHash("sha256").update(BOOTSTRAP).digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("puts every security header, HSTS included, on pages, files, the 404 shell and 304s", async () => {
    const asset = await get("/assets/app.js");
    expect(asset.headers["content-security-policy"]).toBe(FILE_POLICY);
    const page = await get("/about");
    const revalidated = await get("/about", { "if-none-match": String(page.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    for (const response of [asset, page, revalidated, await get("/pas-de-page")]) {
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip;q=1", "gzip"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["*", "br"],
    ["br;q=0, gzip;q=0", undefined],
    ["identity", undefined],
  ])("answers Accept-Encoding %j with %s, its exact length and Vary", async (accept, coding) => {
    const response = await get("/assets/app.js", { "accept-encoding": accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(coding);
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    const decoded =
      coding === "br"
        ? brotliDecompressSync(response.rawPayload)
        : coding === "gzip"
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    expect(decoded.toString()).toBe(SCRIPT);
    if (coding) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it("sends the file as is from what it read at start, though the disk changed since", async () => {
    write("assets/app.js", "console.log('construit plus tard');");
    const response = await get("/assets/app.js", { "accept-encoding": "identity" });
    expect(response.body).toBe(SCRIPT);
    expect(Number(response.headers["content-length"])).toBe(SCRIPT.length);
    write("assets/app.js", SCRIPT);
  });

  it("sends a file as is when its compressed copy does not hold the same bytes", async () => {
    write("assets/odd.js", SCRIPT);
    write("assets/odd.js.gz", gzipSync("console.log('autre chose');"));
    const odd = Fastify();
    await odd.register(staticSite, { site: loadBuiltSite(root) });
    const response = await odd.inject({
      url: "/assets/odd.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(response.body).toBe(SCRIPT);
    await odd.close();
  });

  it("serves the build's compressed copy as it is, and ignores a copy older than its file", async () => {
    const prebuilt = await get("/assets/prebuilt.css", { "accept-encoding": "br" });
    expect(prebuilt.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(prebuilt.rawPayload).toString()).toBe("body{color:#123}");
    const stale = await get("/assets/stale.js", { "accept-encoding": "gzip" });
    expect(stale.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(stale.rawPayload).toString()).toBe(SCRIPT);
  });

  it("holds each stored copy in memory of its own, never in a slice of Node's shared pool (#36 item 14)", () => {
    // Node 24 reads a file under 32 KB into a slice of a 64 KB pool: one slice kept, the pool kept.
    const files = loadSiteFiles(root);
    const held = [...files.values()].flatMap((file) => Object.values(file.encoded));
    held.push(files.get("/images/logo.webp")?.identity ?? expect.fail("no image"));
    expect(held.length).toBeGreaterThan(10);
    for (const representation of held) {
      const bytes = representation.body();
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    }
  });

  it("sends images as they are, without Vary", async () => {
    const image = await get("/images/logo.webp", { "accept-encoding": "br, gzip" });
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.rawPayload.toString()).toBe("RIFF-not-really-an-image");
  });

  it("gives each representation its own ETag and answers a current copy with an empty 304", async () => {
    const brotli = await get("/about", { "accept-encoding": "br" });
    const gzip = await get("/about", { "accept-encoding": "gzip" });
    const plain = await get("/about");
    const tags = [brotli, gzip, plain].map((response) => String(response.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);

    const current = await get("/about", {
      "accept-encoding": "br",
      "if-none-match": tags[0] ?? "",
    });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe("");
    expect(current.headers.etag).toBe(tags[0]);
    expect(current.headers.vary).toBe("Accept-Encoding");
    expect(current.headers["cache-control"]).toBe("no-cache");
    const weak = await get("/about", {
      "accept-encoding": "br",
      "if-none-match": `"x", W/${tags[0]}`,
    });
    expect(weak.statusCode).toBe(304);
    // The brotli copy's tag does not validate the gzip representation.
    const otherForm = await get("/about", {
      "accept-encoding": "gzip",
      "if-none-match": tags[0] ?? "",
    });
    expect(otherForm.statusCode).toBe(200);
    expect(gunzipSync(otherForm.rawPayload).toString()).toContain("<h1>Le congrès</h1>");
  });

  it("answers If-Modified-Since from Last-Modified, unless If-None-Match is sent", async () => {
    const first = await get("/about");
    const lastModified = String(first.headers["last-modified"]);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect((await get("/about", { "if-modified-since": lastModified })).statusCode).toBe(304);
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get("/about", { "if-modified-since": before })).statusCode).toBe(200);
    const both = await get("/about", {
      "if-modified-since": lastModified,
      "if-none-match": '"autre"',
    });
    expect(both.statusCode).toBe(200);
    expect((await get("/about", { "if-modified-since": "pas une date" })).statusCode).toBe(200);
  });

  it("never answers the 404 shell with 304", async () => {
    const unknown = await get("/pas-de-page");
    const again = await get("/pas-de-page", { "if-none-match": String(unknown.headers.etag) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain("<h1>Chargement</h1>");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await app.inject({
      method: "HEAD",
      url: "/about",
      headers: { "accept-encoding": "gzip" },
    });
    const full = await get("/about", { "accept-encoding": "gzip" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it("caches hashed assets for a year and has pages revalidated", async () => {
    expect((await get("/assets/app.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/")).headers["cache-control"]).toBe("no-cache");
  });

  it("refuses a path that cannot be decoded and never serves files outside the build", async () => {
    const traversal = await get("/../../etc/passwd");
    expect(traversal.body).not.toContain("root:");
    const encoded = await get("/%2e%2e/%2e%2e/etc/passwd");
    expect(encoded.statusCode).toBe(404);
    expect(encoded.body).not.toContain("root:");
  });
});
