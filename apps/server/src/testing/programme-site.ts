import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILT_PROGRAMME_FILE, FIRST_VISIT_PAGE } from "@congres/shared/built-site";
import type { ProgrammeData } from "@congres/shared/programme";
import type { ProgrammeRenderer } from "../plugins/published-programme-pages.ts";

/** The web build's renderer, from its source (vitest compiles it); the build bundles the same. */
export const RENDERER_SOURCE = fileURLToPath(
  new URL("../../../web/src/prerender/programme-renderer.tsx", import.meta.url),
);

type Locale = "fr" | "en" | "ar";
/** Its exports the tests use, beside those the server uses. */
export type TestRenderer = ProgrammeRenderer & {
  PROGRAMME_PAGES: ReadonlyArray<{ path: string; locale: Locale; region: string }>;
  renderRegion(region: string, programme: ProgrammeData, locale: Locale): string;
  markRegion(html: string, region: string, programme: ProgrammeData, locale: Locale): string;
};

/**
 * A built site in `site` (a folder named `client`, as the build's) holding the six pages the
 * programme draws on (decision 0050), each region as the prerender wrote it from `programme` and
 * marked by the build's step, a small page around it (the Arabic ones in two forms, their
 * stylesheet linked or inside, decision 0052), and the renderer beside the site where the build
 * writes it (here its source, re-exported) with the programme it rendered.
 */
export async function writeProgrammeSite(site: string, programme: ProgrammeData) {
  const renderer: TestRenderer = await import(RENDERER_SOURCE);
  const write = (path: string, html: string) => {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), html);
  };
  for (const { path, locale, region } of renderer.PROGRAMME_PAGES) {
    const dir = locale === "ar" ? "rtl" : "ltr";
    const page = (stylesheet: string) =>
      `<!doctype html><html lang="${locale}" dir="${dir}"><head><title>Programme</title>${stylesheet}<script>window.boot=1</script></head><body><main><h1>${locale}</h1>${renderer.renderRegion(region, programme, locale)}<footer>fin</footer></main></body></html>`;
    if (locale !== "ar") {
      write(path, renderer.markRegion(page(""), region, programme, locale));
      continue;
    }
    // The Arabic pages in their two forms (decision 0052).
    const linked = page('<link rel="stylesheet" href="/assets/root-ar.css"/>');
    write(path, renderer.markRegion(linked, region, programme, locale));
    const inside = page("<style>body{font-family:serif}</style>");
    write(
      path.replace(/index\.html$/, FIRST_VISIT_PAGE),
      renderer.markRegion(inside, region, programme, locale),
    );
  }
  write("__spa-fallback.html", "<!doctype html><title>admin</title>");
  write("../programme-renderer/renderer.js", `export * from ${JSON.stringify(RENDERER_SOURCE)};`);
  write(`../programme-renderer/${BUILT_PROGRAMME_FILE}`, JSON.stringify(programme));
  return renderer;
}
