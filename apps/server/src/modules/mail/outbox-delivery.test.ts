import { readdirSync, readFileSync } from "node:fs";
import { formatFee, registrationSchema } from "@congres/shared";
import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "../../testing/smtp-test-server.ts";
import { postJson, type TestApp, testApp, testMailSettings } from "../../testing/test-app.ts";
import {
  countRows,
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";
import { registrationMails } from "./delegate-mails.ts";
import { LEASE_MS, MailDeliveryWorker, QUIET_MS, RETRY_DELAYS_MS } from "./delivery-worker.ts";
import { MailService } from "./mail-service.ts";
import { EmlFolder, SmtpMailer } from "./mail-transport.ts";
import { claimMails, enqueueMail } from "./outbox-repository.ts";

const ORGANISERS = "secretariat@example.ma";

/** The item at `index`, failing the test when there is none. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an item at ${index}`);
  return item;
}
const ONE_MINUTE = at(RETRY_DELAYS_MS, 0);
const FIVE_MINUTES = at(RETRY_DELAYS_MS, 1);
const THIRTY_MINUTES = at(RETRY_DELAYS_MS, 2);

describe.each(DATABASE_ENGINES)("the mail outbox on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: SmtpTestServer;
  const settings = testMailSettings({ ORGANISERS_EMAIL: ORGANISERS });
  let now: Date;
  const clock = () => now;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const worker = (withSmtp = true) =>
    new MailDeliveryWorker({
      db: database.db,
      smtp: withSmtp ? new SmtpMailer(smtp.url, settings) : undefined,
      emlFolder: new EmlFolder(settings.mailDir, settings),
      edition: settings.edition,
      clock,
    });
  const outbox = () => database.db.selectFrom("outbox").selectAll().orderBy("id").execute();
  /** The test clock starts just after the writes, so that what they queued is due. */
  const startClock = () => {
    now = new Date(Date.now() + 1000);
  };

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

  it.each([
    ["professionnel", 1000],
    ["etudiant", 500],
  ] as const)(
    "a %s's registration sends one confirmation with the reference and %i DH, and one staff notification",
    async (participationType, amount) => {
      const email = `delegue.${participationType}@example.ma`;
      const response = await postJson(app, "/api/registration", {
        ...validRegistration(),
        participationType,
        email,
      });
      expect(response.statusCode).toBe(201);
      const { id, reference } = response.json();
      expect(reference).toMatch(/^CPSS-[2-9A-HJKMNP-TW-Z]{5}$/);
      const stored = await database.db
        .selectFrom("registrations")
        .select("reference")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stored.reference).toBe(reference);

      startClock();
      expect(await worker().drain()).toBe(2);
      expect(smtp.received).toHaveLength(2);
      const [delegate, staff] = [email, ORGANISERS].map((to) => {
        const found = smtp.received.filter((mail) => mail.envelopeTo.includes(to));
        expect(found, to).toHaveLength(1);
        return at(found, 0);
      });
      expect([delegate?.to].flat()[0]?.text).toContain(email);
      expect(delegate?.subject).toContain(reference);
      expect(delegate?.text).toContain(reference);
      expect(delegate?.text).toContain(formatFee(amount));
      expect(delegate?.html).toContain(reference);
      expect(delegate?.text).not.toContain(formatFee(amount === 500 ? 1000 : 500));
      expect(staff?.subject).toContain(reference);
      expect(staff?.text).toContain(`/admin/app/inscriptions/${id}`);
      expect(staff?.text).not.toContain(email);
      expect(delegate?.messageId).toBe((await outbox())[0]?.message_id);
      expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]);
    },
  );

  it("lists a submission's authors in their order in the acknowledgement", async () => {
    const submission = validSubmission();
    submission.authors.push({
      firstName: "Aïcha",
      lastName: "Traoré",
      email: "",
      affiliation: "",
      isPresenting: false,
    });
    const response = await postJson(app, "/api/submission", submission);
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(/^ABS-/);
    startClock();
    await worker().drain();
    const mail = smtp.received.find((m) => m.envelopeTo.includes("fatou.diallo@example.sn"));
    const text = mail?.text ?? "";
    const positions = ["Fatou Diallo", "Moussa Ndiaye", "Aïcha Traoré"].map((name) =>
      text.indexOf(name),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(mail?.subject).toContain(response.json().reference);
  });

  it("acknowledges a contact message and tells the staff", async () => {
    expect((await postJson(app, "/api/contact", validContact())).statusCode).toBe(201);
    startClock();
    await worker().drain();
    expect(smtp.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual(
      ["nadia.elamrani@example.ma", ORGANISERS].sort(),
    );
    const copy = smtp.received.find((m) => m.envelopeTo.includes("nadia.elamrani@example.ma"));
    expect(copy?.text).toContain(validContact().message);
  });

  it("queues nothing for a refused write (422)", async () => {
    const response = await postJson(app, "/api/registration", {
      ...validRegistration(),
      email: "pas-un-email",
    });
    expect(response.statusCode).toBe(422);
    expect(await countRows(database.db, "outbox")).toBe(0);
  });

  it("keeps no mail when the write's transaction rolls back", async () => {
    const registration = registrationSchema.parse(validRegistration());
    const before = await countRows(database.db, "registrations");
    await expect(
      database.db.transaction().execute(async (trx) => {
        const mails = registrationMails(
          { id: 1, reference: "CPSS-ZZZZZ" },
          registration,
          { count: 0, references: [] },
          new MailService(settings).context,
        );
        await new MailService(settings).queue(trx, mails);
        throw new Error("the registration's insert failed");
      }),
    ).rejects.toThrow();
    expect(await countRows(database.db, "outbox")).toBe(0);
    expect(await countRows(database.db, "registrations")).toBe(before);
  });

  it("refuses CR/LF in a name at the door, and cannot be made to inject a header by one anyway", async () => {
    const injected = 'Amina"\r\nBcc: pirate@example.com\r\nX-Injected: oui';
    const refused = await postJson(app, "/api/registration", {
      ...validRegistration(),
      firstName: injected,
    });
    expect(refused.statusCode).toBe(422);
    expect(await countRows(database.db, "outbox")).toBe(0);
    // Second line of defence: a name that reached the outbox some other way is encoded by
    // nodemailer, never written as raw header lines.
    await enqueueMail(
      database.db,
      {
        kind: "contact_acknowledgement",
        to: { name: injected, address: "injection@example.ma" },
        subject: "Objet\r\nX-Injected: oui",
        html: "<p>Bonjour</p>",
        text: "Bonjour",
        entity: null,
      },
      settings.messageIdDomain,
    );
    startClock();
    await worker().drain();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(["injection@example.ma"]);
    expect(mail?.headers.has("bcc")).toBe(false);
    expect(mail?.headers.has("x-injected")).toBe(false);
  });

  it("retries on schedule while the SMTP server is down or refusing, then delivers", async () => {
    await postJson(app, "/api/contact", { ...validContact(), email: "retry@example.ma" });
    await smtp.stop();
    startClock();
    const start = now.getTime();
    const delivery = worker();
    expect(await delivery.drain()).toBe(2);
    let rows = await outbox();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["queued", 1],
      ["queued", 1],
    ]);
    expect(rows[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(at(rows, 0).next_attempt_at) - start).toBe(ONE_MINUTE);

    advance(ONE_MINUTE / 2);
    expect(await delivery.drain()).toBe(0);

    await smtp.restart();
    smtp.refuse(451, "Essayez plus tard");
    advance(ONE_MINUTE);
    expect(await delivery.drain()).toBe(2);
    rows = await outbox();
    expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
    expect(rows[0]?.last_error).toContain("451");

    smtp.refuse(550, "Refusé");
    advance(FIVE_MINUTES);
    await delivery.drain();
    expect((await outbox())[0]?.last_error).toContain("550");

    smtp.accept();
    advance(THIRTY_MINUTES);
    expect(await delivery.drain()).toBe(2);
    rows = await outbox();
    expect(rows.map((row) => [row.status, row.attempts, row.last_error])).toEqual([
      ["sent", 4, ""],
      ["sent", 4, ""],
    ]);
    expect(smtp.received).toHaveLength(2);
  });

  it("gives up after the last retry and says so", async () => {
    await postJson(app, "/api/contact", validContact());
    smtp.refuse(550);
    startClock();
    const delivery = worker();
    for (const delay of RETRY_DELAYS_MS) {
      await delivery.drain();
      advance(delay);
    }
    await delivery.drain();
    const rows = await outbox();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["failed", 6],
      ["failed", 6],
    ]);
    advance(24 * 3600_000);
    expect(await delivery.drain()).toBe(0);
  });

  it("resumes after a restart: a claimed mail is sent again once its lease expires, with the same Message-ID", async () => {
    await postJson(app, "/api/contact", validContact());
    startClock();
    // A process claims the mails and dies before sending them.
    const dead = await claimMails(database.db, {
      owner: "dead-worker",
      now,
      leaseMs: LEASE_MS,
      limit: 10,
      purpose: "send",
    });
    expect(dead).toHaveLength(2);
    const restarted = worker();
    expect(await restarted.drain()).toBe(0);
    advance(LEASE_MS + 1000);
    expect(await restarted.drain()).toBe(2);
    expect(smtp.received).toHaveLength(2);

    // A process dies after the SMTP server accepted a mail, before recording it as sent.
    const first = at(await outbox(), 0);
    await database.db
      .updateTable("outbox")
      .set({ status: "queued", lease_owner: "dead-worker", lease_expires_at: now.toISOString() })
      .where("id", "=", first.id)
      .execute();
    advance(1000);
    expect(await restarted.drain()).toBe(1);
    const copies = smtp.received.filter((mail) => mail.messageId === first.message_id);
    expect(copies).toHaveLength(2);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(2);
  });

  it("renders a queued mail only when delivering it, and leaves its batch when writes come back", async () => {
    const { reference } = (await postJson(app, "/api/registration", validRegistration())).json();
    const queued = await outbox();
    expect(queued.map((row) => [row.html_body, row.text_body])).toEqual([
      ["", ""],
      ["", ""],
    ]);
    expect(queued.every((row) => row.template_data?.includes(reference))).toBe(true);
    startClock();
    const delivering = worker();
    // A write has just come: the claimed batch goes back untouched.
    delivering.afterWrite();
    await delivering.deliverDue();
    expect(smtp.received).toHaveLength(0);
    expect((await outbox()).every((row) => row.template_data !== null && !row.lease_owner)).toBe(
      true,
    );
    // Once the writes have paused (QUIET_MS), the worker renders the mails, stores them, sends them.
    await vi.waitFor(
      async () => expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]),
      { timeout: 20 * QUIET_MS, interval: QUIET_MS / 4 },
    );
    await delivering.stop();
    const sent = await outbox();
    expect(sent.every((row) => row.template_data === null)).toBe(true);
    expect(at(sent, 0).text_body).toContain(reference);
    expect(smtp.received).toHaveLength(2);
  });

  it("without SMTP_URL keeps mails queued, writes each as .eml, and sends them once SMTP is set", async () => {
    const { reference } = (await postJson(app, "/api/registration", validRegistration())).json();
    startClock();
    expect(await worker(false).drain()).toBe(2);
    const rows = await outbox();
    expect(rows.map((row) => row.status)).toEqual(["queued", "queued"]);
    expect(rows.every((row) => row.eml_file?.startsWith(settings.mailDir))).toBe(true);
    const confirmation = at(rows, 0);
    const files = readdirSync(settings.mailDir).filter((file) => file.endsWith(".eml"));
    expect(files).toEqual(
      expect.arrayContaining([
        `${String(confirmation.id).padStart(6, "0")}-registration_confirmation.eml`,
      ]),
    );
    const eml = readFileSync(String(confirmation.eml_file), "utf8");
    expect(eml).toContain(`Message-ID: ${confirmation.message_id}`);
    expect(eml).toContain(reference);
    expect(await worker(false).drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    expect(await worker(true).drain()).toBe(2);
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(
      rows.map((row) => row.message_id).sort(),
    );
  });
});
