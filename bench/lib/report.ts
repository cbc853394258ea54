/** One measured figure: the product beside its baseline, measured in the same run. */
export interface BenchRow {
  /** What is measured, e.g. "search p95, rare name, 1 000 000 submissions (SQLite)". */
  measure: string;
  product: number;
  /** The side-by-side reference (nginx, a bare server, the previous implementation); absent when the target is absolute. */
  baseline?: number;
  unit: string;
  /** The issue's target, as text ("≤ 20 ms", "ratio ≤ 1.5"). */
  target: string;
  /** Whether the target is met. */
  pass: boolean;
  /** Anything that qualifies the figure (sample size, tool missing, …). */
  note?: string;
}

export interface BenchContext {
  /** Repository root, absolute, ending without a slash. */
  root: string;
  /** `--quick`: smaller sizes for a smoke run; the README's figures come from a full run. */
  quick: boolean;
  log: (line: string) => void;
}

/** A file `bench/*.bench.ts` exports one of these as default. */
export interface BenchSuite {
  name: string;
  title: string;
  run: (ctx: BenchContext) => Promise<BenchRow[]>;
}

export function ratio(row: BenchRow): string {
  if (row.baseline === undefined || row.baseline === 0) return "";
  return `${(row.product / row.baseline).toFixed(2)}×`;
}

function figure(value: number | undefined, unit: string): string {
  if (value === undefined) return "";
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
}

/** One suite's outcome, with when it ran and the machine's 1-minute load average then. */
export interface BenchSection {
  suite: BenchSuite;
  measured: { at: Date; load: number };
  rows: BenchRow[];
  error?: string;
}

export function toMarkdown(sections: BenchSection[]) {
  const lines: string[] = [];
  for (const { suite, measured, rows, error } of sections) {
    lines.push(`### ${suite.title}`, "");
    lines.push(
      `Measured ${measured.at.toISOString()}, load average ${measured.load.toFixed(1)} at the start.`,
      "",
    );
    if (error) {
      lines.push(`Failed: ${error}`, "");
      continue;
    }
    lines.push("| Measure | Product | Baseline | Ratio | Target | Met | Note |");
    lines.push("|---|---|---|---|---|---|---|");
    for (const row of rows) {
      lines.push(
        `| ${row.measure} | ${figure(row.product, row.unit)} | ${figure(row.baseline, row.unit)} | ${ratio(row)} | ${row.target} | ${row.pass ? "yes" : "**no**"} | ${row.note ?? ""} |`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

const sectionsOf = (markdown: string) =>
  markdown
    .split(/^(?=### )/m)
    .filter((block) => block.startsWith("### "))
    .map((block) => ({ title: block.slice(4, block.indexOf("\n")), block }));

/**
 * The earlier file's sections with those of the suites just run replaced in place (matched by
 * title), and any new suite's section after them: `--only` refreshes part of the results.
 */
export function mergeSections(earlier: string, fresh: string): string {
  const freshSections = sectionsOf(fresh);
  const earlierSections = sectionsOf(earlier);
  const merged = earlierSections.map(
    (section) => freshSections.find(({ title }) => title === section.title) ?? section,
  );
  for (const section of freshSections) {
    if (!earlierSections.some(({ title }) => title === section.title)) merged.push(section);
  }
  return `${merged.map(({ block }) => block.trimEnd()).join("\n\n")}\n`;
}
