import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { isTheTestsNode } from "../../apps/server/src/testing/repository-node.ts";
import { expect, test } from "../support/test.ts";

/**
 * The Node.js of the server playwright.config.ts started (`node ../apps/server/dist/main.js` on
 * this run's DATA_DIR): its process's own binary where /proc shows it (Linux), else the `node`
 * its shell finds on the PATH it inherited.
 */
function webServerNode(): string {
  if (!existsSync("/proc/self/exe")) return "node";
  const dataDir = `DATA_DIR=${process.env.E2E_DATA_DIR}`;
  const found = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
        return argv[1]?.endsWith("apps/server/dist/main.js") && env.includes(dataDir);
      } catch {
        return false; // ended meanwhile, or another user's
      }
    });
  expect(found).toHaveLength(1);
  return readlinkSync(`/proc/${found[0]}/exe`);
}

test("the server and the specs run on the Node.js that npm install brings (24 on Linux)", () => {
  const server = execFileSync(webServerNode(), ["-p", "process.versions.node"], {
    encoding: "utf8",
  });
  const versions = { specs: process.versions.node, server: server.trim() };
  // Empty when each is the one it should be; else names them, such as ["server", "20.20.2"].
  expect(Object.entries(versions).filter(([, version]) => !isTheTestsNode(version))).toEqual([]);
});
