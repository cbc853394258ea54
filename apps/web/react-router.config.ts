import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUILT_PROGRAMME_FILE, FIRST_VISIT_PAGE } from "@congres/shared/built-site";
import type { ProgrammeData } from "@congres/shared/programme";
import programmeSeed from "@congres/shared/programme-seed";
import type { Config } from "@react-router/dev/config";
import { ARABIC_FONT_STYLESHEET } from "./scripts/subset-fonts";
import { LOCALES, type Locale } from "./src/i18n/locale";
import { localeFromPath } from "./src/i18n/paths";
import {
  stylesheetOf,
  withArabicStylesheet,
  withStylesheetInside,
  writeArabicStylesheet,
} from "./src/prerender/arabic-font";
import { islandsManifest } from "./src/prerender/islands-entry-plugin";
import { buildLocaleIslands } from "./src/prerender/locale-islands";
import { type IslandsEntry, paintFirst } from "./src/prerender/paint-first";
import {
  buildProgrammeRenderer,
  RENDERER_DIRECTORY,
} from "./src/prerender/programme-renderer-build";
import {
  LOCALIZED_PAGES,
  LOCALIZED_UNLISTED_PAGES,
  NOT_FOUND_PAGES,
  PRERENDERED_PATHS,
} from "./src/public-paths";

// WEB_BUILD_DIR lets parallel work build side by side (the server then takes WEB_ROOT).
const buildDirectory = process.env.WEB_BUILD_DIR || "build";

export default {
  appDirectory: "src",
  buildDirectory,
  // Public pages are prerendered to static HTML; the admin area is a client-side app.
  ssr: false,
  prerender: PRERENDERED_PATHS,
  // Each public page paints before its scripts load, then runs its islands, built in its own
  // language on Preact (decisions 0015, 0026 and 0030); Arabic pages link to a copy of the
  // stylesheet holding their font (decision 0037), and have a second form with it inside for
  // visitors arriving from elsewhere (decision 0052). The parts drawn from the programme are marked
  // for the server, which renders them again at each publication (decision 0050).
  async buildEnd() {
    const build = resolve(buildDirectory);
    const client = join(build, "client");
    for (const locale of LOCALES) await buildLocaleIslands(locale, build);
    const islands = (locale: Locale): IslandsEntry =>
      JSON.parse(readFileSync(join(build, islandsManifest(locale)), "utf8"));
    const shared = stylesheetOf(readFileSync(join(client, "index.html"), "utf8"));
    const arabic = writeArabicStylesheet(client, shared, ARABIC_FONT_STYLESHEET);
    const renderer = await buildProgrammeRenderer(build);
    const seed = programmeSeed as ProgrammeData;
    // What the pages show until a publication differs: the server then needs no renderer.
    writeFileSync(join(build, RENDERER_DIRECTORY, BUILT_PROGRAMME_FILE), JSON.stringify(seed));
    for (const path of [...LOCALIZED_PAGES, ...LOCALIZED_UNLISTED_PAGES, ...NOT_FOUND_PAGES]) {
      const file = join(client, path, "index.html");
      const locale = localeFromPath(path);
      const marked = renderer.PROGRAMME_PAGES.find(
        (page) => page.path === join("/", path, "index.html"),
      );
      const built = paintFirst(readFileSync(file, "utf8"), islands(locale));
      const html = marked ? renderer.markRegion(built, marked.region, seed, locale) : built;
      if (locale !== "ar") {
        writeFileSync(file, html);
        continue;
      }
      writeFileSync(file, withArabicStylesheet(html, shared, arabic.path));
      // Arriving from elsewhere, the stylesheet inside the page (decision 0052).
      const firstVisit = withStylesheetInside(html, shared, arabic.css);
      writeFileSync(join(client, path, FIRST_VISIT_PAGE), firstVisit);
    }
  },
} satisfies Config;
