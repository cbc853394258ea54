import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "@congres/shared";
import type { PublishedProgramme } from "@congres/shared/programme";
import type { LightMyRequestResponse } from "fastify";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadMailSettings } from "../../config/mail-settings.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { writeSitePages } from "../../testing/site-pages.ts";
import { type TestApp, testApp } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { sessionInstant } from "./programme-calendar.ts";
import { ProgrammePdfs } from "./programme-print.ts";
import type { PublishedProgrammeSource } from "./published-source.ts";
import { SEED_PUBLICATION } from "./seed-programme-source.ts";

const HOST = new URL(loadMailSettings({}, tmpdir()).edition.siteUrl).host;

/** The events of an iCalendar text, read back by ical.js (Mozilla's parser, RFC 5545). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
    };
  });
}

/** A file answer: its type, its name, its version's ETag, revalidated at each use. */
function expectFile(
  response: LightMyRequestResponse,
  expected: { type: string; disposition: string; etag: string },
) {
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe(expected.type);
  expect(response.headers["content-disposition"]).toBe(expected.disposition);
  expect(response.headers.etag).toBe(expected.etag);
  expect(response.headers["cache-control"]).toBe("public, no-cache");
}

const TRICKY_TITLE = "Contraception, IVG; droits \\ devoirs";

/**
 * Version 2: the first parallel session of day 1 moved to day 2 at 17:45 in another room, its
 * title full of iCalendar's special characters, and two posters on their boards.
 */
function secondVersion(): PublishedProgramme {
  const programme = structuredClone(SEED_PUBLICATION);
  const moved = programme.sessions.find((session) => session.id === "2025-10-30-1100-jay");
  const posters = programme.sessions.find((session) => session.id === "2025-10-31-1600-hall");
  if (!moved || !posters) throw new Error("seed changed");
  Object.assign(moved, {
    day: "2025-10-31",
    startsAt: "17:45",
    endsAt: "18:30",
    room: "Salle Ibn Rochd",
    title: { fr: TRICKY_TITLE, en: "Unintended pregnancy", ar: "الحمل غير المرغوب فيه" },
    subtitle: { fr: "Première ligne\nseconde ligne, avec virgule" },
  });
  posters.items = [
    {
      id: "poster-1",
      title: { fr: "Santé sexuelle des adolescentes", ar: "الصحة الجنسية للمراهقات" },
      speakers: [{ name: "Fatou Diallo" }],
      reference: "ABS-7KQ2M",
      board: "12",
      submissionId: "41",
    },
    {
      id: "poster-2",
      title: { fr: "Violences conjugales et soins primaires" },
      speakers: [{ name: "Youssef Alami" }],
      board: "13",
    },
  ];
  programme.sessions = [...programme.sessions.filter((session) => session !== moved), moved].sort(
    (a, b) => a.day.localeCompare(b.day) || a.startsAt.localeCompare(b.startsAt),
  );
  return { ...programme, version: 2, publishedAt: "2025-10-20T10:00:00.000Z" };
}

/** A source whose publication the test replaces, as staff publishing would. */
function changingSource(first: PublishedProgramme | undefined) {
  let current = first;
  const source: PublishedProgrammeSource = {
    latestVersion: async () => current?.version,
    latest: async () => current,
  };
  return { source, publish: (next: PublishedProgramme) => (current = next) };
}

const SITE_PAGES = [
  ["index.html", "Accueil"],
  ["programme/index.html", "Programme"],
  ["en/programme/index.html", "Programme (en)"],
  ["ar/programme/index.html", "البرنامج"],
  ["404/index.html", "Page introuvable"],
  ["__spa-fallback.html", "Chargement"],
] as const;

// The routes read no table (their source is handed in): one engine is enough for the app.
const sqlite = DATABASE_ENGINES[0];

