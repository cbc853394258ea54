import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { ProgrammeData, PublishedProgramme } from "@congres/shared/programme";
import seedJson from "@congres/shared/programme-seed";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PublishedProgrammeSource } from "../modules/programme/published-source.ts";
import { RENDERER_SOURCE, writeProgrammeSite } from "../testing/programme-site.ts";
import { publishedProgrammePages } from "./published-programme-pages.ts";
import { loadBuiltSite, staticSite } from "./static-site.ts";

const seed = seedJson as ProgrammeData;

/** Publications kept in memory, as the programme's tables keep them (version 1, 2, 3…). */
class MemorySource implements PublishedProgrammeSource {
  versions: PublishedProgramme[] = [];
  failures = 0;
  publish(data: ProgrammeData): number {
    const version = this.versions.length + 1;
    this.versions.push({ ...data, version, publishedAt: new Date().toISOString() });
    return version;
  }
  async latestVersion() {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error("base de données indisponible");
    }
    return this.versions.at(-1)?.version;
  }
  async latest() {
    return this.versions.at(-1);
  }
}

/** The seed with one session's title (French) and start changed. */
function withTitle(title: string, startsAt = "09:45"): ProgrammeData {
  return {
    ...seed,
    sessions: seed.sessions.map((session) =>
      session.id === "2025-10-30-0945-amphi"
        ? { ...session, startsAt, title: { fr: title, en: `${title} (en)` } }
        : session,
    ),
  };
}

