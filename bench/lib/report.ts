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

export function toMarkdown(sections: { suite: BenchSuite; rows: BenchRow[]; error?: string }[]) {
  const lines: string[] = [];
  for (const { suite, rows, error } of sections) {
    lines.push(`### ${suite.title}`, "");
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
