import type { MailSettings } from "../../config/mail-settings.ts";
import type { Db } from "../../db/connection.ts";
import type { MailContext } from "./mail-draft.ts";
import { enqueueMails, type QueuedMail } from "./outbox-repository.ts";

/** What the routes use to send mail: queue within their transaction, then wake the worker. */
export class MailService {
  readonly context: MailContext;

  constructor(
    readonly settings: MailSettings,
    /** Tells the delivery worker (`afterWrite`); the API tests drive their workers themselves. */
    private readonly onQueued: () => void = () => {},
  ) {
    const { edition, organisersEmail, bankTransfer } = settings;
    this.context = { edition, organisersEmail, bankTransfer };
  }

  get smtpConfigured(): boolean {
    return this.settings.smtpUrl !== undefined;
  }

  /** Writes the drafts into the outbox with `trx`, the transaction of the write they are about. */
  async queue(trx: Db, drafts: readonly QueuedMail[]): Promise<void> {
    await enqueueMails(trx, drafts, this.settings.messageIdDomain);
  }

  /** Call once the transaction has committed. */
  queued(): void {
    this.onQueued();
  }
}
