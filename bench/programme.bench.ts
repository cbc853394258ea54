import { join } from "node:path";
import type { ProgrammeData, PublishedProgramme } from "@congres/shared/programme";
import seedJson from "@congres/shared/programme-seed";
import type { FastifyBaseLogger } from "fastify";
import type { PublishedProgrammeSource } from "../apps/server/src/modules/programme/published-source.ts";
import {
  keepPagesPublished,
  loadProgrammeRenderer,
} from "../apps/server/src/plugins/published-programme-pages.ts";
import { loadBuiltSite } from "../apps/server/src/plugins/static-site.ts";
import { median } from "./lib/lighthouse-audit.ts";
import type { BenchRow, BenchSuite } from "./lib/report.ts";

const seed = seedJson as ProgrammeData;
const SESSIONS = 60;
const TALKS_PER_SESSION = 4;

/** 60 sessions over the seed's days and rooms, each with four titled talks (submissions). */
function sixtySessions(): ProgrammeData {
  const sessions = Array.from({ length: SESSIONS }, (_, index) => {
    const model = seed.sessions[index % seed.sessions.length] ?? seed.sessions[0];
    if (!model) throw new Error("empty seed");
    const hour = String(8 + (index % 10)).padStart(2, "0");
    return {
      ...model,
      id: `${model.id}-${index}`,
      startsAt: `${hour}:00`,
      endsAt: `${hour}:50`,
      items: Array.from({ length: TALKS_PER_SESSION }, (_, talk) => ({
        id: `${model.id}-${index}-${talk}`,
        title: { fr: `Communication ${index}.${talk} : résultats d'une étude multicentrique` },
        speakers: [{ name: `Intervenante ${index}.${talk}` }],
      })),
    };
  });
  return { ...seed, sessions };
}

/** Publications in memory: what the pages read, without the database's part in the timing. */
class Publications implements PublishedProgrammeSource {
  latestPublication: PublishedProgramme | undefined;
  publish(data: ProgrammeData) {
    const version = (this.latestPublication?.version ?? 0) + 1;
    this.latestPublication = { ...data, version, publishedAt: new Date().toISOString() };
  }
  async latestVersion() {
    return this.latestPublication?.version;
  }
  async latest() {
    return this.latestPublication;
  }
}

const quiet = { info() {}, error() {}, warn() {} } as unknown as FastifyBaseLogger;

/**
 * Issue #24 §4: from a publication to the six new pages (the programme and the home page in three
 * languages) rendered, compressed and swapped into the server's memory, on the built site
 * (`npm run build` first) — decision 0050.
 */
const suite: BenchSuite = {
  name: "programme",
  title: "Publishing the programme: its pages rendered and swapped in without a rebuild",
  run: async ({ root, quick, log }) => {
    const webRoot = join(root, "apps/web/build/client");
    const renderer = await loadProgrammeRenderer(webRoot);
    if (!renderer) throw new Error("no programme renderer in the build: run npm run build first");
    const site = loadBuiltSite(webRoot);
    const source = new Publications();
    const pages = keepPagesPublished({
      site,
      renderer,
      source,
      pollMs: 60_000,
      log: quiet,
      clock: () => new Date(),
    });
    const runs = quick ? 3 : 9;
    const rows: BenchRow[] = [];
    try {
      for (const [label, programme, limit] of [
        [`seed (${seed.sessions.length} sessions, 3 days × 3 languages)`, seed, 2_000],
        [`${SESSIONS} sessions, ${TALKS_PER_SESSION} talks each`, sixtySessions(), 5_000],
      ] as const) {
        const times: number[] = [];
        for (let run = 0; run < runs; run++) {
          source.publish(programme);
          const started = performance.now();
          await pages.refresh();
          times.push(performance.now() - started);
        }
        log(`${label}: ${times.map((time) => time.toFixed(0)).join(", ")} ms`);
        const product = median(times);
        rows.push({
          measure: `publication → six pages swapped in, ${label}, median of ${runs}`,
          product: Math.round(product),
          unit: "ms",
          target: `≤ ${limit / 1000} s`,
          pass: product <= limit,
          note: `slowest ${Math.round(Math.max(...times))} ms`,
        });
      }
    } finally {
      pages.stop();
    }
    return rows;
  },
};

export default suite;
