import { setTimeout as wait } from "node:timers/promises";
import { placeholder } from "./http-load.ts";
import { p95 } from "./payments-fixtures.ts";
import { bodyTemplate, csrfHeaders } from "./write-targets.ts";

/** The public pages a visitor reads, in turn: static, precompressed files of the built site. */
export const PUBLIC_PAGES = ["/", "/programme", "/inscription"] as const;

export type TrafficOptions = {
  url: string;
  /** Labels this window's registrations, so that each has its own address. */
  label: string;
  durationMs: number;
  /** One round (every page once) starts every `roundMs`. */
  roundMs: number;
  /** A registration every `writeEvery` rounds. */
  writeEvery: number;
};

export type TrafficSample = { pages: number[]; writes: number[] };

/**
 * A steady trickle of visitors, one request at a time: every `roundMs` the pages in turn, and
 * now and then a public registration (which queues its two transactional mails). Each answer is
 * timed from the request to its last byte and must be 2xx. The pace is fixed rather than flat
 * out, so that what the server does besides (the mail worker) has the same room in every window.
 */
export async function publicTraffic(options: TrafficOptions): Promise<TrafficSample> {
  const headers = {
    "content-type": "application/json",
    "accept-language": "fr",
    ...(await csrfHeaders(options.url)),
  };
  const template = bodyTemplate("registration", options.label);
  const sample: TrafficSample = { pages: [], writes: [] };
  const timed = async (into: number[], call: () => Promise<Response>) => {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${response.url}`);
    into.push(performance.now() - started);
  };
  const started = performance.now();
  for (let round = 0; performance.now() - started < options.durationMs; round++) {
    const roundStart = performance.now();
    for (const path of PUBLIC_PAGES) {
      await timed(sample.pages, () =>
        fetch(`${options.url}${path}`, { headers: { "accept-encoding": "br, gzip" } }),
      );
    }
    if (round % options.writeEvery === 0) {
      const body = template.replaceAll(placeholder, String(round));
      await timed(sample.writes, () =>
        fetch(`${options.url}/api/registration`, { method: "POST", headers, body }),
      );
    }
    const rest = options.roundMs - (performance.now() - roundStart);
    if (rest > 0) await wait(rest);
  }
  return sample;
}

export const p95Of = (sample: TrafficSample) => ({
  pages: p95(sample.pages),
  writes: p95(sample.writes),
});
