import { createHash } from "node:crypto";
import { isLocale, LOCALES, type Locale } from "@congres/shared";
import type { PublishedProgramme } from "@congres/shared/programme";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { fileAnswer, noBodySchema } from "../http-schemas.ts";
import { programmeCalendar } from "./programme-calendar.ts";
import { PROGRAMME_EXPORT_TEXTS } from "./programme-export-texts.ts";
import { scheduleFeed, scheduleJson, scheduleJsonSchema, scheduleXml } from "./programme-feeds.ts";
import { ProgrammePdfs } from "./programme-print.ts";
import type { PublishedProgrammeSource } from "./published-source.ts";

export const PROGRAMME_ICS_PATH = "/programme.ics";
/** `/programme.pdf`, `/en/programme.pdf`, `/ar/programme.pdf`: the site's own language prefixes. */
export const programmePdfPath = (locale: Locale) =>
  locale === "fr" ? "/programme.pdf" : `/${locale}/programme.pdf`;

const FEED_FORMATS = ["json", "xml"] as const;
type FeedFormat = (typeof FEED_FORMATS)[number];
/** `/programme.json`, `/en/programme.xml`…: the feeds conference apps poll (decision 0078). */
export const programmeFeedPath = (locale: Locale, format: FeedFormat) =>
  `${locale === "fr" ? "" : `/${locale}`}/programme.${format}`;
const FEED_TYPES: Record<FeedFormat, string> = {
  json: "application/json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
};

export type ProgrammeExportOptions = {
  source: PublishedProgrammeSource;
  /** The printed programmes kept by this server; a new set by default (tests pass theirs). */
  pdfs?: ProgrammePdfs;
};

const PLAIN_TEXT = "text/plain; charset=utf-8";

/**
 * A client keeps the file and asks again with its ETag: a publication is answered 304 until a
 * newer one exists, which costs one `latestVersion()` (no publication read, no PDF laid out).
 */
const REVALIDATE = "public, no-cache";

