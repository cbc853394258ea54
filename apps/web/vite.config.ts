import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandsEntry } from "./src/prerender/islands-entry-plugin.ts";
import { localeBundle } from "./src/prerender/locale-bundle-plugin.ts";

const apiServer = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  // The client build is French (admin area, French islands); English and Arabic islands are
  // built apart by react-router.config.ts's buildEnd (decision 0026).
  plugins: [tailwindcss(), reactRouter(), localeBundle("fr"), islandsEntry("fr")],
  // CONGRESS_* variables override the edition's contact facts (see packages/shared/src/edition.ts).
  envPrefix: ["VITE_", "CONGRESS_"],
  envDir: fileURLToPath(new URL("../..", import.meta.url)),
  server: {
    proxy: { "/api": apiServer, "/sanctum": apiServer },
  },
});
