/**
 * The server-side renderer of the programme's regions (decision 0050), built apart by
 * `buildProgrammeRenderer` into `build/programme-renderer/renderer.js`: the server loads it at
 * start and, for each publication, renders the parts of the programme page and of the home page
 * that depend on the programme and splices them into the built pages. The build marks those
 * parts with it too (`markRegions`), so a page and its re-rendering cannot drift apart: the
 * build stops if the renderer does not reproduce exactly what the prerender wrote.
 */
import type { ProgrammeData } from "@congres/shared/programme";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { ProgrammeCards } from "../features/home/programme-cards.tsx";
import { ProgrammeSchedule } from "../features/programme/programme-schedule.tsx";
import type { Locale } from "../i18n/locale.ts";
import { LocaleProvider } from "../i18n/locale-context.tsx";

type Region = "schedule" | "cards";

/** The pages whose HTML depends on the programme, and the region each holds. */
export const PROGRAMME_PAGES: ReadonlyArray<{ path: string; locale: Locale; region: Region }> = [
  { path: "/programme/index.html", locale: "fr", region: "schedule" },
  { path: "/en/programme/index.html", locale: "en", region: "schedule" },
  { path: "/ar/programme/index.html", locale: "ar", region: "schedule" },
  { path: "/index.html", locale: "fr", region: "cards" },
  { path: "/en/index.html", locale: "en", region: "cards" },
  { path: "/ar/index.html", locale: "ar", region: "cards" },
];

const REGIONS: Record<Region, (props: { programme: ProgrammeData }) => ReactNode> = {
  schedule: ProgrammeSchedule,
  cards: ProgrammeCards,
};

const start = (region: Region) => `<!--programme:${region}-->`;
const end = (region: Region) => `<!--/programme:${region}-->`;

/** A region's HTML for a programme, in a language: React's, so every staff text is escaped. */
export function renderRegion(region: Region, programme: ProgrammeData, locale: Locale): string {
  const Component = REGIONS[region];
  return renderToString(
    <LocaleProvider locale={locale}>
      <Component programme={programme} />
    </LocaleProvider>,
  );
}

/** At build time: wraps the region the prerender wrote (from `programme`) in its markers. */
export function markRegion(
  html: string,
  region: Region,
  programme: ProgrammeData,
  locale: Locale,
): string {
  const rendered = renderRegion(region, programme, locale);
  const at = html.indexOf(rendered);
  if (at === -1 || html.indexOf(rendered, at + 1) !== -1) {
    throw new Error(
      `programme renderer: the ${locale} "${region}" region is not found exactly once in the prerendered page`,
    );
  }
  return `${html.slice(0, at)}${start(region)}${rendered}${end(region)}${html.slice(at + rendered.length)}`;
}

/** Replaces a marked region of a built page with `content`. */
export function spliceRegion(html: string, region: Region, content: string): string {
  const from = html.indexOf(start(region));
  const to = html.indexOf(end(region));
  if (from === -1 || to < from) throw new Error(`programme renderer: no "${region}" region`);
  return `${html.slice(0, from + start(region).length)}${content}${html.slice(to)}`;
}

/**
 * Every page that depends on the programme, rendered for `programme` from its built HTML
 * (`builtPage(path)`, the markers included): what the server swaps in at a publication. A page
 * built in a second form too (`firstVisitPage(path)`, its stylesheet inside, decision 0052) gets
 * the same region spliced into it: each region is rendered once per language.
 */
export function renderPages(
  builtPage: (path: string) => string,
  programme: ProgrammeData,
  firstVisitPage: (path: string) => string | undefined = () => undefined,
): Array<{ path: string; html: string; firstVisit?: string }> {
  const regions = new Map<string, string>();
  return PROGRAMME_PAGES.map(({ path, locale, region }) => {
    const key = `${region} ${locale}`;
    const content = regions.get(key) ?? renderRegion(region, programme, locale);
    regions.set(key, content);
    const firstVisit = firstVisitPage(path);
    return {
      path,
      html: spliceRegion(builtPage(path), region, content),
      ...(firstVisit !== undefined && { firstVisit: spliceRegion(firstVisit, region, content) }),
    };
  });
}
