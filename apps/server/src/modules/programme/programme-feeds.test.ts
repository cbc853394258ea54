import { readFileSync } from "node:fs";
import type { ProgrammeData } from "@congres/shared/programme";
import seedJson from "@congres/shared/programme-seed";
import { Ajv } from "ajv";
import draft06 from "ajv/dist/refs/json-schema-draft-06.json" with { type: "json" };
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { staffAccounts } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { moveOpening, OPENING, publishDraft } from "../../testing/programme-edits.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const seed = seedJson as ProgrammeData;
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/c3voc-schedule/${name}`, import.meta.url), "utf8");

/**
 * c3voc's JSON schema, the one its validator checks pretalx's and frab's schedule.json with (no
 * consumer library of that format is published on npm: decision 0078). Draft-06; `color` is a
 * format of its own that no value here uses.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addMetaSchema(draft06);
addFormats.default(ajv);
ajv.addFormat("color", true);
const validSchedule = ajv.compile(JSON.parse(fixture("schema.json")));
const XSD = fixture("schedule.xml.xsd");

/** xmllint's complaints about each file, by name: one run of the WebAssembly build for all. */
async function xsdErrors(files: Record<string, string>) {
  const result = await validateXML({
    xml: Object.entries(files).map(([fileName, contents]) => ({ fileName, contents })),
    schema: [{ fileName: "schedule.xml.xsd", contents: XSD }],
  });
  return result.errors.map((error) => `${error.loc?.fileName}: ${error.rawMessage}`);
}

type FeedEvent = { title: string; start: string; duration: string; persons: { name: string }[] };
type Feed = {
  schedule: {
    version: string;
    conference: { title: string; days: { date: string; rooms: Record<string, FeedEvent[]> }[] };
  };
};
const events = (feed: Feed) =>
  feed.schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());

/**
 * The programme feeds (issue #41 item 4, decision 0078): the published programme as pretalx's
 * schedule JSON and frab's XML in the three languages, valid against c3voc's published schemas,
 * following each publication without a rebuild, cheap to poll (ETag, Last-Modified, 304).
 */
describe.each(DATABASE_ENGINES)("the programme feeds on $engine", ({ create }) => {
  const harness = appHarness(create);
  let committee = "";
  beforeAll(async () => {
    committee = (await staffAccounts(harness, ["committee"] as const)).sessions.committee;
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: "GET", url, headers });

  it("writes the publication as pretalx's schedule JSON, valid against c3voc's schema, in each language", async () => {
    const response = await get("/programme.json");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const feed = response.json() as Feed;
    expect(validSchedule(feed), JSON.stringify(validSchedule.errors)).toBe(true);
    expect(feed.schedule.version).toBe("1");
    expect(feed.schedule.conference.days.map((day) => day.date)).toEqual(
      seed.days.map((day) => day.date),
    );
    expect(events(feed)).toHaveLength(seed.sessions.length);
    const opening = seed.sessions.find((session) => session.id === OPENING);
    expect(events(feed)).toContainEqual(
      expect.objectContaining({
        title: opening?.title.fr,
        start: "09:45",
        room: "Grand amphithéâtre",
        date: "2025-10-30T09:45:00+01:00",
        duration: "00:45",
        // The chair, then the speaker: the people on stage.
        persons: [
          { name: "Pr. Kwame Mensah", public_name: "Pr. Kwame Mensah" },
          { name: "Pr. Amina Benali", public_name: "Pr. Amina Benali" },
        ],
      }),
    );
    const arabic = (await get("/ar/programme.json")).json() as Feed;
    expect(validSchedule(arabic), JSON.stringify(validSchedule.errors)).toBe(true);
    expect(events(arabic).map((event) => event.title)).toContain(opening?.title.ar);
    const english = (await get("/en/programme.json")).json() as Feed;
    expect(events(english).map((event) => event.title)).toContain(opening?.title.en);
  });

  it("writes the frab schedule XML, valid against c3voc's published XSD, in each language", async () => {
    const files: Record<string, string> = {};
    for (const url of ["/programme.xml", "/en/programme.xml", "/ar/programme.xml"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(response.body.match(/<event /g)).toHaveLength(seed.sessions.length);
      files[url.slice(1).replace("/", "-")] = response.body;
    }
    // The same check refuses what the schema refuses: an event without its duration.
    files["broken.xml"] = String(files["programme.xml"]).replace(/<duration>[^<]*<\/duration>/, "");
    const errors = await xsdErrors(files);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((error) => !error.startsWith("broken.xml: "))).toEqual([]);
    expect(errors.join("\n")).toContain("duration");
  });

  it("follows a publication without a rebuild, answering 304 only while a copy is current", async () => {
    const first = await get("/en/programme.json");
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect(etag).toBe('"programme-1-en-json"');
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect((await get("/en/programme.json", { "if-none-match": etag })).statusCode).toBe(304);
    const byDate = await get("/en/programme.json", { "if-modified-since": lastModified });
    expect(byDate.statusCode).toBe(304);
    expect(byDate.body).toBe("");
    const xml = await get("/programme.xml");
    expect(xml.headers.etag).toBe('"programme-1-fr-xml"');

    const moved = await moveOpening(harness.app, committee);
    expect(moved.statusCode).toBe(200);
    const published = await publishDraft(harness.app, committee);
    expect(published.json().version).toBe(2);

    const after = await get("/en/programme.json", { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe('"programme-2-en-json"');
    const feed = after.json() as Feed;
    expect(feed.schedule.version).toBe("2");
    expect(events(feed)).toContainEqual(
      expect.objectContaining({ title: "Inaugural lesson", start: "10:00", duration: "00:30" }),
    );
    const xmlAfter = await get("/programme.xml", { "if-none-match": String(xml.headers.etag) });
    expect(xmlAfter.statusCode).toBe(200);
    expect(xmlAfter.body).toContain("<title>Leçon inaugurale</title>");
    expect(validSchedule(feed), JSON.stringify(validSchedule.errors)).toBe(true);
  });
});
