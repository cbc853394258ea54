import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Config } from "@react-router/dev/config";
import { ISLANDS_MANIFEST } from "./src/prerender/islands-entry-plugin";
import { type IslandsEntry, paintFirst } from "./src/prerender/paint-first";
import { PRERENDERED_PATHS, PUBLIC_PAGES } from "./src/public-paths";

// WEB_BUILD_DIR lets parallel work build side by side (the server then takes WEB_ROOT).
const buildDirectory = process.env.WEB_BUILD_DIR || "build";

export default {
  appDirectory: "src",
  buildDirectory,
  // Public pages are prerendered to static HTML; the admin area is a client-side app.
  ssr: false,
  prerender: PRERENDERED_PATHS,
  // Each public page paints before its scripts load; pages without a form load islands (0015).
  buildEnd() {
    const build = resolve(buildDirectory);
    const islands: IslandsEntry = JSON.parse(readFileSync(join(build, ISLANDS_MANIFEST), "utf8"));
    for (const path of PUBLIC_PAGES) {
      const file = join(build, "client", path, "index.html");
      writeFileSync(file, paintFirst(readFileSync(file, "utf8"), islands));
    }
  },
} satisfies Config;
