import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { Locale } from "../i18n/locale.ts";

const PARAGLIDE_MESSAGES = fileURLToPath(new URL("../paraglide/messages.js", import.meta.url));
const paraglideLocaleModule = (locale: Locale) =>
  fileURLToPath(new URL(`../paraglide/messages/${locale}.js`, import.meta.url));
const CATALOGUES = fileURLToPath(new URL("../i18n/catalogue/all.ts", import.meta.url));
const catalogueModule = (locale: Locale) =>
  fileURLToPath(new URL(`../i18n/catalogue/${locale}.ts`, import.meta.url));

/**
 * A browser bundle that speaks one language (decision 0026). Paraglide's message index holds
 * every language of each message and picks one at run time, so a page importing it would ship
 * all three; here `paraglide/messages.js` re-exports the one language's module instead (same
 * names, the locale option ignored), and `i18n/catalogue/all.ts` (the forms' validation
 * messages) is replaced by the language's own `i18n/catalogue/<locale>.ts`. The server build (prerender) keeps the index, as do
 * `react-router dev` pages. Used by the client build (French: the admin area and the French
 * islands) and by the English and Arabic island builds (prerender/locale-islands.ts).
 */
export function localeBundle(locale: Locale): Plugin {
  return {
    name: "congres:locale-bundle",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.config.consumer !== "client") return null;
      if (importer === PARAGLIDE_MESSAGES && source === "./messages/_index.js") {
        return paraglideLocaleModule(locale);
      }
      if (!source.endsWith("catalogue/all.ts")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === CATALOGUES ? catalogueModule(locale) : null;
    },
  };
}