function isCurrent(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** `If-Modified-Since` at or after the publication (HTTP dates count whole seconds). */
function unmodifiedSince(request: FastifyRequest, publishedAt: string): boolean {
  const header = request.headers["if-modified-since"];
  if (!header || request.headers["if-none-match"]) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(Date.parse(publishedAt) / 1000) * 1000 <= since;
}

/** The publication, or the answer saying there is none yet (404, in the reader's language). */
async function publication(
  source: PublishedProgrammeSource,
  reply: FastifyReply,
  locale: Locale,
): Promise<PublishedProgramme | undefined> {
  const programme = await source.latest();
  if (!programme) {
    await reply.code(404).type(PLAIN_TEXT).send(PROGRAMME_EXPORT_TEXTS[locale].notPublished);
  }
  return programme;
}

/** One value of a query parameter; a repeated parameter is read as its values joined by commas. */
const queryValue = (value: unknown) => (Array.isArray(value) ? value.join(",") : value);

/**
 * The published programme for delegates (issue #24, §3): `GET /programme.ics` (iCalendar,
 * `?lang=fr|en|ar`, `?sessions=id,id` for "Mon programme") and the printable PDF in each
 * language. Public: no session, nothing written. They read the publication through `source`.
 */
export const programmeExportRoutes: FastifyPluginAsync<ProgrammeExportOptions> = async (
  app,
  options,
) => {
  const { source } = options;
  const edition = app.mail.settings.edition;
  const slug = edition.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const pdfs = options.pdfs ?? new ProgrammePdfs(edition);

  // Its own query: `lang` and `sessions` are read by hand, an unknown value answered in text.
  const icsAnswers = {
    200: fileAnswer("text/calendar", "Le programme publié (iCalendar), ou les sessions choisies."),
    304: noBodySchema,
    400: fileAnswer("text/plain", "Langue inconnue."),
    404: fileAnswer("text/plain", "Le programme n'est pas encore publié."),
  };
  app.get(
    PROGRAMME_ICS_PATH,
    { config: { scope: "programme:read" }, schema: { response: icsAnswers } },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const lang = queryValue(query.lang) ?? "fr";
      if (!isLocale(lang)) {
        return reply
          .code(400)
          .type(PLAIN_TEXT)
          .send(PROGRAMME_EXPORT_TEXTS[requestLocale(request)].unknownLanguage);
      }
      const sessions = queryValue(query.sessions);
      const sessionIds =
        typeof sessions === "string"
          ? new Set(
              sessions
                .split(",")
                .map((id) => id.trim())
                .filter((id) => id !== ""),
            )
          : undefined;
      const version = await source.latestVersion();
      const selection = sessionIds
        ? createHash("sha256")
            .update([...sessionIds].sort().join(","))
            .digest("hex")
            .slice(0, 16)
        : "all";
      const etag = `"programme-${version}-${lang}-${selection}"`;
      if (version !== undefined && isCurrent(request, etag)) {
        return reply.code(304).header("etag", etag).header("cache-control", REVALIDATE).send();
      }
      const programme = await publication(source, reply, lang);
      if (!programme) return reply;
      const fileName = `programme-${slug}${sessionIds ? "-selection" : ""}-${lang}.ics`;
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("etag", `"programme-${programme.version}-${lang}-${selection}"`)
        .header("cache-control", REVALIDATE)
        .send(programmeCalendar(programme, { locale: lang, sessionIds, edition }));
    },
  );

  const pdfAnswers = {
    200: fileAnswer(
      "application/pdf",
      "Le programme publié, imprimable, dans la langue du chemin.",
    ),
    304: noBodySchema,
    404: fileAnswer("text/plain", "Le programme n'est pas encore publié."),
  };
  for (const locale of LOCALES) {
    app.get(
      programmePdfPath(locale),
      { schema: { response: pdfAnswers } },
      async (request, reply) => {
        const version = await source.latestVersion();
        if (version !== undefined && isCurrent(request, `"programme-${version}-${locale}"`)) {
          return reply
            .code(304)
            .header("etag", `"programme-${version}-${locale}"`)
            .header("cache-control", REVALIDATE)
            .send();
        }
        const programme = await publication(source, reply, locale);
        if (!programme) return reply;
        const pdf = await pdfs.pdf(programme, locale);
        const fileName = `programme-${slug}${locale === "fr" ? "" : `-${locale}`}.pdf`;
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${fileName}"`)
          .header("etag", `"programme-${programme.version}-${locale}"`)
          .header("cache-control", REVALIDATE)
          .send(pdf);
      },
    );
  }

  // The feeds: read like the calendar (an ETag of the version, 304 while current), and also
  // Last-Modified, the publication's time, which some apps send back instead.
  for (const locale of LOCALES) {
    for (const format of FEED_FORMATS) {
      const response = {
        200:
          format === "json"
            ? scheduleJsonSchema
            : fileAnswer("application/xml", "Le programme publié (frab schedule XML)."),
        304: noBodySchema,
        404: fileAnswer("text/plain", "Le programme n'est pas encore publié."),
      };
      app.get(
        programmeFeedPath(locale, format),
        { config: { scope: "programme:read" }, schema: { response } },
        async (request, reply) => {
          const version = await source.latestVersion();
          const etag = `"programme-${version}-${locale}-${format}"`;
          reply.header("cache-control", REVALIDATE).header("access-control-allow-origin", "*");
          if (version !== undefined && isCurrent(request, etag)) {
            return reply.code(304).header("etag", etag).send();
          }
          const programme = await publication(source, reply, locale);
          if (!programme) return reply;
          const lastModified = new Date(programme.publishedAt).toUTCString();
          reply
            .header("etag", `"programme-${programme.version}-${locale}-${format}"`)
            .header("last-modified", lastModified);
          if (unmodifiedSince(request, programme.publishedAt)) return reply.code(304).send();
          const feed = scheduleFeed(programme, locale, edition);
          return reply
            .type(FEED_TYPES[format])
            .send(format === "json" ? scheduleJson(feed) : await scheduleXml(feed));
        },
      );
    }
  }
};
