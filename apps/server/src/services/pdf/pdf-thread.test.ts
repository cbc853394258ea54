import { edition } from "@congres/shared";
import { afterAll, describe, expect, it } from "vitest";
import { pdfText } from "../../testing/pdf-text.ts";
import { SAMPLE_VERIFICATION } from "../../testing/verification-mark.ts";
import type { DelegateData } from "./pdf-data.ts";
import { renderOnPdfThread, stopPdfThread } from "./pdf-thread.ts";

const delegates: DelegateData[] = Array.from({ length: 240 }, (_, index) => ({
  language: "fr",
  reference: `CPSS-T${String(index).padStart(4, "0")}`,
  name: `Dr Amina Benali ${index}`,
  originalName: null,
  institution: "CHU Ibn Rochd",
  country: "Maroc",
  participation: "Médecin",
  daysAttended: [],
}));

/** Delegate `index`'s certificate, laid out on the thread (with `ofEdition`'s facts). */
const certificateOf = (index: number, ofEdition = edition) =>
  renderOnPdfThread({
    kind: "certificate",
    verification: SAMPLE_VERIFICATION,
    delegate: delegates[index] as DelegateData,
    edition: ofEdition,
  });

/** The longest time the event loop went without turning while `work` ran, in ms. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work;
  } finally {
    clearInterval(ticker);
  }
  return Math.max(longest, performance.now() - last);
}

describe("the PDF thread (decision 0034)", () => {
  afterAll(stopPdfThread);

  it("lays out 240 badges while the server's event loop keeps turning", async () => {
    // The thread's start (loading react-pdf and the fonts) is not what is measured.
    await certificateOf(0);
    const badges = renderOnPdfThread({
      kind: "badges",
      delegates,
      layout: "sheet",
      edition,
    });
    const stall = await longestStall(badges);
    const { text, pages } = await pdfText(await badges);
    expect(pages).toBe(30);
    expect(text).toContain("CPSS-T0000");
    expect(text).toContain("CPSS-T0239");
    // Rendered on the server's own thread, these badges stop its event loop for 2 s and more; the
    // bound leaves room for a loaded machine's scheduling.
    expect(stall).toBeLessThan(500);
  });

  it("fails the job whose rendering fails, then renders the next one", async () => {
    const broken = { ...edition, dates: undefined } as unknown as typeof edition;
    await expect(certificateOf(1, broken)).rejects.toThrow(/^PDF : /);
    const pdf = await certificateOf(2);
    expect((await pdfText(pdf)).text).toContain("Dr Amina Benali 2");
  });

  it("renders the jobs one after the other, in the order they were asked", async () => {
    const finished: string[] = [];
    const badges = renderOnPdfThread({
      kind: "badges",
      delegates: delegates.slice(0, 40),
      layout: "sheet",
      edition,
    }).then(() => finished.push("40 badges"));
    const certificate = certificateOf(3).then(() => finished.push("1 certificate"));
    await Promise.all([badges, certificate]);
    // On two threads, the certificate asked second would be done first.
    expect(finished).toEqual(["40 badges", "1 certificate"]);
  });

  it("writes each document's text whole, whatever the thread wrote before it", async () => {
    await stopPdfThread();
    // A badge sheet with an Arabic name, first on a new thread, once left its fonts with glyphs
    // that copied as other letters: the next certificate read "S xologi t d Santé S xu ll".
    const hind: DelegateData = {
      ...(delegates[9] as DelegateData),
      reference: "CPSS-E2FXE",
      name: "Dr الفاسي هند",
    };
    const sheet = await renderOnPdfThread({
      kind: "badges",
      delegates: [delegates[10] as DelegateData, hind],
      layout: "sheet",
      edition,
    });
    expect((await pdfText(sheet)).text).toContain("Réf. CPSS-E2FXE");
    const lukasz: DelegateData = {
      ...(delegates[8] as DelegateData),
      reference: "CPSS-E3FXE",
      name: "Łukasz Wiśniewski",
    };
    const { text } = await pdfText(
      await renderOnPdfThread({
        kind: "certificate",
        delegate: lukasz,
        verification: SAMPLE_VERIFICATION,
        edition,
      }),
    );
    expect(text).toContain("Le comité d'organisation du 1er Congrès Panafricain de Sexologie");
    expect(text).toContain("et de Santé Sexuelle certifie que Łukasz Wiśniewski");
    expect(text).toContain("CPSS-E3FXE");
  });

  it("fails the jobs still waiting when it is stopped, and starts again with the next job", async () => {
    const waiting = [5, 6].map((index) => certificateOf(index));
    const failures = waiting.map((job) => job.then(String, (error: Error) => error.message));
    await stopPdfThread();
    expect(await Promise.all(failures)).toEqual([
      "PDF : le serveur s'arrête.",
      "PDF : le serveur s'arrête.",
    ]);
    const pdf = await certificateOf(7);
    expect((await pdfText(pdf)).text).toContain("Dr Amina Benali 7");
  });
});
