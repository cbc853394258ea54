import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { Locale } from "../i18n/locale.ts";
import { ISLANDS_SOURCE, islandsEntry } from "./islands-entry-plugin.ts";
import { localeBundle } from "./locale-bundle-plugin.ts";

const webRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Builds the islands of one language other than French into `client/assets/<locale>/`, with
 * that language's messages only (decision 0026), and writes its manifest `islands-<locale>.json`
 * for the paint-first step. React Router's client build holds the French islands; this one takes
 * the same entry and the same environment variables (CONGRESS_* facts), and no other config.
 */
export async function buildLocaleIslands(locale: Locale, buildDirectory: string): Promise<void> {
  await build({
    configFile: false,
    root: webRoot,
    logLevel: "warn",
    envPrefix: ["VITE_", "CONGRESS_"],
    envDir: fileURLToPath(new URL("../../../..", import.meta.url)),
    plugins: [localeBundle(locale), islandsEntry(locale)],
    build: {
      outDir: `${buildDirectory}/client`,
      emptyOutDir: false,
      copyPublicDir: false,
      assetsDir: `assets/${locale}`,
      rollupOptions: { input: ISLANDS_SOURCE },
    },
  });
}
