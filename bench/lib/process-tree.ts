import { readdirSync, readFileSync } from "node:fs";
import { rssMb } from "./server-process.ts";

/** Parent pid of every live process, from /proc (Linux). */
function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name, which is in parentheses and may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // Exited between the listing and the read.
    }
  }
  return parents;
}

/** Direct children of `pid`. */
export function childPids(pid: number): number[] {
  return [...parentsByPid()].filter(([, ppid]) => ppid === pid).map(([child]) => child);
}

export interface TreeProcess {
  pid: number;
  depth: number;
  /** The command line, shortened. */
  command: string;
  rssMb: number;
}

const commandOf = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ").slice(0, 80);

/** Whether that very process is still alive (its pid not taken since by another command). */
export function isStillRunning(process: TreeProcess): boolean {
  try {
    return commandOf(process.pid) === process.command;
  } catch {
    return false;
  }
}

/** `pid` and all its descendants, parents first, as `ps --forest` lists them. */
export function processTree(pid: number): TreeProcess[] {
  const parents = parentsByPid();
  const tree: TreeProcess[] = [];
  const visit = (current: number, depth: number) => {
    try {
      tree.push({ pid: current, depth, command: commandOf(current), rssMb: rssMb(current) });
    } catch {
      return;
    }
    for (const [child, ppid] of parents) if (ppid === current) visit(child, depth + 1);
  };
  visit(pid, 0);
  return tree;
}
