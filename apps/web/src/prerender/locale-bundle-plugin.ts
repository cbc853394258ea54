import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { Locale } from "../i18n/locale.ts";

const PARAGLIDE_MESSAGES = fileURLToPath(new URL("../paraglide/messages.js", import.meta.url));
const paraglideLocaleModule = (locale: Locale) =>
  fileURLToPath(new URL(`../paraglide/messages/${locale}.js`, import.meta.url));

/**
 * A browser bundle that speaks one language (decision 0026). Paraglide's message index holds
 * every language of each message and picks one at run time, so a page importing it would ship
 * all three; here `paraglide/messages.js` re-exports the one language's module instead (same
 * names, the locale option ignored). The server build (prerender) keeps the index, as do
 * `react-router dev` pages. Used by the client build (French: the admin area and the French
 * islands) and by the English and Arabic island builds (prerender/locale-islands.ts).
 */
export function localeBundle(locale: Locale): Plugin {
  return {
    name: "congres:locale-bundle",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (this.environment.config.consumer !== "client") return null;
      if (importer === PARAGLIDE_MESSAGES && source === "./messages/_index.js") {
        return paraglideLocaleModule(locale);
      }
      return null;
    },
  };
}
