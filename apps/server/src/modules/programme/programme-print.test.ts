import { tmpdir } from "node:os";
import type { ProgrammeSessionData, PublishedProgramme } from "@congres/shared/programme";
import { afterAll, describe, expect, it } from "vitest";
import { loadMailSettings } from "../../config/mail-settings.ts";
import { renderOnPdfThread, stopPdfThread } from "../../services/pdf/pdf-thread.ts";
import { hasMissingGlyph, type PdfTextRun, pdfTextRuns } from "../../testing/pdf-text.ts";
import { printedProgramme } from "./programme-print.ts";

const { edition } = loadMailSettings({}, tmpdir());

const SPEAKER = { title: { fr: "Pr" }, name: "Łukasz Żółć", role: { fr: "Łódź" } };

/** Words that lengthen a title one by one, so that each talk's line ends somewhere else. */
const WORDS =
  "Santé sexuelle des migrants en Europe centrale et orientale : une revue des pratiques de soin".split(
    " ",
  );

/** A typical talk's title (89 characters): a parallel column prints it in two lines at most. */
const TYPICAL = {
  first: "Prévention du VIH",
  whole: "Prévention du VIH chez les adolescentes : résultats d'un programme communautaire à Dakar",
};

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
    session("talks", "Amphi A", [
      ...WORDS.map((_, index) => ({
        id: `talk-${index}`,
        startsAt: "14:30",
        endsAt: "14:50",
        title: { fr: WORDS.slice(0, index + 1).join(" ") },
        speakers: [SPEAKER],
      })),
      {
        id: "typical",
        startsAt: "15:40",
        endsAt: "16:00",
        title: { fr: TYPICAL.whole },
        speakers: [{ name: "Fatou Diallo" }],
      },
    ]),
    session("other", "Salle B", []),
  ],
};

/** How many times `text` is in a drawn line (a name split between two lines is in neither). */
const countIn = (runs: PdfTextRun[], text: string) =>
  runs.reduce((count, run) => count + run.text.split(text).length - 1, 0);

// Laying the programme out waits for the PDF thread, slow on a machine shared with other work.
describe("the printed programme (issue #36)", { timeout: 120_000 }, () => {
  afterAll(stopPdfThread);
  let runs: Promise<PdfTextRun[]> | undefined;
  const printed = () => {
    runs ??= renderOnPdfThread({
      kind: "programme",
      programme: printedProgramme(PUBLICATION, "fr", edition),
    }).then(pdfTextRuns);
    return runs;
  };

  it("prints a Polish name whole, on one line, wherever its talk's title ends (item 8)", async () => {
    const runs = await printed();
    expect(runs.filter((run) => hasMissingGlyph(run.text))).toEqual([]);
    // The chairs of two sessions and each talk's speaker: every one of them on one line.
    expect(countIn(runs, "Pr Łukasz Żółć"), runs.map((run) => run.text).join("\n")).toBe(
      WORDS.length + 2,
    );
  });

  it("prints a typical talk title in two lines at most, across its parallel column (item 11)", async () => {
    const runs = await printed();
    const column = runs.find((run) => run.text === "Amphi A");
    const next = runs.find((run) => run.text === "Salle B");
    const first = runs.findIndex((run) => run.text.startsWith(TYPICAL.first));
    if (!column || !next || first < 0) throw new Error(runs.map((run) => run.text).join("\n"));
    const title = [runs[first] as PdfTextRun];
    while (
      !title
        .map((run) => run.text)
        .join(" ")
        .includes(TYPICAL.whole)
    ) {
      title.push(runs[first + title.length] as PdfTextRun);
    }
    // The column is half the page (~255 pt); the title starts at its edge, its time above it.
    expect(next.x - column.x).toBeGreaterThan(240);
    expect(title.map((run) => run.x)).toEqual(title.map(() => column.x));
    expect(title.map((run) => run.text)).toHaveLength(2);
  });
});
