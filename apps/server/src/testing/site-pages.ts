import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Pages of a built site under `root`, as the web build lays them out: each `path` an HTML page
 * whose title is `title`.
 */
export function writeSitePages(root: string, pages: readonly (readonly [string, string])[]) {
  for (const [path, title] of pages) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(
      join(root, path),
      `<!doctype html><html><head><title>${title}</title></head></html>`,
    );
  }
}
