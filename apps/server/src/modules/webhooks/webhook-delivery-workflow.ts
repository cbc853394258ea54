import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connection.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import {
  anyDelivery,
  type ClaimedDelivery,
  claimDeliveries,
  markAttemptFailed,
  markDelivered,
  releaseDelivery,
} from "./webhook-deliveries.ts";
import { disabledNotices } from "./webhook-disabled-notice.ts";
import { disableWebhookRow } from "./webhook-repository.ts";
import type { WebhookSender } from "./webhook-sender.ts";
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
} from "./webhook-signature.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * After each failed attempt (a non-2xx answer, a network error, 10 s without an answer): the
 * first retry within 30 s, the later ones further apart, 24 h in all (10 attempts); then the
 * delivery is given up and its webhook turned off (decision 0079).
 */
export const RETRY_DELAYS_MS = [
  10 * SECOND,
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  6 * HOUR,
  10 * HOUR,
];
export const TIMEOUT_MS = 10 * SECOND;
/** Longer than one attempt can last (the timeout), with room. */
const LEASE_MS = MINUTE;
export const POLL_MS = SECOND;

export type WebhookWorkerOptions = {
  db: Db;
  sender: WebhookSender;
  /** Queues the notice to the admins when a webhook is turned off. */
  mail: MailService;
  log?: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Injectable for tests of the retry schedule. */
  clock?: () => Date;
  pollMs?: number;
  batchSize?: number;
  retryDelaysMs?: readonly number[];
};

/**
 * Delivers the webhooks' queue, in every server process (serve.ts): polls for due deliveries
 * (one indexed read when there are none), claims a batch under a lease, sends its requests
 * together, records each outcome. At least once, like the mails: a process that dies after the
 * receiver answered but before recording it sends again once the lease expires — with the same
 * delivery id, which receivers use to ignore the second one.
 */
export class WebhookDeliveryWorker {
  readonly owner = `webhooks-${randomBytes(6).toString("hex")}`;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.now = options.clock ?? (() => new Date());
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.options.pollMs ?? POLL_MS);
    this.timer.unref();
    this.nudge();
  }

  /** A round soon; rounds never overlap (a poll during one is dropped: the round drains). */
  nudge(): void {
    if (this.stopped || this.running) return;
    this.running = this.drain()
      .catch((error: unknown) => this.options.log?.error({ err: error }, "webhook delivery failed"))
      .finally(() => {
        this.running = undefined;
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.options.sender.close();
  }

  /** Rounds until nothing is due; answers how many deliveries were attempted. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (!(await anyDelivery(this.options.db, this.now()))) return handled;
      const round = await this.deliverDue();
      handled += round;
      if (round === 0 || this.stopped) return handled;
    }
  }

  /** One round: a batch claimed and sent together. */
  async deliverDue(): Promise<number> {
    const { db } = this.options;
    const claimed = await claimDeliveries(db, {
      owner: this.owner,
      now: this.now(),
      leaseMs: LEASE_MS,
      limit: this.options.batchSize ?? 10,
    });
    await Promise.all(
      claimed.map((delivery) =>
        this.stopped ? releaseDelivery(db, delivery.id, this.owner) : this.deliver(delivery),
      ),
    );
    return claimed.length;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const { db, sender, log } = this.options;
    const outcome = await sender.send(delivery.url, delivery.body, {
      [SIGNATURE_HEADER]: signatureHeader(delivery.secret, delivery.body, this.now()),
      [DELIVERY_HEADER]: delivery.delivery_id,
      [EVENT_HEADER]: (JSON.parse(delivery.body) as { type: string }).type,
    });
    const at = this.now();
    if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) {
      await markDelivered(db, delivery, this.owner, at, outcome.statusCode);
      return;
    }
    const failure =
      outcome.statusCode === null
        ? { statusCode: null, error: outcome.error }
        : { statusCode: outcome.statusCode, error: `Réponse HTTP ${outcome.statusCode}` };
    const status = await markAttemptFailed(
      db,
      delivery,
      this.owner,
      at,
      failure,
      this.options.retryDelaysMs ?? RETRY_DELAYS_MS,
    );
    log?.warn(
      { deliveryId: delivery.delivery_id, attempt: delivery.attempts + 1, status },
      "webhook not delivered",
    );
    if (status === "failed") await this.disable(delivery, failure.error, at);
  }

  /** The delivery was given up: its webhook is turned off and every admin told, once. */
  private async disable(delivery: ClaimedDelivery, lastError: string, at: Date): Promise<void> {
    const { db, mail } = this.options;
    const reason = `Envois en échec depuis 24 heures (dernière erreur : ${lastError})`;
    const told = await db.transaction().execute(async (trx) => {
      if (!(await disableWebhookRow(trx, delivery.webhook_id, at, reason))) return false;
      await mail.queue(trx, await disabledNotices(trx, mail, delivery.url, lastError));
      return true;
    });
    if (told) mail.queued();
  }
}
