import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { renderDelegatePdf } from "../modules/receipts/attachment-pdfs.ts";
import { MailDeliveryWorker, RETRY_DELAYS_MS } from "../services/mail/delivery-worker.ts";
import { MailService } from "../services/mail/mail-service.ts";
import { EmlFolder, SmtpMailer } from "../services/mail/mail-transport.ts";
import { type SmtpTestServer, startSmtpTestServer } from "./smtp-test-server.ts";
import { type TestApp, testApp, testMailSettings } from "./test-app.ts";
import { migratedDatabase, type TestDatabase } from "./test-databases.ts";

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
  let database: TestDatabase;
  let app: TestApp;
  let smtp: SmtpTestServer;
  let now = new Date();

  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db, { mail: new MailService(settings) });
    smtp = await startSmtpTestServer();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("outbox").execute();
    smtp.received.length = 0;
    smtp.accept();
  });
  afterEach(() => smtp.accept());
  afterAll(async () => {
    await smtp.stop();
    await app.close();
    await database.drop();
  });

  return {
    settings,
    get database() {
      return database;
    },
    get app() {
      return app;
    },
    get smtp() {
      return smtp;
    },
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
        db: database.db,
        smtp: withSmtp ? new SmtpMailer(smtp.url, settings) : undefined,
        emlFolder: new EmlFolder(settings.mailDir, settings),
        edition: settings.edition,
        attachments: renderDelegatePdf,
        clock: () => now,
      }),
    outbox: () => database.db.selectFrom("outbox").selectAll().orderBy("id").execute(),
  };
}
