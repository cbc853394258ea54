import { randomBytes } from "node:crypto";
import { setTimeout as wait } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import { DEFAULT_WEBHOOK_DELIVERIES_PER_SECOND } from "../../config.ts";
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
import type { WebhookSecrets } from "./webhook-secrets.ts";
import type { SendOutcome, WebhookSender } from "./webhook-sender.ts";
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
/**
 * A backlog leaves at a steady pace, in rounds of `BATCH_SIZE` at most `perSecond` deliveries a
 * second per server (WEBHOOK_DELIVERIES_PER_SECOND, 20 by default), so that the visitors' pages
 * keep their pace while 1 000 events drain (bench/webhooks.bench.ts); an event that finds no
 * backlog leaves at the next poll.
 */
const BATCH_SIZE = 5;

export const UNREADABLE_SECRET =
  "Secret illisible : aucune clé donnée (TWO_FACTOR_KEY, TWO_FACTOR_PREVIOUS_KEYS) ne l'ouvre ; recréez le webhook.";

export type WebhookWorkerOptions = {
  db: Db;
  sender: WebhookSender;
  /** Opens each webhook's sealed secret to sign (TWO_FACTOR_KEY and the previous keys). */
  secrets: WebhookSecrets;
  /** Queues the notice to the admins when a webhook is turned off. */
  mail: MailService;
  log?: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** Injectable for tests of the retry schedule. */
  clock?: () => Date;
  pollMs?: number;
  batchSize?: number;
  /** WEBHOOK_DELIVERIES_PER_SECOND: the pace of a backlog, per server. */
  perSecond?: number;
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

  /** Rounds until nothing is due, paced (`perSecond`); answers how many deliveries were attempted. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (!(await anyDelivery(this.options.db, this.now()))) return handled;
      const started = performance.now();
      const round = await this.deliverDue();
      handled += round;
      if (round === 0 || this.stopped) return handled;
      // A full round means a backlog: the next one waits for its slot.
      const batch = this.options.batchSize ?? BATCH_SIZE;
      const perSecond = this.options.perSecond ?? DEFAULT_WEBHOOK_DELIVERIES_PER_SECOND;
      const rest = (1000 * batch) / perSecond - (performance.now() - started);
      if (round === batch && rest > 0) await wait(rest);
    }
  }

  /**
   * One round: a batch claimed, its requests sent together, then every outcome recorded in one
   * transaction — on SQLite (synchronous = FULL) each commit waits for the disk on the event
   * loop, so a round costs two commits, not one per delivery.
   */
  async deliverDue(): Promise<number> {
    const { db, mail } = this.options;
    const claimed = await claimDeliveries(db, {
      owner: this.owner,
      now: this.now(),
      leaseMs: LEASE_MS,
      limit: this.options.batchSize ?? BATCH_SIZE,
    });
    if (claimed.length === 0) return 0;
    if (this.stopped) {
      await Promise.all(claimed.map((delivery) => releaseDelivery(db, delivery.id, this.owner)));
      return claimed.length;
    }
    const sent = await Promise.all(claimed.map((delivery) => this.send(delivery)));
    const told = await db.transaction().execute(async (trx) => {
      let notices = false;
      for (const attempt of sent) notices = (await this.record(trx, attempt)) || notices;
      return notices;
    });
    if (told) mail.queued();
    return claimed.length;
  }

  private async send(delivery: ClaimedDelivery) {
    const secret = this.options.secrets.open(delivery.secret, delivery.webhook_id);
    // Sealed under a key no longer given: a failed attempt that says so, nothing sent unsigned.
    const outcome: SendOutcome =
      secret === undefined
        ? { statusCode: null, error: UNREADABLE_SECRET }
        : await this.options.sender.send(delivery.url, delivery.body, {
            [SIGNATURE_HEADER]: signatureHeader(secret, delivery.body, this.now()),
            [DELIVERY_HEADER]: delivery.delivery_id,
            [EVENT_HEADER]: (JSON.parse(delivery.body) as { type: string }).type,
          });
    return { delivery, outcome, at: this.now() };
  }

  /** Records one attempt; answers whether admins were told of a webhook turned off. */
  private async record(
    trx: Db,
    { delivery, outcome, at }: Awaited<ReturnType<WebhookDeliveryWorker["send"]>>,
  ): Promise<boolean> {
    if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) {
      await markDelivered(trx, delivery, this.owner, at, outcome.statusCode);
      return false;
    }
    const failure =
      outcome.statusCode === null
        ? { statusCode: null, error: outcome.error }
        : { statusCode: outcome.statusCode, error: `Réponse HTTP ${outcome.statusCode}` };
    const retryDelays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const status = await markAttemptFailed(trx, delivery, this.owner, at, failure, retryDelays);
    this.options.log?.warn(
      { deliveryId: delivery.delivery_id, attempt: delivery.attempts + 1, status },
      "webhook not delivered",
    );
    return status === "failed" && (await this.disable(trx, delivery, failure.error, at));
  }

  /** The delivery was given up: its webhook is turned off and every admin told, once. */
  private async disable(
    trx: Db,
    delivery: ClaimedDelivery,
    lastError: string,
    at: Date,
  ): Promise<boolean> {
    const { mail } = this.options;
    const reason = `Envois en échec depuis 24 heures (dernière erreur : ${lastError})`;
    if (!(await disableWebhookRow(trx, delivery.webhook_id, at, reason))) return false;
    await mail.queue(trx, await disabledNotices(trx, mail, delivery.url, lastError));
    return true;
  }
}
