/** What a page's scripts weigh gzipped, and whether zod is among them (decisions 0015, 0035). */
import { gzipSync } from "node:zlib";

export interface PageJavaScript {
  /** Every script: those the page loads while it starts, and its form's checks. */
  files: number;
  gzipBytes: number;
  /** The part of `gzipBytes` loaded at the form's first focus (zod and the schemas). */
  checksGzipBytes: number;
  /** Paths of the scripts loaded while the page starts that hold zod (its core classes keep their names when minified). */
  withZodAtStart: string[];
  /** Paths of the form's checks that hold zod: none on a form page means its focus was not measured. */
  withZodAtFocus: string[];
}

const holdsZod = (body: Buffer) => /\$Zod(Type|Object|String)\b/.test(body.toString("utf8"));

/**
 * Fetches each script once (fetch undoes any transfer encoding) and gzips it at level 9, so the
 * figure does not depend on how the server happens to compress (gzip today, brotli tomorrow).
 * `checkUrls` are the scripts a form's first focus adds (none for a page without a form).
 */
export async function measurePageJavaScript(
  scriptUrls: string[],
  checkUrls: string[] = [],
): Promise<PageJavaScript> {
  const atStart = new Set(scriptUrls);
  const unique = [...new Set([...scriptUrls, ...checkUrls])];
  const bodies = await Promise.all(
    unique.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return { url, body, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
  const sum = (files: typeof bodies) => files.reduce((total, file) => total + file.gzipBytes, 0);
  return {
    files: bodies.length,
    gzipBytes: sum(bodies),
    checksGzipBytes: sum(bodies.filter(({ url }) => !atStart.has(url))),
    withZodAtStart: bodies
      .filter(({ url, body }) => atStart.has(url) && holdsZod(body))
      .map(({ url }) => new URL(url).pathname),
    withZodAtFocus: bodies
      .filter(({ url, body }) => !atStart.has(url) && holdsZod(body))
      .map(({ url }) => new URL(url).pathname),
  };
}
