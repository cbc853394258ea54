import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/public-paths";

export default {
  appDirectory: "src",
  // WEB_BUILD_DIR lets parallel work build side by side (the server then takes WEB_ROOT).
  buildDirectory: process.env.WEB_BUILD_DIR || "build",
  // Public pages are prerendered to static HTML; the admin area is a client-side app.
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
