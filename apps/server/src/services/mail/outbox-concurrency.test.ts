import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/connection.ts";
import { databaseHarness } from "../../testing/app-harness.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../../testing/smtp-test-server.ts";
import { testMailSettings } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { MailDeliveryWorker } from "./delivery-worker.ts";
import { EmlFolder, SmtpMailer } from "./mail-transport.ts";
import { enqueueMail } from "./outbox-repository.ts";

const MAILS = 200;

/**
 * Two server processes on one database: each has its own connection and its own worker. On
 * PostgreSQL they claim with FOR UPDATE SKIP LOCKED; on SQLite the file's single writer lock
 * serialises the claims. Either way every mail must leave exactly once.
 */
describe.each(DATABASE_ENGINES)("two delivery workers on one $engine database", ({ create }) => {
  let second: Db;
  let smtp: SmtpTestServer;
  const settings = testMailSettings();

  const harness = databaseHarness(create);
  beforeAll(async () => {
    second = harness.database.connectAgain();
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await second.destroy();
  });

  it(`deliver ${MAILS} mails, each exactly once`, async () => {
    const queuedAt = new Date(Date.now() - 1000);
    for (let n = 0; n < MAILS; n++) {
      await enqueueMail(
        harness.database.db,
        {
          kind: "contact_acknowledgement",
          to: { name: `Personne ${n}`, address: `personne${n}@example.ma` },
          subject: `Message ${n}`,
          html: `<p>Message ${n}</p>`,
          text: `Message ${n}`,
          entity: null,
        },
        settings.messageIdDomain,
        queuedAt,
      );
    }
    const workerOn = (db: Db) =>
      new MailDeliveryWorker({
        db,
        smtp: new SmtpMailer(smtp.url, settings),
        emlFolder: new EmlFolder(settings.mailDir, settings),
        edition: settings.edition,
        batchSize: 5,
      });
    const [first, other] = [workerOn(harness.database.db), workerOn(second)];
    const handled = await Promise.all([first.drain(), other.drain()]);

    expect(handled[0] + handled[1]).toBe(MAILS);
    expect(handled.every((count) => count > 0)).toBe(true);
    expect(smtp.received).toHaveLength(MAILS);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(MAILS);
    const rows = await harness.database.db
      .selectFrom("outbox")
      .select(["status", "attempts"])
      .execute();
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});
