/**
 * The public pages follow the published programme without a rebuild or a restart (issue #24
 * §2, decision 0050). The web build leaves a renderer beside the site
 * (`<build>/programme-renderer/renderer.js`, from apps/web/src/prerender/programme-renderer.tsx)
 * and marks, in the six pages that show the programme, the regions drawn from it. For each new
 * publication the server renders those regions, splices them into the built pages (read from the
 * build, never written to it) and swaps the new pages into the site it serves from memory:
 * compressed, with a new ETag. Every server keeps itself current by asking the source for the
 * latest version every few seconds; the one that publishes refreshes at once.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { BUILT_PROGRAMME_FILE, FIRST_VISIT_PAGE } from "@congres/shared/built-site";
import type { ProgrammeData, PublishedProgramme } from "@congres/shared/programme";
import type { FastifyBaseLogger } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { PublishedProgrammeSource } from "../modules/programme/published-source.ts";
import { siteFileFromBytes } from "./site-files.ts";
import type { BuiltSite } from "./static-site.ts";

/** What the web build's renderer exports (its module is typed on the web side). */
export type ProgrammeRenderer = {
  PROGRAMME_PAGES: ReadonlyArray<{ path: string }>;
  renderPages(
    builtPage: (path: string) => string,
    programme: ProgrammeData,
    firstVisitPage?: (path: string) => string | undefined,
  ): Array<{ path: string; html: string; firstVisit?: string }>;
};

const rendererFile = (webRoot: string) => join(webRoot, "..", "programme-renderer", "renderer.js");

/** The renderer the web build wrote beside the site's files, if it did. */
export async function loadProgrammeRenderer(
  webRoot: string,
): Promise<ProgrammeRenderer | undefined> {
  const file = rendererFile(webRoot);
  if (!existsSync(file)) return undefined;
  return import(pathToFileURL(file).href);
}

/**
 * Whether `programme` is the one the build rendered into its pages (written beside the
 * renderer; a build without that file answers false, and the pages are rendered as before).
 */
function isBuiltProgramme(webRoot: string, programme: PublishedProgramme): boolean {
  const file = join(webRoot, "..", "programme-renderer", BUILT_PROGRAMME_FILE);
  if (!existsSync(file)) return false;
  const { version: _version, publishedAt: _publishedAt, ...data } = programme;
  return isDeepStrictEqual(data, JSON.parse(readFileSync(file, "utf8")));
}

export type PublishedPages = {
  /** Brings the pages to the latest publication; resolves once they are swapped in. */
  refresh(): Promise<void>;
  /** The publication the pages show; undefined before the source has one. */
  version(): number | undefined;
  /**
   * A built page (`/programme/index.html`, `/en/index.html`…) as it would read with `programme`,
   * a draft included, without swapping anything: for the staff's preview.
   */
  preview(programme: ProgrammeData, path: string): Promise<string | undefined>;
  /** Stops asking the source (the app's close). */
  stop(): void;
};

export type PublishedPagesOptions = {
  site: BuiltSite;
  /** The renderer, loaded with the first page that needs it (it holds React: #36 item 14). */
  renderer: () => Promise<ProgrammeRenderer>;
  source: PublishedProgrammeSource;
  /** How often to ask the source for its latest version. */
  pollMs: number;
  log: FastifyBaseLogger;
  clock: () => Date;
};

export function keepPagesPublished(options: PublishedPagesOptions): PublishedPages {
  const { site, renderer, source, log, clock } = options;
  // The pages as built, their regions marked: every publication is spliced into these, and into
  // their forms for visitors arriving from elsewhere where the build made one (decision 0052).
  // Read from the build when a publication is rendered, not held between publications.
  const builtFile = (path: string) => join(site.root, ...path.split("/"));
  const built = (path: string) =>
    existsSync(builtFile(path)) ? readFileSync(builtFile(path), "utf8") : undefined;
  const firstVisit = (path: string) => built(path.replace(/index\.html$/, FIRST_VISIT_PAGE));
  let version: number | undefined;
  // Until a publication is swapped in, the site serves the build's pages as they are.
  let swapped = false;

  async function bringUpToDate(): Promise<void> {
    const latest = await source.latestVersion();
    if (latest === undefined || latest === version) return;
    const programme = await source.latest();
    if (!programme || programme.version === version) return;
    if (!swapped && isBuiltProgramme(site.root, programme)) {
      version = programme.version;
      return;
    }
    const modifiedMs = clock().getTime();
    const pages = (await renderer()).renderPages(
      (path) => built(path) ?? "",
      programme,
      firstVisit,
    );
    const files = await Promise.all(
      pages.map(async ({ path, html, firstVisit }) => ({
        path,
        file: await siteFileFromBytes(
          Buffer.from(html),
          path,
          modifiedMs,
          firstVisit === undefined ? undefined : Buffer.from(firstVisit),
        ),
      })),
    );
    // All six together, once every one is ready: no visitor sees two versions side by side.
    for (const { path, file } of files) site.replace(path, file);
    swapped = true;
    version = programme.version;
    log.info({ version }, "Programme publié : pages du programme et de l'accueil mises à jour");
  }

  // One update at a time, in order: a publication during a poll is rendered after it.
  let queue: Promise<void> = Promise.resolve();
  let busy = false;
  const refresh = () => {
    busy = true;
    queue = queue
      .then(bringUpToDate)
      .catch((error: unknown) =>
        log.error({ err: error }, "Programme : mise à jour des pages publiées impossible"),
      )
      .finally(() => {
        busy = false;
      });
    return queue;
  };
  const timer = setInterval(() => {
    if (!busy) void refresh();
  }, options.pollMs);
  timer.unref();
  return {
    refresh,
    version: () => version,
    async preview(programme, path) {
      const { PROGRAMME_PAGES, renderPages } = await renderer();
      if (!PROGRAMME_PAGES.some((page) => page.path === path)) return undefined;
      return renderPages((page) => built(page) ?? "", programme).find((page) => page.path === path)
        ?.html;
    },
    stop: () => clearInterval(timer),
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The public pages drawn from the published programme (decision 0050); undefined without a
     * built site, a source or the build's renderer. Publishing calls `refresh()` at once.
     */
    programmePages: PublishedPages | undefined;
  }
}

/** Keeps the programme's pages at the latest publication, from the start to the app's close. */
export const publishedProgrammePages = fastifyPlugin(
  async (
    app,
    options: {
      site: BuiltSite | undefined;
      source: PublishedProgrammeSource | undefined;
      pollMs: number;
    },
  ) => {
    const { site, source } = options;
    if (!site || !source || !existsSync(rendererFile(site.root))) {
      if (site && source) {
        app.log.warn(
          "Programme : la construction n'a pas de moteur de rendu (npm run build) ; les pages gardent le programme construit.",
        );
      }
      app.decorate("programmePages", undefined);
      return;
    }
    let loaded: Promise<ProgrammeRenderer> | undefined;
    const pages = keepPagesPublished({
      site,
      // The file was there at start; the build is not changed under a running server.
      renderer: () => {
        loaded ??= loadProgrammeRenderer(site.root).then((renderer) => {
          if (!renderer) throw new Error("Programme : moteur de rendu introuvable");
          return renderer;
        });
        return loaded;
      },
      source,
      pollMs: options.pollMs,
      log: app.log,
      clock: app.clock,
    });
    app.decorate("programmePages", pages);
    // The first request already gets the latest publication.
    app.addHook("onReady", () => pages.refresh());
    app.addHook("onClose", async () => pages.stop());
  },
);
