import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Config } from "@react-router/dev/config";
import { LOCALES, type Locale } from "./src/i18n/locale";
import { localeFromPath } from "./src/i18n/paths";
import { islandsManifest } from "./src/prerender/islands-entry-plugin";
import { buildLocaleIslands } from "./src/prerender/locale-islands";
import { type IslandsEntry, paintFirst } from "./src/prerender/paint-first";
import { LOCALIZED_PAGES, NOT_FOUND_PAGES, PRERENDERED_PATHS } from "./src/public-paths";

// WEB_BUILD_DIR lets parallel work build side by side (the server then takes WEB_ROOT).
const buildDirectory = process.env.WEB_BUILD_DIR || "build";

export default {
  appDirectory: "src",
  buildDirectory,
  // Public pages are prerendered to static HTML; the admin area is a client-side app.
  ssr: false,
  prerender: PRERENDERED_PATHS,
  // Each public page paints before its scripts load, then runs its islands, built in its own
  // language on Preact (decisions 0015, 0026 and 0030).
  async buildEnd() {
    const build = resolve(buildDirectory);
    for (const locale of LOCALES) await buildLocaleIslands(locale, build);
    const islands = (locale: Locale): IslandsEntry =>
      JSON.parse(readFileSync(join(build, islandsManifest(locale)), "utf8"));
    for (const path of [...LOCALIZED_PAGES, ...NOT_FOUND_PAGES]) {
      const file = join(build, "client", path, "index.html");
      writeFileSync(file, paintFirst(readFileSync(file, "utf8"), islands(localeFromPath(path))));
    }
  },
} satisfies Config;
