import { edition } from "@congres/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/connection.ts";
import { MAX_DEFER_MS, MailDeliveryWorker, QUIET_MS } from "./delivery-worker.ts";
import { EmlFolder } from "./mail-transport.ts";

/**
 * When delivery starts after public writes: once they pause, or at the latest MAX_DEFER_MS after
 * the first mail left waiting (decision 0017). The rounds themselves are stubbed: only the
 * schedule is under test, on a fake clock.
 */
describe("the delivery worker's pacing", () => {
  let worker: MailDeliveryWorker;
  let rounds: number;

  beforeEach(() => {
    vi.useFakeTimers();
    rounds = 0;
    worker = new MailDeliveryWorker({
      db: {} as Db,
      smtp: undefined,
      emlFolder: new EmlFolder("/nonexistent", { from: "a@example.org", replyTo: undefined }),
      edition,
    });
    vi.spyOn(worker, "deliverDue").mockImplementation(async () => {
      rounds += 1;
      return 0;
    });
  });
  afterEach(() => vi.useRealTimers());

  it("delivers once the writes have paused for QUIET_MS", async () => {
    worker.afterWrite();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 50);
    worker.afterWrite();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 50);
    expect(rounds).toBe(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(rounds).toBe(1);
  });

  it("delivers anyway MAX_DEFER_MS after the first waiting write when writes never pause", async () => {
    const interval = QUIET_MS / 2;
    let elapsed = 0;
    while (rounds === 0 && elapsed < 2 * MAX_DEFER_MS) {
      worker.afterWrite();
      await vi.advanceTimersByTimeAsync(interval);
      elapsed += interval;
    }
    expect(rounds).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(MAX_DEFER_MS);
    expect(elapsed).toBeLessThanOrEqual(MAX_DEFER_MS + interval);
  });

  it("does not deliver on its poll while writes keep coming", async () => {
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    const afterStart = rounds;
    for (let elapsed = 0; elapsed < 20_000; elapsed += QUIET_MS / 2) {
      worker.afterWrite();
      await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    }
    expect(rounds).toBe(afterStart);
    await worker.stop();
  });
});
