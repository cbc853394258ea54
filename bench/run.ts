/**
 * `npm run bench [-- --quick] [-- --only search,static]`: runs every `bench/*.bench.ts` suite in
 * turn (never in parallel: they measure the same two cores) and writes `bench/RESULTS.md`.
 */
import { readdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchRow, type BenchSuite, toMarkdown } from "./lib/report.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const onlyIndex = args.indexOf("--only");
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? "").split(",").filter(Boolean) : [];

const files = readdirSync(here)
  .filter((file) => file.endsWith(".bench.ts"))
  .sort();
const sections: { suite: BenchSuite; rows: BenchRow[]; error?: string }[] = [];
for (const file of files) {
  const suite = (await import(join(here, file))).default as BenchSuite;
  if (only.length > 0 && !only.includes(suite.name)) continue;
  const log = (line: string) => process.stderr.write(`[${suite.name}] ${line}\n`);
  log(`start: ${suite.title}`);
  try {
    sections.push({ suite, rows: await suite.run({ root, quick, log }) });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`failed: ${message}`);
    sections.push({ suite, rows: [], error: message.split("\n")[0] ?? message });
  }
}

const cpu = cpus()[0]?.model ?? "unknown CPU";
const header = [
  "# Benchmark results",
  "",
  `Run ${new Date().toISOString()} on ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}${quick ? " — **quick run** (reduced sizes)" : ""}.`,
  "Each ratio is product ÷ baseline, both measured in this run on this machine.",
  "",
].join("\n");
const markdown = `${header}\n${toMarkdown(sections)}`;
const out = join(here, quick ? "RESULTS-quick.md" : "RESULTS.md");
writeFileSync(out, markdown);
process.stdout.write(`${markdown}\nWritten to ${out}\n`);
if (sections.some((section) => section.error)) process.exitCode = 1;