describe("the programme's iCalendar and PDF (issue #24, §3)", () => {
  const site = mkdtempSync(join(tmpdir(), "congres-programme-site-"));
  const changing = changingSource(SEED_PUBLICATION);
  const pdfs = new ProgrammePdfs(loadMailSettings({}, tmpdir()).edition);
  beforeAll(() => writeSitePages(site, SITE_PAGES));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const h = Object.assign(
    appHarness(sqlite.create, {
      webRoot: site,
      programmeSource: changing.source,
      programmePdfs: pdfs,
    }),
    {} as { empty: TestApp; origin: string },
  );
  beforeAll(async () => {
    h.origin = await h.app.listen({ port: 0, host: "127.0.0.1" });
    h.empty = await testApp(h.database.db, { programmeSource: changingSource(undefined).source });
  });
  afterAll(async () => {
    await h.empty.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: "GET", url, headers });

  it("writes one event per session, at Casablanca's time, in the language asked", async () => {
    const response = await get("/programme.ics");
    expectFile(response, {
      type: "text/calendar; charset=utf-8",
      disposition: 'attachment; filename="programme-cpss-2025-fr.ics"',
      etag: '"programme-1-fr-all"',
    });
    const events = eventsOf(response.body);
    expect(events).toHaveLength(SEED_PUBLICATION.sessions.length);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    const opening = events.find((event) => event.uid === `2025-10-30-0900-amphi@${HOST}`);
    // 09:00 in Casablanca on 30 October 2025 is 08:00 UTC (UTC+1).
    expect(opening).toMatchObject({
      summary: "Cérémonie d'ouverture",
      location: "Grand amphithéâtre",
      start: "2025-10-30T08:00:00.000Z",
      end: "2025-10-30T08:45:00.000Z",
      sequence: 1,
    });
    const parallel = events.find((event) => event.uid === `2025-10-30-1100-jay@${HOST}`);
    expect(parallel?.description).toContain("Modérateur : Pr. Amina Benali");
    expect(parallel?.description).toContain("• Dr. Mariama Diallo (Santé publique, Dakar)");

    const arabic = eventsOf((await get("/programme.ics?lang=ar")).body);
    const arabicOpening = arabic.find((event) => event.uid === `2025-10-30-0900-amphi@${HOST}`);
    expect(arabicOpening).toMatchObject({
      summary: "حفل الافتتاح",
      location: "المدرج الكبير",
      start: "2025-10-30T08:00:00.000Z",
    });
    expect(
      arabic.find((event) => event.uid === `2025-10-30-1100-jay@${HOST}`)?.description,
    ).toContain("المسيّر: أ.د. Amina Benali");
    const english = await get("/programme.ics?lang=en");
    expect(english.headers["content-disposition"]).toContain("programme-cpss-2025-en.ics");
    expect(
      eventsOf(english.body).find((event) => event.uid === `2025-10-30-0900-amphi@${HOST}`)
        ?.summary,
    ).toBe("Opening ceremony");
  });

  it("gives every event an end: the gala dinner, announced without one, lasts two hours (issue #36, item 11)", async () => {
    const text = (await get("/programme.ics")).body;
    const vevents = text.split("BEGIN:VEVENT").slice(1);
    expect(vevents).toHaveLength(SEED_PUBLICATION.sessions.length);
    expect(vevents.filter((vevent) => !/^DTEND/m.test(vevent))).toEqual([]);
    const gala = eventsOf(text).find((event) => event.uid === `2025-10-31-2000-gala@${HOST}`);
    // 20:00 in Casablanca on 31 October 2025 is 19:00 UTC; no end announced: 21:00 UTC.
    expect(gala).toMatchObject({
      summary: "Dîner de gala",
      start: "2025-10-31T19:00:00.000Z",
      end: "2025-10-31T21:00:00.000Z",
    });
  });

  it("keeps only the sessions asked for, ignoring unknown ones, and answers 304 to a current copy", async () => {
    const response = await get(
      "/programme.ics?lang=en&sessions=2025-10-31-0900-amphi,inconnue,2025-11-01-1100-jay",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("programme-cpss-2025-selection-en");
    expect(eventsOf(response.body).map((event) => event.uid)).toEqual([
      `2025-10-31-0900-amphi@${HOST}`,
      `2025-11-01-1100-jay@${HOST}`,
    ]);
    const again = await get(
      "/programme.ics?lang=en&sessions=2025-11-01-1100-jay,2025-10-31-0900-amphi,inconnue",
      { "if-none-match": response.headers.etag as string },
    );
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("refuses an unknown language in the reader's language, and says when nothing is published", async () => {
    const german = await get("/programme.ics?lang=de");
    expect(german.statusCode).toBe(400);
    expect(german.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(german.body).toBe("Langue inconnue : choisissez lang=fr, lang=en ou lang=ar.");
    const english = await get("/programme.ics?lang=de", { "accept-language": "en-GB,en;q=0.9" });
    expect(english.statusCode).toBe(400);
    expect(english.body).toBe("Unknown language: choose lang=fr, lang=en or lang=ar.");

    const none = (url: string) => h.empty.inject({ method: "GET", url });
    const ics = await none("/programme.ics");
    expect([ics.statusCode, ics.body]).toEqual([404, "Le programme n'est pas encore publié."]);
    const arabic = await none("/programme.ics?lang=ar");
    expect([arabic.statusCode, arabic.body]).toEqual([404, "لم يُنشر البرنامج بعد."]);
    const pdf = await none("/en/programme.pdf");
    expect([pdf.statusCode, pdf.body]).toEqual([404, "The programme has not been published yet."]);
  });

  it("converts with the time zone's own rules: Casablanca is UTC+0 during Ramadan", () => {
    expect(sessionInstant("2025-10-31", "09:00", "Africa/Casablanca").toISOString()).toBe(
      "2025-10-31T08:00:00.000Z",
    );
    expect(sessionInstant("2026-03-01", "09:00", "Africa/Casablanca").toISOString()).toBe(
      "2026-03-01T09:00:00.000Z",
    );
  });

  it("keeps each session's UID across versions and writes iCalendar's special characters back", async () => {
    const uid = (event: { uid: string }) => event.uid;
    const before = eventsOf((await get("/programme.ics")).body);
    changing.publish(secondVersion());
    const after = eventsOf((await get("/programme.ics")).body);
    expect(after.map(uid).sort()).toEqual(before.map(uid).sort());
    const jay = `2025-10-30-1100-jay@${HOST}`;
    expect(before.find((event) => event.uid === jay)).toMatchObject({
      start: "2025-10-30T10:00:00.000Z",
      location: "Salle JAY",
      sequence: 1,
    });
    expect(after.find((event) => event.uid === jay)).toMatchObject({
      summary: TRICKY_TITLE,
      location: "Salle Ibn Rochd",
      start: "2025-10-31T16:45:00.000Z",
      end: "2025-10-31T17:30:00.000Z",
      sequence: 2,
    });
    expect(
      after
        .find((event) => event.uid === jay)
        ?.description.split("\n")
        .slice(0, 2),
    ).toEqual(["Première ligne", "seconde ligne, avec virgule"]);
    const posters = after.find((event) => event.uid === `2025-10-31-1600-hall@${HOST}`);
    expect(posters?.description).toContain(
      "• Panneau 12 — ABS-7KQ2M — Santé sexuelle des adolescentes — Fatou Diallo",
    );
  });

  // Three layouts on the PDF thread (French, Arabic, then French again after a publication).
  it("prints the programme in French and Arabic, once per version, and follows a new publication", {
    timeout: 60_000,
  }, async () => {
    changing.publish(secondVersion());
    const rendersBefore = pdfs.renders;
    const french = await get("/programme.pdf");
    expectFile(french, {
      type: "application/pdf",
      disposition: 'inline; filename="programme-cpss-2025.pdf"',
      etag: '"programme-2-fr"',
    });
    const { text, pages } = await pdfText(french.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const expected of [
      "Programme",
      "Version 2, publiée le 20 octobre 2025",
      "Jour 1 — Ouverture et état des lieux",
      "Cérémonie d'ouverture",
      "Modérateur : Pr. Amina Benali",
      TRICKY_TITLE,
      "17:45–18:30",
      "Panneau 12",
      "ABS-7KQ2M",
      "Santé sexuelle des adolescentes — Fatou Diallo",
      "Panneau 13",
      `1 / ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
    // Parallel sessions side by side: both rooms of 11:00 on day 3 are named.
    expect(text).toMatch(/11:00–13:00.*Salle JAY.*Salle Ibn Rochd/s);

    const sameAgain = await get("/programme.pdf");
    expect(sameAgain.rawPayload.equals(french.rawPayload)).toBe(true);
    expect(pdfs.renders).toBe(rendersBefore + 1);
    const current = await get("/programme.pdf", { "if-none-match": '"programme-2-fr"' });
    expect(current.statusCode).toBe(304);

    const arabic = await get("/ar/programme.pdf");
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers["content-disposition"]).toBe(
      'inline; filename="programme-cpss-2025-ar.pdf"',
    );
    const arabicText = (await pdfText(arabic.rawPayload)).text;
    // pdf.js gives right-to-left lines in their visual order: words are checked one by one.
    for (const word of ["حفل", "الافتتاح", "المدرج", "الرئيسي", "الملصقات"]) {
      expect(arabicText).toContain(word);
    }
    expect(arabicText).toContain("اللوحة 12 ABS-7KQ2M");
    // Times and boards are laid out left to right, never reordered by the Arabic around them.
    expect(arabicText).toContain("11:00–13:00");
    expect(arabicText).not.toContain("13:00–11:00");
    expect(pdfs.renders).toBe(rendersBefore + 2);

    changing.publish({ ...secondVersion(), version: 3, publishedAt: "2025-11-01T10:00:00.000Z" });
    const third = await get("/programme.pdf", { "if-none-match": '"programme-2-fr"' });
    expect(third.statusCode).toBe(200);
    expect(third.headers.etag).toBe('"programme-3-fr"');
    expect((await pdfText(third.rawPayload)).text).toContain(
      "Version 3, publiée le 1er novembre 2025",
    );
    expect(pdfs.renders).toBe(rendersBefore + 3);
  });

  it("reaches Fastify through the built site's fast path, beside the prerendered pages", async () => {
    const page = await fetch(`${h.origin}/programme`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Programme</title>");
    const ics = await fetch(`${h.origin}/programme.ics?lang=ar`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(eventsOf(await ics.text()).length).toBeGreaterThan(0);
    const pdf = await fetch(`${h.origin}/en/programme.pdf`, { method: "HEAD" });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  }, 60_000);
});

describe("the printed programmes laid out after a publication (decision 0051)", () => {
  /** The layouts asked for, by version and language; none really laid out (the test above does). */
  class RecordedPdfs extends ProgrammePdfs {
    asked: string[] = [];
    override pdf(programme: PublishedProgramme, locale: Locale): Promise<Buffer> {
      this.asked.push(`${programme.version}-${locale}`);
      return Promise.resolve(Buffer.alloc(0));
    }
  }
  const version = (number: number): PublishedProgramme => ({
    ...SEED_PUBLICATION,
    version: number,
  });
  const failed: unknown[] = [];
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 10 s after the last publication, then lays out its three languages once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const pdfs = new RecordedPdfs(loadMailSettings({}, tmpdir()).edition);
    pdfs.layOutSoon(version(2), (error) => failed.push(error));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(pdfs.asked).toEqual([]);
    // Another publication within the 10 s: the first is never laid out.
    pdfs.layOutSoon(version(3), (error) => failed.push(error));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(pdfs.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(pdfs.asked).toEqual(["3-fr", "3-en", "3-ar"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pdfs.asked).toHaveLength(3);
    expect(failed).toEqual([]);
  });

  it("lays out nothing once stopped (the app's close)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const pdfs = new RecordedPdfs(loadMailSettings({}, tmpdir()).edition);
    pdfs.layOutSoon(version(4), (error) => failed.push(error));
    pdfs.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pdfs.asked).toEqual([]);
  });
});
