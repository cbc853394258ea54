import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { Locale } from "../i18n/locale.ts";

const PARAGLIDE_MESSAGES = fileURLToPath(new URL("../paraglide/messages.js", import.meta.url));
const paraglideLocaleModule = (locale: Locale) =>
  fileURLToPath(new URL(`../paraglide/messages/${locale}.js`, import.meta.url));
const CATALOGUES = fileURLToPath(new URL("../i18n/catalogue/all.ts", import.meta.url));
const catalogueModule = (locale: Locale) =>
  fileURLToPath(new URL(`../i18n/catalogue/${locale}.ts`, import.meta.url));
const SHARED_MESSAGES = fileURLToPath(
  new URL("../../../../packages/shared/src/messages.ts", import.meta.url),
);
const sharedCatalogue = (locale: Locale) =>
  fileURLToPath(new URL(`../../../../packages/shared/src/messages-${locale}.ts`, import.meta.url));
/** Stands for the shared French catalogue in another language's bundle (same export name). */
const LOCALE_MESSAGES_PREFIX = "\0congres-messages:";

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
      // The shared schemas are built at module level with the French catalogue: in an English or
      // Arabic bundle they get that language's instead, so no French message ships there.
      if (locale !== "fr" && source.endsWith("/messages.ts")) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (resolved?.id === SHARED_MESSAGES) return `${LOCALE_MESSAGES_PREFIX}${locale}`;
      }
      if (!source.endsWith("catalogue/all.ts")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === CATALOGUES ? catalogueModule(locale) : null;
    },
    load(id) {
      if (!id.startsWith(LOCALE_MESSAGES_PREFIX)) return null;
      const locale = id.slice(LOCALE_MESSAGES_PREFIX.length) as Exclude<Locale, "fr">;
      const name = locale === "en" ? "messagesEn" : "messagesAr";
      return `export { ${name} as messages } from ${JSON.stringify(sharedCatalogue(locale))};`;
    },
  };
}
