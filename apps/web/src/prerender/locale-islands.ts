import { fileURLToPath } from "node:url";
import { build, type InlineConfig } from "vite";
import type { Locale } from "../i18n/locale.ts";
import { ISLANDS_SOURCE, islandsEntry } from "./islands-entry-plugin.ts";
import { localeBundle } from "./locale-bundle-plugin.ts";
import { preactIslands, REACT_ON_PREACT_NAME } from "./preact-islands-plugin.ts";

/** Called at the top level of `@congres/shared`'s schema modules with the French catalogue. */
const SHARED_SCHEMA_FACTORIES = [
  "makeRegistrationSchema",
  "makeSubmissionSchema",
  "makeContactSchema",
  "makeAuthorSchema",
  "makeFields",
];

/**
 * What the builds that `buildEnd` runs beside React Router's share: no config file, the web app's
 * root, and the client build's environment variables (CONGRESS_* facts).
 */
export const BUILD_BESIDE_THE_SITE: InlineConfig = {
  configFile: false,
  root: fileURLToPath(new URL("../..", import.meta.url)),
  logLevel: "warn",
  envPrefix: ["VITE_", "CONGRESS_"],
  envDir: fileURLToPath(new URL("../../../..", import.meta.url)),
};

const GROUP_ORDER_CHUNK = /\/group-order-form-[\w-]+\.js$/;

/**
 * What every public page loads, for its header if for nothing else: Preact, the JSX runtime, the
 * icons' base and the header's close icon, the API client, the edition's facts, `cn` and the
 * paths of each language. One chunk instead of nine: each file is a request and a gzip frame,
 * and /ar/inscription has no room for them under its 90 KB (the bench's pages).
 */
const ON_EVERY_PAGE = new RegExp(
  [
    REACT_ON_PREACT_NAME,
    "/node_modules/preact/(dist|hooks/dist|compat/dist|jsx-runtime/dist)/",
    "/node_modules/lucide-react/dist/esm/(shared/|context\\.mjs|Icon\\.mjs|createLucideIcon\\.mjs|icons/x\\.mjs)",
    "/apps/web/src/lib/(cn|api-client|edition-facts)\\.ts$",
    "/apps/web/src/i18n/paths\\.ts$",
    "/packages/shared/src/(edition-facts|placeholders)\\.ts$",
  ].join("|"),
);
const SITE_CHUNK = "site";

/**
 * Builds the islands of one language into `client/assets/<locale>/`, with that language's
 * messages only (decision 0026) and Preact for React (decision 0030), and writes its manifest
 * `islands-<locale>.json` for the paint-first step. It takes the client build's environment
 * variables (CONGRESS_* facts) and no other config: React Router's client build (the admin area,
 * on React) holds no island. It fails when no chunk `site` came out (a dependency's files moved
 * out of ON_EVERY_PAGE's reach) rather than go back to nine chunks unnoticed.
 */
export async function buildLocaleIslands(locale: Locale, buildDirectory: string): Promise<void> {
  const built = await build({
    ...BUILD_BESIDE_THE_SITE,
    plugins: [preactIslands(), localeBundle(locale), islandsEntry(locale)],
    build: {
      outDir: `${buildDirectory}/client`,
      emptyOutDir: false,
      copyPublicDir: false,
      assetsDir: `assets/${locale}`,
      // The group order's island is loaded through the registration form's chunk (islands/
      // registry.ts): the page's paint-first script preloads its files already, and the form's
      // chunk, which /inscription loads too, need not carry their list (decision 0076).
      modulePreload: {
        resolveDependencies: (file, deps) => (GROUP_ORDER_CHUNK.test(file) ? [] : deps),
      },
      rollupOptions: {
        input: ISLANDS_SOURCE,
        output: { codeSplitting: { groups: [{ name: SITE_CHUNK, test: ON_EVERY_PAGE }] } },
        // The shared package builds its French schemas at module level (for the server and the
        // French pages); declared pure, they are dropped here with the French catalogue.
        treeshake: { manualPureFunctions: SHARED_SCHEMA_FACTORIES },
        // React's and Radix's "use client" lines mean nothing in this bundle.
        onLog(level, log, handler) {
          if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
        },
      },
    },
  });
  const outputs = Array.isArray(built) ? built : "output" in built ? [built] : [];
  const chunks = outputs.flatMap((result) => result.output);
  if (!chunks.some((chunk) => chunk.type === "chunk" && chunk.name === SITE_CHUNK)) {
    throw new Error(
      `The ${locale} islands' build made no « ${SITE_CHUNK} » chunk: no module matched ON_EVERY_PAGE (prerender/locale-islands.ts); has a dependency moved its files?`,
    );
  }
}
