import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { Locale } from "../i18n/locale.ts";
import type { IslandsEntry } from "./paint-first.ts";

export const ISLANDS_SOURCE = fileURLToPath(new URL("../islands/islands.tsx", import.meta.url));

/**
 * Written beside the `client` folder for each language: the islands entry and the chunks it
 * imports (prerender/locale-islands.ts builds them).
 */
export const islandsManifest = (locale: Locale) => `islands-${locale}.json`;

/**
 * Records, for the paint-first step, the file of the islands entry (`src/islands/islands.tsx`),
 * the chunks it imports, and the chunks of each island, so that a page preloads exactly its
 * islands (0015).
 */
export function islandsEntry(locale: Locale): Plugin {
  return {
    name: "congres:islands-entry",
    apply: "build",
    writeBundle(output, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === "chunk" ? [[file.fileName, file] as const] : [],
        ),
      );
      const entry = [...chunks.values()].find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId === ISLANDS_SOURCE,
      );
      if (!entry || !output.dir) return;
      /** A chunk and everything it imports statically, as site paths. */
      const withImports = (fileName: string, found = new Set<string>()) => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, found);
        return found;
      };
      const sitePaths = (fileNames: Set<string>) => [...fileNames].map((name) => `/${name}`);
      const [entryPath, ...imports] = sitePaths(withImports(entry.fileName));
      // A chunk is named after its module's file, and an island after its module's file too. An
      // island loaded through another's chunk (the group order through the registration form's,
      // whose form it reuses) preloads that chunk's files with its own.
      const island = (fileName: string, files: Set<string>) =>
        [chunks.get(fileName)?.name ?? fileName, sitePaths(files)] as const;
      const nested = entry.dynamicImports.flatMap((fileName) =>
        (chunks.get(fileName)?.dynamicImports ?? []).map((inner) =>
          island(inner, withImports(inner, new Set(withImports(fileName)))),
        ),
      );
      // The islands the entry loads itself come last: their own chunks win over a nested name.
      const islands = Object.fromEntries([
        ...nested,
        ...entry.dynamicImports.map((fileName) => island(fileName, withImports(fileName))),
      ]);
      const manifest: IslandsEntry = {
        entry: entryPath as string,
        imports,
        islands,
      };
      writeFileSync(join(output.dir, "..", islandsManifest(locale)), JSON.stringify(manifest));
    },
  };
}
