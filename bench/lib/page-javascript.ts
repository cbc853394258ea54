/** What a page's scripts weigh gzipped, and whether zod is among them (decision 0015). */
import { gzipSync } from "node:zlib";

export interface PageJavaScript {
  files: number;
  gzipBytes: number;
  /** Paths of the scripts that hold zod (its core classes keep their names when minified). */
  withZod: string[];
}

/**
 * Fetches each script once (fetch undoes any transfer encoding) and gzips it at level 9, so the
 * figure does not depend on how the server happens to compress (gzip today, brotli tomorrow).
 */
export async function measurePageJavaScript(scriptUrls: string[]): Promise<PageJavaScript> {
  const unique = [...new Set(scriptUrls)];
  const bodies = await Promise.all(
    unique.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return { url, body: Buffer.from(await response.arrayBuffer()) };
    }),
  );
  return {
    files: bodies.length,
    gzipBytes: bodies.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0),
    withZod: bodies
      .filter(({ body }) => /\$Zod(Type|Object|String)\b/.test(body.toString("utf8")))
      .map(({ url }) => new URL(url).pathname),
  };
}
