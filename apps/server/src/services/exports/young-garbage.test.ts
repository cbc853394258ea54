import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULE = fileURLToPath(new URL("./young-garbage.ts", import.meta.url));

/**
 * In a process of its own, as the server runs (a test worker's thread collects its young
 * generation far more often): 32 buffers of 1 MB passed on and dropped, as a streamed file's
 * reads are, then how many MB of them are still held 50 ms later — left to V8, then collected.
 */
const PROBE = `
const { collectYoungGarbage } = await import(${JSON.stringify(MODULE)});
const MB = 1024 * 1024;
const held = (before) => Math.round((process.memoryUsage().arrayBuffers - before) / MB);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const drop = () => { for (let n = 0; n < 32; n++) Buffer.allocUnsafeSlow(MB).fill(n); };
collectYoungGarbage();
await settle();
const before = process.memoryUsage().arrayBuffers;
drop();
await settle();
const leftToV8 = held(before);
collectYoungGarbage();
await settle();
const collected = held(before);
console.log(JSON.stringify({ leftToV8, collected }));
`;

describe("collectYoungGarbage", () => {
  it("frees read buffers nobody holds any more at once, which V8 alone leaves waiting", () => {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "--eval", PROBE],
      { encoding: "utf8", timeout: 20_000 },
    );
    expect(run.stderr).toBe("");
    const { leftToV8, collected } = JSON.parse(run.stdout) as Record<string, number>;
    expect(leftToV8).toBeGreaterThanOrEqual(24);
    expect(collected).toBeLessThan(4);
  });
});
