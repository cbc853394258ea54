/**
 * No loops between folders (issue #37, decision 0064): `npm run check:folder-loops` cruises the
 * sources with the floors' options (tests and `src/testing/` left out), folds each file into the
 * folder it belongs to and fails on any loop of folders, naming the imports that close it.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { cruise, type IConfiguration } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { REPO_ROOT } from "../src/config.ts";

/**
 * The folders that are units of the layout, each with whatever it holds: a server module or
 * service (`services/mail/templates/` is the mail service), a web feature, an area of the web
 * admin. Any other file (a plugin, `db/`, `lib/`) stands alone: a circle through it is a circle of
 * files, which `check:floors` already fails on.
 */
const UNITS = [
  /^apps\/server\/src\/(?:modules|services)\/[^/]+(?=\/)/,
  /^apps\/web\/src\/features\/admin\/[^/]+(?=\/)/,
  /^apps\/web\/src\/features\/[^/]+(?=\/)/,
];

/** The unit a file belongs to, or the file itself. */
export function folderOf(file: string): string {
  for (const unit of UNITS) {
    const match = unit.exec(file);
    if (match) return match[0];
  }
  return file;
}

export interface FolderImport {
  from: string;
  to: string;
  /** The imports between the two folders, `file → file`. */
  imports: string[];
}

/** The folders of one loop, sorted, and every import between two of them. */
export interface FolderLoop {
  folders: string[];
  imports: FolderImport[];
}

/** Groups the file imports by folder pair and returns each loop (a strongly connected set of two or more folders). */
export function folderLoops(fileImports: Array<{ from: string; to: string }>): FolderLoop[] {
  const between = new Map<string, FolderImport>();
  const next = new Map<string, Set<string>>();
  for (const { from, to } of fileImports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    const key = `${a}\n${b}`;
    const pair = between.get(key) ?? { from: a, to: b, imports: [] };
    pair.imports.push(`${from} → ${to}`);
    between.set(key, pair);
    next.set(a, (next.get(a) ?? new Set()).add(b));
    if (!next.has(b)) next.set(b, new Set());
  }
  return stronglyConnected(next)
    .filter((set) => set.length > 1)
    .map((set) => {
      const folders = [...set].sort();
      const inside = new Set(folders);
      const imports = [...between.values()]
        .filter(({ from, to }) => inside.has(from) && inside.has(to))
        .sort((x, y) => `${x.from} ${x.to}`.localeCompare(`${y.from} ${y.to}`));
      return { folders, imports };
    })
    .sort((x, y) => x.folders.join().localeCompare(y.folders.join()));
}

/** Tarjan's algorithm: the strongly connected sets of a directed graph. */
function stronglyConnected(next: Map<string, Set<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, order.get(target) as number));
      }
    }
    if (low.get(node) === order.get(node)) {
      const set: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        set.push(member);
      } while (member !== node);
      sets.push(set);
    }
  };
  for (const node of next.keys()) if (!order.has(node)) visit(node);
  return sets;
}

/** Cruises `paths` under `baseDir` with the floors' options (what is included, what is left out). */
export async function cruiseFolderLoops(baseDir: string, paths: string[]): Promise<FolderLoop[]> {
  const floors = createRequire(import.meta.url)(
    `${REPO_ROOT}.dependency-cruiser.cjs`,
  ) as IConfiguration;
  const { enhancedResolveOptions, ...options } = floors.options ?? {};
  const tsConfig = `${REPO_ROOT}apps/server/tsconfig.json`;
  const { output } = await cruise(
    paths,
    { ...options, baseDir, validate: false, tsConfig: { fileName: tsConfig } },
    enhancedResolveOptions,
    { tsConfig: extractTSConfig(tsConfig) },
  );
  if (typeof output === "string") throw new Error("dependency-cruiser answered text, not a cruise");
  return folderLoops(
    output.modules.flatMap(({ source, dependencies }) =>
      dependencies
        .filter(({ coreModule, couldNotResolve }) => !coreModule && !couldNotResolve)
        .map(({ resolved }) => ({ from: source, to: resolved })),
    ),
  );
}

/** One loop as the check prints it: its folders, then each pair's imports (three at most). */
export function describeLoop({ folders, imports }: FolderLoop): string {
  const lines = [`folder loop: ${folders.join(" ⇄ ")}`];
  for (const pair of imports) {
    lines.push(`  ${pair.from} → ${pair.to} (${pair.imports.length} imports)`);
    for (const line of pair.imports.slice(0, 3)) lines.push(`      ${line}`);
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const roots = process.argv.slice(2);
  if (roots.length === 0) throw new Error("usage: folder-loops.ts <source folder>…");
  const loops = await cruiseFolderLoops(REPO_ROOT, roots);
  for (const loop of loops) console.error(describeLoop(loop));
  console.error(
    loops.length === 0
      ? `no loop between folders in ${roots.join(", ")}`
      : `✘ ${loops.length} loop(s) between folders: a folder must move down or hand data over (decision 0064)`,
  );
  process.exitCode = loops.length === 0 ? 0 : 1;
}
