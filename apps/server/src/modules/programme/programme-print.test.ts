import { tmpdir } from "node:os";
import type { ProgrammeSessionData, PublishedProgramme } from "@congres/shared/programme";
import { afterAll, describe, expect, it } from "vitest";
import { loadMailSettings } from "../../config/mail-settings.ts";
import { renderOnPdfThread, stopPdfThread } from "../../services/pdf/pdf-thread.ts";
import { hasMissingGlyph, pdfLines } from "../../testing/pdf-text.ts";
import { printedProgramme } from "./programme-print.ts";

const { edition } = loadMailSettings({}, tmpdir());

const SPEAKER = { title: { fr: "Pr" }, name: "Łukasz Żółć", role: { fr: "Łódź" } };

/** Words that lengthen a title one by one, so that each talk's line ends somewhere else. */
const WORDS =
  "Santé sexuelle des migrants en Europe centrale et orientale : une revue des pratiques de soin".split(
    " ",
  );

function session(id: string, room: string, items: ProgrammeSessionData["items"]) {
  return {
    id,
    day: "2025-10-30",
    startsAt: "14:30",
    endsAt: "16:00",
    room,
    kind: "parallel",
    title: { fr: `Session ${room}` },
    chairs: [SPEAKER],
    panel: [],
    items,
  } satisfies ProgrammeSessionData;
}

/** Two parallel sessions: the talks of the first one are printed in a column half the page wide. */
const PUBLICATION: PublishedProgramme = {
  version: 1,
  publishedAt: "2025-10-01T00:00:00.000Z",
  days: [{ date: "2025-10-30", heading: { fr: "Jeudi 30 octobre" } }],
  rooms: [{ name: { fr: "Amphi A" } }, { name: { fr: "Salle B" } }],
  sessions: [
    session(
      "talks",
      "Amphi A",
      WORDS.map((_, index) => ({
        id: `talk-${index}`,
        startsAt: "14:30",
        endsAt: "14:50",
        title: { fr: WORDS.slice(0, index + 1).join(" ") },
        speakers: [SPEAKER],
      })),
    ),
    session("other", "Salle B", []),
  ],
};

describe("the printed programme (issue #36)", () => {
  afterAll(stopPdfThread);

  it("prints a Polish name whole, on one line, wherever its talk's title ends (item 8)", async () => {
    const pdf = await renderOnPdfThread({
      kind: "programme",
      programme: printedProgramme(PUBLICATION, "fr", edition),
    });
    const lines = await pdfLines(pdf);
    expect(lines.filter(hasMissingGlyph)).toEqual([]);
    // The chairs of two sessions and each talk's speaker: every one of them on one line.
    const whole = lines.filter((line) => line.includes("Pr Łukasz Żółć"));
    expect(whole.length, lines.join("\n")).toBe(WORDS.length + 2);
  });
});
