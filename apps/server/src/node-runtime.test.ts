import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { isTheTestsNode, repositoryNodeVersion } from "./testing/repository-node.ts";

describe("npm test", () => {
  it("runs on the Node.js that npm install brings (24 on Linux), in vitest's workers as in the node they spawn", () => {
    const onPath = execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" });
    const versions = { worker: process.versions.node, onPath: onPath.trim() };
    // Empty when each is the one it should be; else names them, such as ["worker", "20.20.2"].
    expect(Object.entries(versions).filter(([, version]) => !isTheTestsNode(version))).toEqual([]);
    if (process.platform === "linux") expect(repositoryNodeVersion()).toMatch(/^24\./);
  });
});
