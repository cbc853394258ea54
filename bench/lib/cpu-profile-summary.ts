/**
 * Where a server's CPU went, from a V8 profile (`node --cpu-prof`): self time by module (a
 * package, our own source folder, Node internals, the garbage collector) and self and total time
 * by function. No flame graph tool needed.
 *
 * `node --import tsx bench/lib/cpu-profile-summary.ts <file.cpuprofile> [rows] [ms-per-request divisor]`
 */
import { readFileSync } from "node:fs";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** Microseconds, the clock of the samples. */
  endTime: number;
  startTime: number;
};

/** Only the samples between these two instants, counted in ms before the profile's end. */
export type SampleWindow = { fromMsBeforeEnd: number; toMsBeforeEnd: number };

export type ProfileLine = { name: string; selfMs: number; totalMs: number };
export type ProfileSummary = {
  totalMs: number;
  idleMs: number;
  byModule: ProfileLine[];
  byFunction: ProfileLine[];
};

/** `…/node_modules/@react-email/render/dist/…` → `@react-email/render`; ours by folder. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return url.split("/").slice(0, 2).join("/");
  const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  const last = packagePath?.[1];
  if (last) return last;
  const ours = /\/(apps\/[^/]+\/src\/(?:[^/]+\/)?[^/]+|packages\/[^/]+\/src)/.exec(url);
  return ours?.[1] ?? url;
}

const shortUrl = (url: string) =>
  url.replace(/^.*node_modules\//, "").replace(/^.*\/(apps|packages)\//, "$1/");

export function summarise(profile: Profile, window?: SampleWindow): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const functionKey = (node: ProfileNode) =>
    `${node.callFrame.functionName || "(anonymous)"} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

  const moduleSelf = new Map<string, number>();
  const functionSelf = new Map<string, number>();
  const functionTotal = new Map<string, number>();
  const moduleTotal = new Map<string, number>();
  let totalMs = 0;
  let idleMs = 0;
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);

  const from = window ? profile.endTime - window.fromMsBeforeEnd * 1000 : -Infinity;
  const to = window ? profile.endTime - window.toMsBeforeEnd * 1000 : Infinity;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    at += ms * 1000;
    if (at < from || at > to) return;
    const node = byId.get(id);
    if (!node) return;
    totalMs += ms;
    if (node.callFrame.functionName === "(idle)") {
      idleMs += ms;
      return;
    }
    add(moduleSelf, moduleOf(node.callFrame.url, node.callFrame.functionName), ms);
    add(functionSelf, functionKey(node), ms);
    // Total time: each function and module once per sample, however deep the recursion.
    const seenFunctions = new Set<string>();
    const seenModules = new Set<string>();
    for (let current: ProfileNode | undefined = node; current; ) {
      seenFunctions.add(functionKey(current));
      seenModules.add(moduleOf(current.callFrame.url, current.callFrame.functionName));
      const parent = parentOf.get(current.id);
      current = parent === undefined ? undefined : byId.get(parent);
    }
    for (const key of seenFunctions) add(functionTotal, key, ms);
    for (const key of seenModules) add(moduleTotal, key, ms);
  });

  const lines = (self: Map<string, number>, total: Map<string, number>) =>
    [...new Set([...self.keys(), ...total.keys()])]
      .map((name) => ({ name, selfMs: self.get(name) ?? 0, totalMs: total.get(name) ?? 0 }))
      .sort((a, b) => b.selfMs - a.selfMs || b.totalMs - a.totalMs);
  return {
    totalMs,
    idleMs,
    byModule: lines(moduleSelf, moduleTotal),
    byFunction: lines(functionSelf, functionTotal),
  };
}

function table(title: string, rows: ProfileLine[], busyMs: number, perRequest: number) {
  const cell = (ms: number) =>
    `${((100 * ms) / busyMs).toFixed(1).padStart(5)} %${perRequest > 0 ? ` ${(ms / perRequest).toFixed(3).padStart(6)} ms/req` : ""}`;
  return [
    `\n${title}: self | total`,
    ...rows.map((row) => `${cell(row.selfMs)} | ${cell(row.totalMs)}  ${row.name}`),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, rows = "25", requests = "0"] = process.argv.slice(2);
  if (!file) throw new Error("usage: cpu-profile-summary.ts <file.cpuprofile> [rows] [requests]");
  const summary = summarise(JSON.parse(readFileSync(file, "utf8")) as Profile);
  const busyMs = summary.totalMs - summary.idleMs;
  const count = Number(requests);
  process.stdout.write(
    `profile ${(summary.totalMs / 1000).toFixed(1)} s, busy ${(busyMs / 1000).toFixed(1)} s${count > 0 ? `, ${count} requests` : ""}\n`,
  );
  process.stdout.write(table("by module", summary.byModule.slice(0, Number(rows)), busyMs, count));
  process.stdout.write(
    `${table("by function", summary.byFunction.slice(0, Number(rows)), busyMs, count)}\n`,
  );
}
