import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Config } from "@react-router/dev/config";
import { paintFirst } from "./src/prerender/paint-first";
import { PRERENDERED_PATHS, PUBLIC_PAGES } from "./src/public-paths";

// WEB_BUILD_DIR lets parallel work build side by side (the server then takes WEB_ROOT).
const buildDirectory = process.env.WEB_BUILD_DIR || "build";

export default {
  appDirectory: "src",
  buildDirectory,
  // Public pages are prerendered to static HTML; the admin area is a client-side app.
  ssr: false,
  prerender: PRERENDERED_PATHS,
  // Each public page paints before its scripts are requested (decision 0015).
  buildEnd() {
    for (const path of PUBLIC_PAGES) {
      const file = join(resolve(buildDirectory), "client", path, "index.html");
      writeFileSync(file, paintFirst(readFileSync(file, "utf8")));
    }
  },
} satisfies Config;
