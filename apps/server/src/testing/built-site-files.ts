import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Writes one file of a built site under `root`, its folders made as needed. */
export function writeSiteFile(root: string, path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
