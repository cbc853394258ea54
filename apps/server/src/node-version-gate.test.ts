import { execFile, execFileSync } from "node:child_process";
import {
  accessSync,
  constants,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";
import { satisfies } from "semver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import root from "../../../package.json" with { type: "json" };
import server from "../package.json" with { type: "json" };
import { bundleServer } from "../scripts/bundle-server.ts";
import { REPO_ROOT } from "./config.ts";
import { olderNodeMessage } from "./node-version-gate.ts";

const SERVER_DIR = join(REPO_ROOT, "apps/server");

/**
 * Loaded before the entry: fakes `process.versions.node` when FAKE_NODE_VERSION is set, and at
 * exit says whether better-sqlite3's binary, the part that crashes Node 20, was loaded
 * (`require.cache` holds native addons too). Its JavaScript may be: Node 20 runs the CommonJS
 * that ES modules import before them when loader hooks (tsx) are registered; the binary is
 * only loaded when a database is opened.
 */
const PROBE = `import { createRequire } from "node:module";
import { sep } from "node:path";
const require = createRequire(import.meta.url);
if (process.env.FAKE_NODE_VERSION) Object.defineProperty(process.versions, "node", { value: process.env.FAKE_NODE_VERSION });
process.on("exit", () => {
  const binary = (file) => file.includes(sep + "better-sqlite3" + sep) && file.endsWith(".node");
  if (Object.keys(require.cache).some(binary)) process.stderr.write("better-sqlite3 binary loaded\\n");
});
`;

/** Each `node` on PATH outside node_modules (the system's) whose version `engines` refuses. */
function olderNodesOnPath(): { path: string; version: string }[] {
  const found = new Map<string, string>();
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir || dir.includes("node_modules")) continue;
    const candidate = join(dir, "node");
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    const path = realpathSync(candidate);
    if (found.has(path)) continue;
    found.set(
      path,
      execFileSync(path, ["-p", "process.versions.node"], { encoding: "utf8" }).trim(),
    );
  }
  return [...found]
    .filter(([, version]) => !satisfies(version, server.engines.node))
    .map(([path, version]) => ({ path, version }));
}

const execFileAsync = promisify(execFile);

/** Runs `node args` in apps/server; answers its exit code and its stdout followed by its stderr. */
async function run(node: string, args: string[], env: Record<string, string> = {}) {
  const options = {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, DATABASE_URL: "", DATA_DIR: dataDir, ...env },
  };
  try {
    const { stdout, stderr } = await execFileAsync(node, args, options);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

let dir = "";
let dataDir = "";
let probe = "";
let builtMain = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "congres-node-gate-"));
  dataDir = join(dir, "data");
  probe = join(dir, "probe.mjs");
  writeFileSync(probe, PROBE);
  // The compiled entry, at the depth it has in the repository, beside the installed packages.
  symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"));
  const { outdir } = await bundleServer(join(dir, "apps/server/dist"));
  builtMain = join(outdir, "main.js");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Node.js version gate (decision 0039)", () => {
  it("lets Node.js 22.12 and later through and names the version needed to older ones", () => {
    for (const version of ["22.12.0", "22.20.1", "24.0.0", "24.21.0", "26.3.0"]) {
      expect(olderNodeMessage(version)).toBeUndefined();
    }
    for (const version of ["18.20.8", "20.19.0", "20.20.2", "22.11.0", "23.0.0-pre"]) {
      expect(olderNodeMessage(version)).toBe(
        `Node.js ${version} est trop ancien : ce serveur demande Node.js 22.12.0 ou plus récent (22 ou 24 LTS) ; sous Linux, « npm start » prend celui qu'apporte « npm install ». / ` +
          `Node.js ${version} is too old: this server needs Node.js 22.12.0 or later (22 or 24 LTS); on Linux, "npm start" uses the one "npm install" brings.`,
      );
    }
  });

  it("reads the version needed from engines, the same in every package.json", () => {
    expect(server.engines.node).toBe(">=22.12");
    for (const workspace of root.workspaces) {
      const manifest = JSON.parse(readFileSync(join(REPO_ROOT, workspace, "package.json"), "utf8"));
      expect(manifest.engines?.node, workspace).toBe(root.engines.node);
    }
    expect(olderNodeMessage("22.12.0", ">=24")).toContain("Node.js 24.0.0 or later");
  });

  it("stops the server and each command on an older Node.js with that one sentence, before loading better-sqlite3's binary", {
    timeout: 60_000,
  }, async () => {
    const admin = ["src/cli/admin.ts", "create", "--email", "a@congres.ma", "--name", "A"];
    const entries = [
      [builtMain],
      ["src/main.ts"],
      admin,
      ["src/cli/backup.ts"],
      ["src/cli/restore.ts", "sauvegarde.sqlite"],
    ];
    const argsOf = (entry: string[]) => [
      ...(entry[0] === builtMain ? [] : ["--import", "tsx"]),
      "--import",
      probe,
      ...entry,
    ];
    // Node 20 where the machine has one (its better-sqlite3 13 would crash the process), and on
    // every machine the current Node.js told it is 20.20.2.
    const nodes = [
      ...olderNodesOnPath().map(({ path, version }) => ({ path, version, env: {} })),
      { path: process.execPath, version: "20.20.2", env: { FAKE_NODE_VERSION: "20.20.2" } },
    ];
    const runs = nodes.flatMap((node) =>
      entries.map(async (entry) => ({
        node,
        entry,
        ...(await run(node.path, argsOf(entry), node.env)),
      })),
    );
    // The probe sees the binary when an entry goes on: the same command on the current Node.js.
    const control = run(process.execPath, argsOf(admin));
    for (const { node, entry, code, output } of await Promise.all(runs)) {
      expect({ node: node.path, entry, code, output }).toEqual({
        node: node.path,
        entry,
        code: 1,
        output: `${olderNodeMessage(node.version)}\n`,
      });
    }
    expect(await control).toMatchObject({
      code: 0,
      output: expect.stringMatching(
        /^Administrateur #1 créé : a@congres\.ma\n(.*\n)+better-sqlite3 binary loaded\n$/,
      ),
    });
  });
});
