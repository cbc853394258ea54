import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { basename, dirname, extname, join, relative, sep } from "node:path";
import { crc32, gunzipSync } from "node:zlib";
import { FIRST_VISIT_PAGE } from "@congres/shared/built-site";
import {
  contentSecurityPolicy,
  FILE_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "./security-headers.ts";
import {
  COMPRESSIBLE_EXTENSIONS,
  type Coding,
  compress,
  compressSync,
  ENCODINGS,
  isCompressedCopy,
  listFiles,
  readFreshCopy,
  readOwnBuffer,
} from "./site-compression.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** Flat `[name, value, name, value…]`, what `ServerResponse.writeHead` takes without copying. */
type HeaderList = string[];

/** One stored form of a file (as is, brotli or gzip) with its answers' headers, built once. */
export type Representation = {
  /** The bytes to send: held in memory, or rebuilt from a compressed form (see `loadFile`). */
  body: () => Buffer;
  etag: string;
  /** Headers of a 200 (or of the 404 shell), then of a 304. */
  ok: HeaderList;
  notModified: HeaderList;
};

export type SiteFile = {
  identity: Representation;
  encoded: Partial<Record<Coding, Representation>>;
  /** Whole seconds, as Last-Modified and If-Modified-Since count them. */
  modifiedSeconds: number;
  /**
   * The same page with its stylesheet inside, for a visitor arriving from elsewhere (the Arabic
   * pages, decision 0052); `formFor` chooses.
   */
  firstVisit?: SiteFile;
};

/** Both forms of a page differ by where the visitor comes from: caches keep them apart. */
const TWO_FORMS_HEADERS = { vary: "Accept-Encoding, Sec-Fetch-Site" };

/**
 * The form of `file` to answer: the one with its stylesheet inside unless the browser says the
 * visitor comes from one of the site's own pages (`Sec-Fetch-Site: same-origin`, sent by every
 * current browser), whose stylesheet it then has in its cache. Without the header, inside.
 */
export const formFor = (file: SiteFile, secFetchSite: string | string[] | undefined): SiteFile =>
  file.firstVisit && secFetchSite !== "same-origin" ? file.firstVisit : file;

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hashes of a page's inline scripts (React Router's bootstrap and route data). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}`,
  );
}

/** A built page's policy: its own inline scripts allowed by their hashes, nothing else inline. */
export const pagePolicy = (html: string) => contentSecurityPolicy(inlineScriptHashes(html));

const flatten = (headers: Record<string, string>): HeaderList => Object.entries(headers).flat();

function representation(
  body: () => Buffer,
  coding: Coding | undefined,
  length: number,
  identityHash: string,
  shared: Record<string, string>,
  contentType: string,
): Representation {
  // A strong validator per representation: the gzip bytes are not the brotli bytes.
  const etag = `"${identityHash}${coding ? `-${coding}` : ""}"`;
  const validators = { etag, ...shared };
  return {
    body,
    etag,
    ok: flatten({
      "content-type": contentType,
      "content-length": String(length),
      ...(coding ? { "content-encoding": coding } : {}),
      ...validators,
    }),
    notModified: flatten(validators),
  };
}

/** Bytes that own their memory: a slice of Node's shared pool would keep the whole pool. */
function owned(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.alloc(bytes.byteLength);
  bytes.copy(own);
  return own;
}

// Made apart from `loadFile`: a closure there would keep its whole scope, the file as is included.
const held = (bytes: Buffer) => {
  const kept = owned(bytes);
  return () => kept;
};
const inflated = (gzipped: Buffer) => () => gunzipSync(gzipped);

/**
 * Whether a gzip copy holds `body`, by the CRC-32 and length its trailer records (RFC 1952):
 * inflating every copy at start to compare left megabytes of garbage behind (#36 item 14).
 */
function gzipHolds(gzipped: Buffer, body: Buffer): boolean {
  if (gzipped.length < 18) return false;
  const trailer = gzipped.length - 8;
  return (
    gzipped.readUInt32LE(trailer) === crc32(body) &&
    gzipped.readUInt32LE(trailer + 4) === body.length % 2 ** 32
  );
}

/**
 * A file's answers from its bytes: `compressed(coding)` gives the stored brotli or gzip copy,
 * undefined when there is none worth sending.
 */
function siteFileOf(
  body: Buffer,
  extension: string,
  modifiedMs: number,
  urlPath: string,
  headers: Record<string, string>,
  compressed: (coding: Coding) => Buffer | undefined,
): SiteFile {
  const compressible = COMPRESSIBLE_EXTENSIONS.has(extension);
  const shared: Record<string, string> = {
    "last-modified": new Date(modifiedMs).toUTCString(),
    // Hashed build assets never change; a page is checked again on each visit (cheap: 304).
    "cache-control": urlPath.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    ...(compressible ? { vary: "Accept-Encoding" } : {}),
    "content-security-policy":
      extension === ".html" ? pagePolicy(body.toString("utf8")) : FILE_POLICY,
    ...SECURITY_HEADERS,
    ...headers,
    // Sent over HTTP too, where browsers ignore it: the answer is built once, whatever the
    // transport (the fast path of static-site.ts does not know what a proxy in front speaks).
    "strict-transport-security": STRICT_TRANSPORT_SECURITY,
  };
  const contentType = CONTENT_TYPES[extension] ?? "application/octet-stream";
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  const encoded: SiteFile["encoded"] = {};
  if (compressible) {
    for (const { coding } of ENCODINGS) {
      const copy = compressed(coding);
      if (copy && copy.length < body.length) {
        encoded[coding] = representation(
          held(copy),
          coding,
          copy.length,
          hash,
          shared,
          contentType,
        );
      }
    }
  }
  // Browsers ask for brotli or gzip; the file as is goes only to the odd client that accepts
  // neither. Rather than hold the largest form for it (~3 MB of the idle server's memory, #12
  // item 3), it is inflated from the gzip copy when asked — the same bytes, whatever the disk
  // holds by then.
  // Only when the copy holds exactly the file (a hand-made copy might not).
  const gzipped = encoded.gzip?.body();
  const identityBody = gzipped && gzipHolds(gzipped, body) ? inflated(gzipped) : held(body);
  return {
    identity: representation(identityBody, undefined, body.length, hash, shared, contentType),
    encoded,
    modifiedSeconds: Math.floor(modifiedMs / 1000),
  };
}

function loadFile(file: string, urlPath: string, headers: Record<string, string> = {}): SiteFile {
  const body = readOwnBuffer(file);
  const modifiedMs = statSync(file).mtimeMs;
  const extension = extname(file).toLowerCase();
  // Precompressed by `npm run build`; compressed here only for a build that was not.
  const compressed = (coding: Coding) =>
    readFreshCopy(
      file,
      ENCODINGS.find((each) => each.coding === coding)?.suffix ?? "",
      modifiedMs,
    ) ?? compressSync(body, coding, "fast");
  return siteFileOf(body, extension, modifiedMs, urlPath, headers, compressed);
}

/**
 * A page made by the running server (the programme's pages at a publication, decision 0050),
 * answered as a built one: compressed as the build does (off the event loop), a new ETag.
 */
export async function siteFileFromBytes(
  body: Buffer,
  urlPath: string,
  modifiedMs: number,
  firstVisitBody?: Buffer,
): Promise<SiteFile> {
  const headers = firstVisitBody ? TWO_FORMS_HEADERS : {};
  const fileOf = async (bytes: Buffer) => {
    const copies = new Map<Coding, Buffer>();
    for (const { coding } of ENCODINGS) copies.set(coding, await compress(bytes, coding));
    return siteFileOf(
      bytes,
      extname(urlPath).toLowerCase(),
      modifiedMs,
      urlPath,
      headers,
      (coding) => copies.get(coding),
    );
  };
  const file = await fileOf(body);
  return firstVisitBody ? { ...file, firstVisit: await fileOf(firstVisitBody) } : file;
}

/** One file of the build, answered with some headers of its own (the camera screen's shell). */
export const loadSiteFileWith = (root: string, urlPath: string, headers: Record<string, string>) =>
  loadFile(join(root, ...urlPath.split("/")), urlPath, headers);

/**
 * The whole (small) built site, read once: URL path → file in each of its stored forms. A page's
 * first-visit form (`index.first-visit.html`) is no address: it rides with its page.
 */
export function loadSiteFiles(root: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  for (const file of listFiles(root)) {
    if (isCompressedCopy(file) || basename(file) === FIRST_VISIT_PAGE) continue;
    const urlPath = `/${relative(root, file).split(sep).join("/")}`;
    const firstVisit = join(dirname(file), FIRST_VISIT_PAGE);
    files.set(
      urlPath,
      basename(file) === "index.html" && existsSync(firstVisit)
        ? {
            ...loadFile(file, urlPath, TWO_FORMS_HEADERS),
            firstVisit: loadFile(firstVisit, urlPath, TWO_FORMS_HEADERS),
          }
        : loadFile(file, urlPath),
    );
  }
  return files;
}

const acceptedCache = new Map<string, readonly Coding[]>();
const ACCEPTED_CACHE_SIZE = 200;

/** The codings an Accept-Encoding header allows, best first (brotli before gzip at equal q). */
function parseAcceptEncoding(header: string): Coding[] {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Coding) =>
    weights.get(coding) ??
    (coding === "gzip" ? weights.get("x-gzip") : undefined) ??
    weights.get("*") ??
    0;
  return ENCODINGS.map(({ coding }) => coding)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/** Browsers send a handful of distinct headers: each is parsed once. */
function acceptedCodings(header: string | undefined): readonly Coding[] {
  if (!header) return [];
  let codings = acceptedCache.get(header);
  if (!codings) {
    codings = parseAcceptEncoding(header);
    if (acceptedCache.size < ACCEPTED_CACHE_SIZE) acceptedCache.set(header, codings);
  }
  return codings;
}

/** The representation to send: the best coding the client accepts that is stored, else as is. */
export function chooseRepresentation(file: SiteFile, acceptEncoding: string | undefined) {
  for (const coding of acceptedCodings(acceptEncoding)) {
    const stored = file.encoded[coding];
    if (stored) return stored;
  }
  return file.identity;
}

/**
 * Whether the client's copy is current (RFC 9110 §13.1): If-None-Match, compared weakly, wins;
 * If-Modified-Since counts only without it.
 */
export function isNotModified(
  file: SiteFile,
  sent: Representation,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === sent.etag);
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && file.modifiedSeconds <= Math.floor(since / 1000);
}
