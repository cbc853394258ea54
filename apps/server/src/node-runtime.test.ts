import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, relative, sep } from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { isTheTestsNode, repositoryNodeVersion } from "./testing/repository-node.ts";

const require = createRequire(import.meta.url);

describe("npm test", () => {
  it("runs on the Node.js that npm install brings (24 on Linux), in vitest's workers as in the node they spawn", () => {
    const onPath = execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" });
    const versions = { worker: process.versions.node, onPath: onPath.trim() };
    // Empty when each is the one it should be; else names them, such as ["worker", "20.20.2"].
    expect(Object.entries(versions).filter(([, version]) => !isTheTestsNode(version))).toEqual([]);
    if (process.platform === "linux") expect(repositoryNodeVersion()).toMatch(/^24\./);
  });

  it("opens SQLite with the binary better-sqlite3 ships: npm install compiled nothing", () => {
    new SQLite(":memory:").close();
    const packageDir = dirname(require.resolve("better-sqlite3/package.json"));
    const binaries = Object.keys(require.cache)
      .filter((file) => file.startsWith(packageDir + sep) && file.endsWith(".node"))
      .map((file) => relative(packageDir, file));
    // A lockfile install does not know its `gypfile: false`: without the root's
    // `allowScripts: { "better-sqlite3": false }`, npm builds build/Release/, which then wins.
    expect(binaries).toEqual([`prebuilds${sep}${process.platform}-${process.arch}.node`]);
  });
});
