import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localeBundle } from "./src/prerender/locale-bundle-plugin.ts";

const apiServer = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  // The client build is the French admin area; the public pages' islands are built apart, one
  // build per language, by react-router.config.ts's buildEnd (decisions 0026 and 0030).
  plugins: [tailwindcss(), reactRouter(), localeBundle("fr")],
  // CONGRESS_* variables override the edition's contact facts (see packages/shared/src/edition.ts).
  envPrefix: ["VITE_", "CONGRESS_"],
  envDir: fileURLToPath(new URL("../..", import.meta.url)),
  server: {
    proxy: { "/api": apiServer, "/sanctum": apiServer },
  },
});
