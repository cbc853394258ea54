import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { FastifyInstance, FastifyServerFactory } from "fastify";
import { ANSWER_MESSAGES } from "../services/languages/answer-messages.ts";
import { requestLocale } from "../services/languages/request-locale.ts";
import { BAD_ADDRESS_MESSAGE } from "./error-answers.ts";
import { keepRequestDeadline } from "./request-deadline.ts";
import {
  CAMERA_SCREEN_HEADERS,
  CAMERA_SCREEN_PATH,
  PROGRAMME_WORKER_HEADERS,
  PROGRAMME_WORKER_PATH,
} from "./security-headers.ts";
import {
  chooseRepresentation,
  formFor,
  isNotModified,
  loadSiteFiles,
  loadSiteFileWith,
  type SiteFile,
} from "./site-files.ts";

const FALLBACK_PATH = "/__spa-fallback.html";

/**
 * The decoded path of a request target, without its query; undefined when its percent-encoding
 * is broken. Read as a path, never as a URL: `//host/page` is the path `//host/page`, not a page
 * of another host.
 */
function requestPath(url: string): string | undefined {
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** `/api/…` however many slashes lead: never answered with a page. */
const isApiPath = (path: string) => /^\/+api(?:\/|$)/.test(path);
const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * The prerendered 404 page of a path's language (decision 0026): `/en/…` English, `/ar/…`
 * Arabic, anything else French. Each is also reachable only as a 404, never at its own path.
 */
const LOCALE_PREFIXES = ["en", "ar"];
const NOT_FOUND_PAGE = /^\/(?:(en|ar)\/)?404\/?$/;
function notFoundPagePath(path: string): string {
  const prefix = LOCALE_PREFIXES.find(
    (locale) => path === `/${locale}` || path.startsWith(`/${locale}/`),
  );
  return prefix ? `/${prefix}/404/index.html` : "/404/index.html";
}

/**
 * `/verifier/<code>` in each language (issue #38 §5): one page per language, prerendered at
 * `/verifier`, reads the code from the address; the printed QR carries any code, so every such
 * path is answered with that page (a code no document holds gets its « inconnu » from the API).
 */
const VERIFICATION_PATH = /^\/(?:(en|ar)\/)?verifier\/[^/]+\/?$/;
const verificationPagePath = (path: string): string | undefined => {
  const match = VERIFICATION_PATH.exec(path);
  if (!match) return undefined;
  return match[1] ? `/${match[1]}/verifier/index.html` : "/verifier/index.html";
};

/** The built web app, read once at start (decision 0006). */
export type BuiltSite = {
  /** A file of the build, or the admin area's shell; undefined for any other path. */
  find(path: string): SiteFile | undefined;
  /** The 404 page in the language of the path, answered with HTTP 404. */
  notFound(path: string): SiteFile;
  /** The SPA fallback (the admin app; the 404 page of a build without prerendered ones). */
  fallback: SiteFile;
  /** The folder of the build (read-only: nothing is written there). */
  root: string;
  /**
   * Swaps in a page the running server made (the programme's pages at a publication, decision
   * 0050), e.g. `/programme/index.html`: the next request gets it.
   */
  replace(urlPath: string, file: SiteFile): void;
};

export function loadBuiltSite(root: string): BuiltSite {
  const files = loadSiteFiles(root);
  const fallbackPath = files.has(FALLBACK_PATH) ? FALLBACK_PATH : "/index.html";
  const fallback = files.get(fallbackPath);
  if (!fallback) throw new Error(`Aucune page construite dans ${root}`);
  // The same shell, allowed the camera: the desk's screen only (issue #25).
  const cameraShell = loadSiteFileWith(root, fallbackPath, CAMERA_SCREEN_HEADERS);
  if (files.has(PROGRAMME_WORKER_PATH)) {
    files.set(
      PROGRAMME_WORKER_PATH,
      loadSiteFileWith(root, PROGRAMME_WORKER_PATH, PROGRAMME_WORKER_HEADERS),
    );
  }
  return {
    fallback,
    root,
    replace: (urlPath, file) => void files.set(urlPath, file),
    notFound: (path) => files.get(notFoundPagePath(path)) ?? fallback,
    find(path) {
      if (path === FALLBACK_PATH || isApiPath(path) || NOT_FOUND_PAGE.test(path)) return undefined;
      const directory = path.endsWith("/") ? path.slice(0, -1) : path;
      if (directory === CAMERA_SCREEN_PATH) return cameraShell;
      const verification = verificationPagePath(path);
      return (
        files.get(path) ??
        files.get(`${directory}/index.html`) ??
        (verification ? files.get(verification) : undefined) ??
        (isAdminPath(path) ? fallback : undefined)
      );
    },
  };
}

/**
 * Writes a file's answer with the headers built at start (security headers included, see
 * site-files.ts): the page's form for where the visitor comes from, the representation the client
 * accepts, or 304 when its copy is current.
 */
function answer(
  request: IncomingMessage,
  response: ServerResponse,
  page: SiteFile,
  status: number,
) {
  const { headers } = request;
  const file = formFor(page, headers["sec-fetch-site"]);
  const sent = chooseRepresentation(file, headers["accept-encoding"]);
  if (
    status === 200 &&
    isNotModified(file, sent, headers["if-none-match"], headers["if-modified-since"])
  ) {
    response.writeHead(304, sent.notModified);
    response.end();
    return;
  }
  response.writeHead(status, sent.ok);
  response.end(request.method === "HEAD" ? undefined : sent.body());
}

/** Answers a GET or HEAD of a built file, before Fastify; false for anything else. */
function answerBuiltFile(site: BuiltSite, request: IncomingMessage, response: ServerResponse) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = requestPath(request.url ?? "/");
  const file = path === undefined ? undefined : site.find(path);
  if (!file) return false;
  answer(request, response, file, 200);
  return true;
}

/**
 * Fastify's HTTP server (as lib/server.js builds it: same options and timeouts), where the
 * built site's files are answered before Fastify sees the request: a page then costs a map
 * lookup and one write, about what nginx spends (decision 0016). Everything else — the API,
 * unknown paths, other methods — goes to Fastify, its hooks and its logs.
 */
export function builtFilesFirst(site: BuiltSite | undefined): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((options.http ?? {}) as ServerOptions, (request, response) => {
      if (site && answerBuiltFile(site, request, response)) return;
      keepRequestDeadline(request, response, server.requestTimeout);
      handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    return server;
  };
}

/**
 * The site's routes in Fastify: the paths the fast path leaves (unknown paths get the 404 page
 * of their language with HTTP 404; `/api/…` a JSON 404), and every path
 * under `inject()`, which does not go through the HTTP server.
 */
export async function staticSite(app: FastifyInstance, options: { site: BuiltSite }) {
  const { site } = options;
  // The site's pages, not the API: left out of the OpenAPI document (decision 0077).
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const path = requestPath(request.url);
    if (path === undefined) return reply.code(400).send({ message: BAD_ADDRESS_MESSAGE });
    if (isApiPath(path)) {
      return reply.code(404).send({ message: ANSWER_MESSAGES[requestLocale(request)].notFound });
    }
    const file = site.find(path);
    reply.hijack();
    answer(request.raw, reply.raw, file ?? site.notFound(path), file ? 200 : 404);
  });
}