describe("the programme's pages follow its publications (decision 0050)", () => {
  const root = mkdtempSync(join(tmpdir(), "congres-programme-pages-"));
  const site = join(root, "client");
  const source = new MemorySource();
  const apps: FastifyInstance[] = [];
  const logs: string[] = [];

  async function server(pollMs: number, from: PublishedProgrammeSource = source, webRoot = site) {
    const app = Fastify({
      logger: { level: "info", stream: { write: (line: string) => void logs.push(line) } },
    });
    app.decorate("clock", () => new Date());
    const built = loadBuiltSite(webRoot);
    await app.register(staticSite, { site: built });
    await app.register(publishedProgrammePages, { site: built, source: from, pollMs });
    await app.ready();
    apps.push(app);
    return app;
  }
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    await writeProgrammeSite(site, seed);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves the build's programme before any publication, then the published one at once", async () => {
    const app = await server(60_000);
    expect(app.programmePages?.version()).toBeUndefined();
    const before = await get(app, "/programme");
    expect(before.body).toContain("Conférence inaugurale");
    const oldTag = String(before.headers.etag);

    source.publish(withTitle('Leçon <script>alert("x")</script> déplacée', "09:50"));
    await app.programmePages?.refresh();
    expect(app.programmePages?.version()).toBe(1);

    const after = await get(app, "/programme");
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(
      "Leçon &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; déplacée",
    );
    expect(after.body).not.toContain('<script>alert("x")');
    expect(after.body).toContain('<time dir="ltr">09:50 - 10:30</time>');
    expect(after.body).not.toContain("Conférence inaugurale");
    // The rest of the built page is kept byte for byte, its inline script's CSP hash too.
    expect(after.body).toMatch(/^<!doctype html><html lang="fr" dir="ltr"><head><title>Programme/);
    expect(after.body).toContain("<footer>fin</footer></main></body></html>");
    expect(String(after.headers["content-security-policy"])).toContain("'sha256-");
    const newTag = String(after.headers.etag);
    expect(newTag).not.toBe(oldTag);

    // A copy of the old page is not current any more; a copy of the new one is.
    expect((await get(app, "/programme", { "if-none-match": oldTag })).statusCode).toBe(200);
    const current = await get(app, "/programme", { "if-none-match": newTag });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe("");
    const head = await app.inject({ method: "HEAD", url: "/programme" });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(newTag);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(after.body)));
    expect(head.body).toBe("");

    // Compressed as the build's pages are, the same bytes inside.
    const brotli = await get(app, "/programme", { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(after.body);

    // A draft previewed: the page as it would read, the site unchanged.
    const draft = await app.programmePages?.preview(
      withTitle("Brouillon"),
      "/en/programme/index.html",
    );
    expect(draft).toContain("Brouillon (en)");
    expect(await app.programmePages?.preview(seed, "/cgu/index.html")).toBeUndefined();
    expect((await get(app, "/en/programme")).body).not.toContain("Brouillon");

    // The other languages and the home pages' cards, from the same publication.
    expect((await get(app, "/en/programme")).body).toContain("déplacée (en)");
    const arabic = await get(app, "/ar/programme");
    expect(arabic.body).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(arabic.body).toContain("المدرج الكبير");
    expect(arabic.body).toContain("déplacée");
    // Both forms of the Arabic pages (decision 0052): arriving from elsewhere, moving within.
    expect(arabic.body).toContain("<style>body{font-family:serif}</style>");
    const within = await get(app, "/ar/programme", { "sec-fetch-site": "same-origin" });
    expect(within.body).toContain('<link rel="stylesheet" href="/assets/root-ar.css"/>');
    expect(within.body).toContain("déplacée");
    expect(within.headers.etag).not.toBe(arabic.headers.etag);
    expect(within.headers.vary).toBe("Accept-Encoding, Sec-Fetch-Site");
    const arabicHome = await get(app, "/ar", { "sec-fetch-site": "same-origin" });
    expect(arabicHome.body).toContain("root-ar.css");
    expect(arabicHome.body).toContain("déplacée");
    for (const home of ["/", "/en", "/ar"]) {
      const body = (await get(app, home)).body;
      expect(body).toContain("déplacée");
      expect(body).not.toContain("<script>alert");
    }
  });

  it("serves the built pages without loading the renderer while the latest publication is the build's programme (#36 item 14)", async () => {
    const own = join(root, "own");
    const ownSite = join(own, "client");
    await writeProgrammeSite(ownSite, seed);
    // The renderer as the build leaves it, noting when a process loads it.
    const loadedMark = join(own, "renderer-loaded");
    writeFileSync(
      join(own, "programme-renderer", "renderer.js"),
      `import { writeFileSync } from "node:fs";
writeFileSync(${JSON.stringify(loadedMark)}, "");
export * from ${JSON.stringify(RENDERER_SOURCE)};`,
    );
    const publications = new MemorySource();
    publications.publish(seed);
    const app = await server(60_000, publications, ownSite);
    expect(app.programmePages?.version()).toBe(1);
    const builtPage = readFileSync(join(ownSite, "programme", "index.html"), "utf8");
    expect((await get(app, "/programme")).body).toBe(builtPage);
    expect(existsSync(loadedMark)).toBe(false);

    // The first page that needs it loads it: the staff's preview, then a new publication.
    const draft = await app.programmePages?.preview(
      withTitle("Brouillon"),
      "/programme/index.html",
    );
    expect(draft).toContain("Brouillon");
    expect(existsSync(loadedMark)).toBe(true);
    publications.publish(withTitle("Nouvelle version"));
    await app.programmePages?.refresh();
    expect((await get(app, "/programme")).body).toContain("Nouvelle version");
    // The build's programme published again after another: its pages come back.
    publications.publish(seed);
    await app.programmePages?.refresh();
    const again = (await get(app, "/programme")).body;
    expect(again).not.toContain("Nouvelle version");
    expect(again).toContain("Conférence inaugurale");
    expect(app.programmePages?.version()).toBe(3);
  });

  it("keeps every server current: two servers on one source both change within the poll interval", async () => {
    const [first, second] = [await server(50), await server(50)];
    // Each started on the latest publication, not on the build's programme.
    for (const app of [first, second])
      expect((await get(app, "/programme")).body).toContain("déplacée");

    source.publish(withTitle("Publiée ailleurs"));
    for (const app of [first, second]) {
      await expect
        .poll(async () => (await get(app, "/programme")).body, { timeout: 5_000, interval: 25 })
        .toContain("Publiée ailleurs");
      expect((await get(app, "/ar")).body).toContain("Publiée ailleurs");
    }
    const tags = await Promise.all(
      [first, second].map(async (app) => (await get(app, "/")).headers.etag),
    );
    expect(tags[0]).toBe(tags[1]);
  });

  it("asks the source at start and at every interval, and no more once the app is closed", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      let asked = 0;
      const counting: PublishedProgrammeSource = {
        latestVersion: async () => {
          asked += 1;
          return source.latestVersion();
        },
        latest: () => source.latest(),
      };
      const app = await server(1_000, counting);
      expect(asked).toBe(1);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(asked).toBe(4);
      await app.close();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(asked).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("restores a previous publication as a new version, and survives a source that fails", async () => {
    const app = await server(60_000);
    source.failures = 1;
    source.publish(withTitle("Version restaurée"));
    await app.programmePages?.refresh();
    expect(logs.some((line) => line.includes("mise à jour des pages publiées impossible"))).toBe(
      true,
    );
    expect((await get(app, "/programme")).body).not.toContain("Version restaurée");
    await app.programmePages?.refresh();
    expect((await get(app, "/programme")).body).toContain("Version restaurée");
    expect(app.programmePages?.version()).toBe(source.versions.length);
  });
});
