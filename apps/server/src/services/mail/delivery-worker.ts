import { randomBytes } from "node:crypto";
import type { Edition } from "@congres/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connection.ts";
import {
  type AttachmentRenderer,
  noAttachmentRenderer,
  renderAttachments,
} from "./mail-attachments.ts";
import type { EmlFolder, OutgoingMail, SmtpMailer } from "./mail-transport.ts";
import {
  claimMails,
  markAttemptFailed,
  markSent,
  nextMailingAttemptAt,
  recordEmlCopy,
  releaseMail,
} from "./outbox-delivery.ts";
import { type OutboxRow, renderQueuedMail } from "./outbox-repository.ts";

const MINUTE = 60_000;

/** After the first attempt fails: 1 min, 5 min, 30 min, 2 h, 6 h, then "failed" (6 attempts). */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE];

/** Longer than an SMTP exchange can last (nodemailer's timeouts below 2 min). */
export const LEASE_MS = 5 * MINUTE;

/**
 * Delivery yields to the public writes (decision 0017): after a write it starts once no other
 * write came for QUIET_MS, so a burst of registrations is answered first and its mails rendered
 * and sent right after; under writes that never pause, it runs anyway MAX_DEFER_MS after the
 * first mail it left waiting, and then delivers everything due before yielding again.
 */
export const QUIET_MS = 200;
export const MAX_DEFER_MS = 30_000;

/** The shortest wait before looking again for a mailing mail that is due but was not taken. */
const PACE_RECHECK_MS = 50;

export type WorkerOptions = {
  db: Db;
  /** Without it (no SMTP_URL) mails stay queued and only their `.eml` copy is written. */
  smtp: SmtpMailer | undefined;
  emlFolder: EmlFolder;
  /** The edition the queued mails are rendered with (its environment overrides applied). */
  edition: Edition;
  /** Renders the PDFs a mail names (receipts, certificates): `renderDelegatePdf` in the server. */
  attachments?: AttachmentRenderer;
  log?: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Injectable for tests of the retry schedule and of leases. */
  clock?: () => Date;
  pollMs?: number;
  batchSize?: number;
  /**
   * The time between two mails of the mailings (60 000 / MAIL_RATE_PER_MINUTE, decision 0048),
   * kept across servers through `mail_pace`; without it the worker takes no mailing mail.
   */
  mailingIntervalMs?: number;
};

/**
 * Delivers the outbox: claims due mails with a lease, sends them, records the outcome. Runs in
 * the server process, polling, and at once when a request queues a mail (`nudge`). Delivery is
 * at least once: a process that dies after the SMTP server accepted a mail but before recording
 * it sends it again once the lease expires, with the same Message-ID. The log carries ids,
 * statuses and error codes, never an address or a body.
 */
