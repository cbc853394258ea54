import { closeSync, fstatSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type ZlibOptions,
} from "node:zlib";

/** The compressed forms a browser may ask for, best first, and the suffix of their files. */
export const ENCODINGS = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
] as const;
export type Coding = (typeof ENCODINGS)[number]["coding"];

export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
]);
const COMPRESSED_SUFFIXES = new Set<string>(ENCODINGS.map(({ suffix }) => suffix));

export const isCompressible = (path: string) =>
  COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase());
export const isCompressedCopy = (path: string) =>
  COMPRESSED_SUFFIXES.has(extname(path).toLowerCase());

/**
 * "max" at build time (brotli 11, gzip 9: smallest files, a few seconds once); "fast" when the
 * server has to compress at start a build that was not precompressed.
 */
type Effort = "max" | "fast";

const brotliOptions = (body: Buffer, effort: Effort) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: effort === "max" ? constants.BROTLI_MAX_QUALITY : 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const GZIP_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

export function compressSync(body: Buffer, coding: Coding, effort: Effort): Buffer {
  return coding === "br"
    ? brotliCompressSync(body, brotliOptions(body, effort))
    : gzipSync(body, GZIP_OPTIONS);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether `copy` exists and is not older than its file: a copy left by an earlier build is stale. */
function isFresh(copy: string, modifiedMs: number): boolean {
  return (statSync(copy, { throwIfNoEntry: false })?.mtimeMs ?? -1) >= modifiedMs;
}

/**
 * A whole file in a buffer of its own. `readFileSync` reads a file under 32 KB into a slice of a
 * shared 64 KB pool (Node 24), and one slice the server keeps keeps its whole pool: the site's
 * copies read that way held 13 MB of pools for 3 MB of bytes (#36 item 14).
 */
export function readOwnBuffer(file: string): Buffer {
  const fd = openSync(file, "r");
  try {
    const bytes = Buffer.allocUnsafeSlow(fstatSync(fd).size);
    let read = 0;
    for (let got = 1; read < bytes.length && got > 0; read += got) {
      got = readSync(fd, bytes, read, bytes.length - read, read);
    }
    return read === bytes.length ? bytes : bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** The compressed copy of a file written by the build, unless missing or stale. */
export function readFreshCopy(
  file: string,
  suffix: string,
  modifiedMs: number,
): Buffer | undefined {
  const copy = `${file}${suffix}`;
  return isFresh(copy, modifiedMs) ? readOwnBuffer(copy) : undefined;
}

/** Every file under `root`, recursively, as absolute paths. */
export function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the built site (what nginx's
 * gzip_static does with `.gz`): the server then reads them at start instead of compressing.
 * Copies already newer than their file are kept. Answers how many copies were written.
 */
/** A compressed copy at the build's effort, off the event loop (zlib's thread pool). */
export const compress = (body: Buffer, coding: Coding): Promise<Buffer> =>
  coding === "br" ? brotliAsync(body, brotliOptions(body, "max")) : gzipAsync(body, GZIP_OPTIONS);

export async function precompressSite(root: string): Promise<number> {
  const files = listFiles(root).filter((file) => isCompressible(file) && !isCompressedCopy(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const modifiedMs = (await stat(file)).mtimeMs;
      const body = await readFile(file);
      for (const { coding, suffix } of ENCODINGS) {
        if (isFresh(`${file}${suffix}`, modifiedMs)) continue;
        await writeFile(`${file}${suffix}`, await compress(body, coding));
        written += 1;
      }
    }),
  );
  return written;
}
