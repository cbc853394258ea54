import { afterEach, describe, expect, it, vi } from "vitest";
import { PeriodicTask } from "./periodic-task.ts";

describe("PeriodicTask", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at start and every period, a failed run reported and the next one still made, none after stop", async () => {
    vi.useFakeTimers();
    const failure = new Error("base de données indisponible");
    const runs: number[] = [];
    const reported: unknown[] = [];
    const task = new PeriodicTask(
      1000,
      async () => {
        runs.push(Date.now());
        if (runs.length === 2) throw failure;
      },
      (error) => reported.push(error),
    );
    const started = Date.now();

    task.start();
    expect(runs).toEqual([started]);

    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([started, started + 1000]);
    expect(reported).toEqual([failure]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([started, started + 1000, started + 2000]);
    expect(reported).toHaveLength(1);

    task.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(3);
  });

  it("keeps no process alive: its timer is unref'd", () => {
    const task = new PeriodicTask(
      60_000,
      async () => {},
      () => {},
    );
    const setInterval = vi.spyOn(globalThis, "setInterval");
    try {
      task.start();
      const timer = setInterval.mock.results[0]?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
    } finally {
      task.stop();
      setInterval.mockRestore();
    }
  });
});
