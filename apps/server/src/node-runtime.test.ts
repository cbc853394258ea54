import { execFileSync } from "node:child_process";
import { satisfies } from "semver";
import { describe, expect, it } from "vitest";
import server from "../package.json" with { type: "json" };
import { repositoryNodeVersion } from "./testing/repository-node.ts";

describe("npm test", () => {
  it("runs on the Node.js that npm install brings (24 on Linux), in vitest's workers as in what they spawn", () => {
    expect(satisfies(process.versions.node, server.engines.node), process.version).toBe(true);
    const brought = repositoryNodeVersion();
    if (brought === undefined) return;
    expect(brought).toMatch(/^24\./);
    expect(process.versions.node).toBe(brought);
    expect(execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" }).trim()).toBe(
      brought,
    );
  });
});
