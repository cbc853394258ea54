import { DEFAULT_LOCALE, isLocale, type Locale } from "@congres/shared";
import type { FastifyRequest } from "fastify";

/**
 * The visitor's language, from `Accept-Language` (decision 0027). The site's forms send exactly
 * `fr`, `en` or `ar`; a browser's own header (`en-GB,en;q=0.9,fr;q=0.8`) is read too: the
 * preferred range, by quality then order, whose primary subtag is one of ours. French otherwise.
 */
export function localeOfAcceptLanguage(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return DEFAULT_LOCALE;
  let best: { locale: Locale; quality: number } | undefined;
  // A header is a few ranges; a long one is cut rather than parsed whole.
  for (const range of value.slice(0, 512).split(",").slice(0, 20)) {
    const [tag = "", ...parameters] = range.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(primary)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!(quality > 0)) continue;
    if (!best || quality > best.quality) best = { locale: primary, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

// The admin area and sign-in stay French whatever the staff's browser prefers (issue #11).
const STAFF_PATHS = /^\/api\/(?:admin|login|logout)(?:[/?]|$)/;

/** The language to answer this request in: the visitor's on public paths, French for staff. */
export function requestLocale(request: FastifyRequest): Locale {
  if (STAFF_PATHS.test(request.url)) return DEFAULT_LOCALE;
  return localeOfAcceptLanguage(request.headers["accept-language"]);
}
