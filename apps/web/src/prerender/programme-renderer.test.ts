import type { ProgrammeData, ProgrammeSessionData } from "@congres/shared/programme";
import { describe, expect, it } from "vitest";
import { PROGRAMME_SEED } from "../features/programme/programme-seed.ts";
import {
  markRegion,
  PROGRAMME_PAGES,
  renderPages,
  renderRegion,
  spliceRegion,
} from "./programme-renderer.tsx";

const page = (region: string) =>
  `<!doctype html><html><head><title>t</title></head><body><main><h1>Programme</h1>${region}<footer>pied</footer></main></body></html>`;

/** The seed with one session changed (a title staff wrote, a move). */
function withSession(change: Partial<ProgrammeSessionData>, index = 2): ProgrammeData {
  const sessions = PROGRAMME_SEED.sessions.map((session, at) =>
    at === index ? { ...session, ...change } : session,
  );
  return { ...PROGRAMME_SEED, sessions };
}

describe("the programme's renderer (decision 0050)", () => {
  it("renders the seed's days, rooms and people in each language, French where a text is missing", () => {
    const fr = renderRegion("schedule", PROGRAMME_SEED, "fr");
    const en = renderRegion("schedule", PROGRAMME_SEED, "en");
    const ar = renderRegion("schedule", PROGRAMME_SEED, "ar");
    expect(fr).toContain("Conférence inaugurale");
    expect(fr).toContain("Grand amphithéâtre");
    expect(fr).toContain("Pr. Amina Benali");
    expect(en).toContain("Opening lecture");
    expect(en).toContain("Main lecture theatre");
    // The gala's hotel has no English name: the French one.
    expect(en).toContain("Hôtel Anfa Atlas, Casablanca");
    expect(ar).toContain("المحاضرة الافتتاحية");
    expect(ar).toContain("المدرج الكبير");
    // Times stay left to right inside the Arabic page (whose <html dir="rtl"> the build writes).
    expect(ar).toContain('<time dir="ltr">09:45 - 10:30</time>');
    expect(ar).toContain('aria-label="برنامجي: المحاضرة الافتتاحية"');
    // A known portrait is the stylesheet's class over the initials (decision 0037); a person
    // without one has the initials alone.
    expect(fr).toMatch(/<span aria-hidden="true" class="[^"]* portrait-amina-benali">AB<\/span>/);
    expect(fr).not.toContain("<img");
  });

  it("writes staff's text as text: a title with a script tag comes out inert", () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const programme = withSession({ title: { fr: hostile }, subtitle: { fr: 'a & b "c"' } });
    for (const locale of ["fr", "en", "ar"] as const) {
      const html = renderRegion("schedule", programme, locale);
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(html).toContain("a &amp; b &quot;c&quot;");
      const cards = renderRegion("cards", programme, locale);
      expect(cards).not.toContain("<script");
    }
  });

  it("names each room in the page's language, linked to its map when staff gave one", () => {
    const programme: ProgrammeData = {
      ...PROGRAMME_SEED,
      rooms: PROGRAMME_SEED.rooms.map((room) =>
        room.name.fr === "Salle JAY"
          ? { ...room, mapUrl: "https://example.org/plan?salle=jay&x=1" }
          : room,
      ),
    };
    const en = renderRegion("schedule", programme, "en");
    expect(en).toContain('<a href="https://example.org/plan?salle=jay&amp;x=1"');
    expect(en).toMatch(/<a href="https:\/\/example\.org\/plan[^"]*"[^>]*>JAY Room<\/a>/);
    // The rooms without a map stay text.
    expect(en.match(/<a href="https:\/\/example\.org/g)).toHaveLength(
      programme.sessions.filter((session) => session.room === "Salle JAY").length,
    );
  });

  it("shows talks with their own title, time, board number and speakers", () => {
    const programme = withSession({
      kind: "posters",
      items: [
        {
          id: "p1",
          startsAt: "16:10",
          endsAt: "16:20",
          title: { fr: "Dépistage en milieu rural", en: "Screening in rural areas" },
          speakers: [{ name: "Nadia Alaoui" }],
          board: "P-12",
          reference: "ABS-2025-0042",
        },
      ],
    });
    const en = renderRegion("schedule", programme, "en");
    expect(en).toContain("Screening in rural areas");
    expect(en).toContain(
      '<time dir="ltr" class="shrink-0 tabular-nums text-brand-700" data-talk-time="true">16:10 - 16:20</time> <bdi class="min-w-0" data-talk-title="true">Screening in rural areas</bdi>',
    );
    expect(en).toContain('Board<!-- --> <bdi dir="ltr">P-12</bdi>');
    expect(en).toContain("Nadia Alaoui");
  });

  it("keeps sessions starting together side by side, each with its own times when they differ", () => {
    const programme = withSession({ endsAt: "12:30" }, 5);
    const html = renderRegion("schedule", programme, "fr");
    const slot = html.slice(html.indexOf('<time dir="ltr">11:00</time>'));
    expect(slot).toMatch(
      /^<time dir="ltr">11:00<\/time><\/h3><div class="grid gap-4 md:grid-cols-2">/,
    );
    expect(slot).toContain('<time dir="ltr" data-session-time="true">11:00 - 13:00</time>');
    expect(slot).toContain('<time dir="ltr" data-session-time="true">11:00 - 12:30</time>');
    // On the seed, every slot's sessions share their times: none shows its own.
    expect(renderRegion("schedule", PROGRAMME_SEED, "fr")).not.toContain("data-session-time");
  });

  it("gives each session a fingerprint that follows its time, room, title and people only", () => {
    const fingerprint = (programme: ProgrammeData) =>
      renderRegion("schedule", programme, "fr").match(
        /data-session="2025-10-30-0945-amphi" data-fingerprint="([^"]+)"/,
      )?.[1];
    const before = fingerprint(PROGRAMME_SEED);
    expect(before).toBeTruthy();
    expect(fingerprint(withSession({ title: { fr: "Conférence inaugurale", en: "Other" } }))).toBe(
      before,
    );
    expect(fingerprint(withSession({ startsAt: "09:50" }))).not.toBe(before);
    expect(fingerprint(withSession({ room: "Salle JAY" }))).not.toBe(before);
  });

  it("marks the region the prerender wrote, then splices a new rendering into it", () => {
    const built = markRegion(
      page(renderRegion("schedule", PROGRAMME_SEED, "ar")),
      "schedule",
      PROGRAMME_SEED,
      "ar",
    );
    expect(built).toMatch(/<h1>Programme<\/h1><!--programme:schedule--><nav/);
    expect(built).toMatch(/<\/div><!--\/programme:schedule--><footer>pied<\/footer>/);
    const moved = withSession({
      title: { fr: "Leçon déplacée", ar: "محاضرة منقولة" },
      startsAt: "11:00",
    });
    const spliced = spliceRegion(built, "schedule", renderRegion("schedule", moved, "ar"));
    expect(spliced).toContain("محاضرة منقولة");
    expect(spliced).not.toContain("المحاضرة الافتتاحية");
    expect(spliced.startsWith("<!doctype html><html><head><title>t</title>")).toBe(true);
    expect(spliced.endsWith("<footer>pied</footer></main></body></html>")).toBe(true);
    // Spliced again: the markers stay, nothing doubles.
    const again = spliceRegion(spliced, "schedule", renderRegion("schedule", PROGRAMME_SEED, "ar"));
    expect(again).toBe(built);
  });

  it("refuses a page whose region is not the renderer's (the build stops)", () => {
    expect(() => markRegion(page("<p>autre</p>"), "schedule", PROGRAMME_SEED, "fr")).toThrow(
      /not found exactly once/,
    );
    expect(() => spliceRegion(page(""), "cards", "")).toThrow(/no "cards" region/);
  });

  it("renders the six pages that depend on the programme from their built HTML", () => {
    const built = new Map(
      PROGRAMME_PAGES.map(({ path, region, locale }) => [
        path,
        markRegion(
          page(renderRegion(region, PROGRAMME_SEED, locale)),
          region,
          PROGRAMME_SEED,
          locale,
        ),
      ]),
    );
    const moved = withSession({ title: { fr: "Titre publié", en: "Published title" } }, 7);
    const pages = renderPages((path) => built.get(path) ?? "", { ...moved });
    expect(pages.map(({ path }) => path).sort()).toEqual([
      "/ar/index.html",
      "/ar/programme/index.html",
      "/en/index.html",
      "/en/programme/index.html",
      "/index.html",
      "/programme/index.html",
    ]);
    const html = (path: string) => pages.find((each) => each.path === path)?.html ?? "";
    expect(html("/programme/index.html")).toContain("Titre publié");
    expect(html("/en/programme/index.html")).toContain("Published title");
    expect(html("/ar/programme/index.html")).toContain("Titre publié");
    // The home cards list the plenary sessions' titles: the new one among them.
    expect(html("/index.html")).toContain("Titre publié");
  });
});
