/**
 * `npm run bench [-- --quick] [-- --only search,static]`: runs every `bench/*.bench.ts` suite in
 * turn (never in parallel: they measure the same two cores) and writes `bench/RESULTS.md`.
 * With `--only`, the suites run replace their own sections of the file and the others stay,
 * each section saying when it was measured and how busy the machine was.
 */
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchSection, type BenchSuite, mergeSections, toMarkdown } from "./lib/report.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const onlyIndex = args.indexOf("--only");
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? "").split(",").filter(Boolean) : [];

const files = readdirSync(here)
  .filter((file) => file.endsWith(".bench.ts"))
  .sort();
// Every temporary folder of the run (seeded databases, data folders, PostgreSQL clusters, the
// browser's profile) goes under one folder of its own, removed at the end: os.tmpdir() and the
// child processes read TMPDIR.
const runTmp = mkdtempSync(join(tmpdir(), "congres-bench-run-"));
// Traversable by the `postgres` user that runs the embedded clusters as root.
chmodSync(runTmp, 0o755);
process.env.TMPDIR = runTmp;
process.once("exit", () => rmSync(runTmp, { recursive: true, force: true }));

const sections: BenchSection[] = [];
for (const file of files) {
  const suite = (await import(join(here, file))).default as BenchSuite;
  if (only.length > 0 && !only.includes(suite.name)) continue;
  const log = (line: string) => process.stderr.write(`[${suite.name}] ${line}\n`);
  log(`start: ${suite.title}`);
  const measured = { at: new Date(), load: loadavg()[0] ?? 0 };
  try {
    sections.push({ suite, measured, rows: await suite.run({ root, quick, log }) });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`failed: ${message}`);
    sections.push({ suite, measured, rows: [], error: message.split("\n")[0] ?? message });
  }
}

const cpu = cpus()[0]?.model ?? "unknown CPU";
const header = [
  "# Benchmark results",
  "",
  `On ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}${quick ? " — **quick run** (reduced sizes)" : ""}.`,
  "Each ratio is product ÷ baseline, both measured in the same run of the suite on this machine.",
  "",
].join("\n");
const out = join(here, quick ? "RESULTS-quick.md" : "RESULTS.md");
const earlier = only.length > 0 && existsSync(out) ? readFileSync(out, "utf8") : "";
const body = mergeSections(earlier, toMarkdown(sections));
const markdown = `${header}\n${body}`;
writeFileSync(out, markdown);
process.stdout.write(`${markdown}\nWritten to ${out}\n`);
if (sections.some((section) => section.error)) process.exitCode = 1;
