import { readFileSync } from "node:fs";
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
/** `\0congres-message:<locale>` re-exports each message from `\0congres-message:<locale>/<key>`. */
const MESSAGE_PREFIX = "\0congres-message:";

/**
 * A language's compiled messages, one source text per message: Paraglide writes each as one
 * self-contained `export const <key> = … };` (no imports), after the type comments.
 */
export function messageSources(compiled: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const block of compiled.split(/\n(?=export const )/).slice(1)) {
    const name = /^export const ([A-Za-z0-9_$]+) = /.exec(block)?.[1];
    if (!name) throw new Error(`locale-bundle: unreadable Paraglide message ${block.slice(0, 60)}`);
    sources.set(name, `${block.trim()}\n`);
  }
  return sources;
}

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
        return `${MESSAGE_PREFIX}${locale}`;
      }
      if (source.startsWith(MESSAGE_PREFIX)) return source;
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
      if (id.startsWith(MESSAGE_PREFIX)) {
        // One module per message, so that each island's chunk holds the messages it shows and a
        // page never loads another page's texts (one module for all would be one shared chunk).
        const messages = messageSources(readFileSync(paraglideLocaleModule(locale), "utf8"));
        const key = id.slice(`${MESSAGE_PREFIX}${locale}/`.length);
        if (id === `${MESSAGE_PREFIX}${locale}`) {
          return [...messages.keys()]
            .map(
              (name) =>
                `export { ${name} } from ${JSON.stringify(`${MESSAGE_PREFIX}${locale}/${name}`)};`,
            )
            .join("\n");
        }
        const source = messages.get(key);
        if (source === undefined) throw new Error(`locale-bundle: no message ${key} in ${locale}`);
        return source;
      }
      if (!id.startsWith(LOCALE_MESSAGES_PREFIX)) return null;
      const language = id.slice(LOCALE_MESSAGES_PREFIX.length) as Exclude<Locale, "fr">;
      const name = language === "en" ? "messagesEn" : "messagesAr";
      return `export { ${name} as messages } from ${JSON.stringify(sharedCatalogue(language))};`;
    },
  };
}
