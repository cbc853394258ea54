import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { renderDelegatePdf } from "../modules/receipts/attachment-pdfs.ts";
import { MailDeliveryWorker, RETRY_DELAYS_MS } from "../services/mail/delivery-worker.ts";
import { MailService } from "../services/mail/mail-service.ts";
import { EmlFolder, SmtpMailer } from "../services/mail/mail-transport.ts";
import { appHarness } from "./app-harness.ts";
import { type SmtpTestServer, startSmtpTestServer } from "./smtp-test-server.ts";
import { testMailSettings } from "./test-app.ts";
import type { TestDatabase } from "./test-databases.ts";

export const ORGANISERS = "secretariat@example.ma";

/** The item at `index`, failing the test when there is none. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an item at ${index}`);
  return item;
}
export const ONE_MINUTE = at(RETRY_DELAYS_MS, 0);
export const FIVE_MINUTES = at(RETRY_DELAYS_MS, 1);
export const THIRTY_MINUTES = at(RETRY_DELAYS_MS, 2);

/**
 * A database, the API, a real SMTP server and workers on a test clock, for the outbox specs; the
 * outbox and the received mails are emptied before each test. Call inside a `describe`.
 */
export function outboxHarness(create: () => Promise<TestDatabase>) {
  const settings = testMailSettings({ ORGANISERS_EMAIL: ORGANISERS });
  const h = Object.assign(
    appHarness(create, { mail: new MailService(settings) }),
    {} as { smtp: SmtpTestServer },
  );
  let now = new Date();

  beforeAll(async () => {
    h.smtp = await startSmtpTestServer();
  });
  beforeEach(async () => {
    await h.database.db.deleteFrom("outbox").execute();
    h.smtp.received.length = 0;
    h.smtp.accept();
  });
  afterEach(() => h.smtp.accept());
  afterAll(() => h.smtp.stop());

  return Object.assign(h, {
    settings,
    clock: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
    /** The test clock starts just after the writes, so that what they queued is due. */
    startClock: () => {
      now = new Date(Date.now() + 1000);
    },
    worker: (withSmtp = true) =>
      new MailDeliveryWorker({
        db: h.database.db,
        smtp: withSmtp ? new SmtpMailer(h.smtp.url, settings) : undefined,
        emlFolder: new EmlFolder(settings.mailDir, settings),
        edition: settings.edition,
        attachments: renderDelegatePdf,
        clock: () => now,
      }),
    outbox: () => h.database.db.selectFrom("outbox").selectAll().orderBy("id").execute(),
  });
}
