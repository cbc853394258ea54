/**
 * A task run once at start and every `everyMs` after, on a timer that keeps no process alive
 * (serve.ts starts and stops it). A failed run goes to `onError`; the next one comes as planned.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly everyMs: number,
    private readonly run: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    const tick = () => void this.run().catch(this.onError);
    tick();
    this.timer = setInterval(tick, this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