export class MailDeliveryWorker {
  readonly owner = `worker-${randomBytes(6).toString("hex")}`;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Wall-clock times (Date.now) of the last write, and of the first one still waiting. */
  private lastWriteAt = 0;
  private waitingSince: number | undefined;
  private quietTimer: NodeJS.Timeout | undefined;
  /** Wakes the worker when the next mailing mail may leave. */
  private paceTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: WorkerOptions) {
    this.now = options.clock ?? (() => new Date());
  }

  get smtpConfigured(): boolean {
    return this.options.smtp !== undefined;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => {
      if (!this.yieldsToWrites()) this.nudge();
    }, this.options.pollMs ?? 15_000);
    this.timer.unref();
    this.nudge();
  }

  /** A write queued mails: deliver them once the writes pause (see QUIET_MS). */
  afterWrite(): void {
    this.lastWriteAt = Date.now();
    this.waitingSince ??= this.lastWriteAt;
    this.scheduleQuietCheck(QUIET_MS);
  }

  /** True while writes keep coming and the oldest waiting mail may still wait. */
  private yieldsToWrites(): boolean {
    const now = Date.now();
    return (
      this.waitingSince !== undefined &&
      now - this.lastWriteAt < QUIET_MS &&
      now - this.waitingSince < MAX_DEFER_MS
    );
  }

  private scheduleQuietCheck(delayMs: number): void {
    if (this.quietTimer || this.stopped) return;
    this.quietTimer = setTimeout(() => {
      this.quietTimer = undefined;
      if (this.waitingSince === undefined) return;
      if (!this.yieldsToWrites()) return this.nudge();
      const now = Date.now();
      this.scheduleQuietCheck(
        Math.min(QUIET_MS - (now - this.lastWriteAt), MAX_DEFER_MS - (now - this.waitingSince)),
      );
    }, delayMs);
    this.quietTimer.unref();
  }

  /** Runs a delivery round soon; rounds never overlap, a nudge during one asks for another. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log?.error({ err: error }, "mail delivery failed"))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.quietTimer);
    clearTimeout(this.paceTimer);
    this.quietTimer = undefined;
    await this.running;
    this.options.smtp?.close();
  }

  /** Delivery rounds until nothing is due; answers how many mails were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimedAt = Date.now();
      const round = await this.deliverDue();
      handled += round;
      if (round === 0) {
        // Everything written before the last claim is delivered; a later write still waits.
        if (this.lastWriteAt < claimedAt) this.waitingSince = undefined;
        await this.wakeForNextMailing();
        return handled;
      }
      if (this.stopped) return handled;
      if (this.yieldsToWrites()) {
        this.scheduleQuietCheck(QUIET_MS);
        return handled;
      }
    }
  }

  /** Mailing mails wait for their slot (decision 0048): a timer brings the worker back then. */
  private async wakeForNextMailing(): Promise<void> {
    if (this.options.mailingIntervalMs === undefined || this.stopped) return;
    const next = await nextMailingAttemptAt(this.options.db);
    clearTimeout(this.paceTimer);
    if (!next) return;
    // At least PACE_RECHECK_MS: the due mail may be another server's, held by its lease.
    const delay = Math.max(PACE_RECHECK_MS, next.getTime() - this.now().getTime());
    this.paceTimer = setTimeout(() => this.nudge(), Math.min(delay, MAX_DEFER_MS));
    this.paceTimer.unref();
  }

  /** One round: claims a batch of due mails and delivers (or copies) each. */
  async deliverDue(): Promise<number> {
    const { db, smtp } = this.options;
    const claimed = await claimMails(db, {
      owner: this.owner,
      now: this.now(),
      leaseMs: LEASE_MS,
      limit: this.options.batchSize ?? 20,
      purpose: smtp ? "send" : "copy",
      mailingIntervalMs: this.options.mailingIntervalMs,
    });
    for (const mail of claimed) {
      // Stopping, or writes came back: the rest of the batch waits for the next round.
      if (this.stopped || this.yieldsToWrites()) {
        await releaseMail(db, mail.id, this.owner);
        continue;
      }
      if (smtp) await this.send(smtp, mail);
      else await this.copy(mail);
    }
    return claimed.length;
  }

  /**
   * The mail to send, with what its row stores afterwards (`renderQueuedMail`), and its PDFs
   * (rendered for each attempt).
   */
  private async outgoing(mail: OutboxRow) {
    const { db, edition, attachments = noAttachmentRenderer } = this.options;
    const { row, ...stored } = await renderQueuedMail(mail, edition);
    const files = await renderAttachments(db, row, edition, attachments);
    const outgoing: OutgoingMail = { ...row, files };
    return { outgoing, stored };
  }

  private async send(smtp: SmtpMailer, mail: OutboxRow): Promise<void> {
    const { db, log } = this.options;
    let stored: Awaited<ReturnType<MailDeliveryWorker["outgoing"]>>["stored"] = {};
    try {
      const rendered = await this.outgoing(mail);
      stored = rendered.stored;
      await smtp.send(rendered.outgoing);
    } catch (error) {
      const status = await markAttemptFailed(
        db,
        mail,
        this.owner,
        this.now(),
        errorText(error),
        RETRY_DELAYS_MS,
        stored,
      );
      log?.warn(
        { outboxId: mail.id, attempt: mail.attempts + 1, status, code: errorCode(error) },
        "mail not delivered",
      );
      return;
    }
    await markSent(db, mail.id, this.owner, this.now(), stored.left);
    log?.info({ outboxId: mail.id }, "mail sent");
  }

  private async copy(mail: OutboxRow): Promise<void> {
    const { db, emlFolder, log } = this.options;
    let rendered: Awaited<ReturnType<MailDeliveryWorker["outgoing"]>>;
    try {
      rendered = await this.outgoing(mail);
    } catch (error) {
      // Counted as a failed attempt, so that the mail waits its retry delay instead of being
      // taken again at once, and shows its error on the E-mails screen.
      await markAttemptFailed(db, mail, this.owner, this.now(), errorText(error), RETRY_DELAYS_MS);
      log?.error({ outboxId: mail.id, code: errorCode(error) }, "mail not rendered");
      return;
    }
    try {
      const file = await emlFolder.write(rendered.outgoing);
      await recordEmlCopy(db, mail, this.owner, file, this.now(), rendered.stored.left);
    } catch (error) {
      await releaseMail(db, mail.id, this.owner);
      log?.error({ outboxId: mail.id, code: errorCode(error) }, "mail copy not written");
    }
  }
}

/** The SMTP reply or the network error, kept on the row for the staff (not logged). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const response = "response" in error && typeof error.response === "string" ? error.response : "";
  return response && !error.message.includes(response)
    ? `${error.message} (${response})`
    : error.message;
}

function errorCode(error: unknown): string | number | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("responseCode" in error && typeof error.responseCode === "number") return error.responseCode;
  if ("code" in error && typeof error.code === "string") return error.code;
  return undefined;
}
