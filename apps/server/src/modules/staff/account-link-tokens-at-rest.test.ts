import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupSqlite } from "../../db/backup.ts";
import { MailDeliveryWorker, RETRY_DELAYS_MS } from "../../services/mail/delivery-worker.ts";
import { EmlFolder, SmtpMailer } from "../../services/mail/mail-transport.ts";
import { accountLinksHarness, START } from "../../testing/account-links-harness.ts";
import { asAdmin } from "../../testing/admin-session.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../../testing/smtp-test-server.ts";
import { DATABASE_ENGINES, type TestDatabase } from "../../testing/test-databases.ts";
import { emailMessages } from "../emails/emails-admin-routes.ts";
import { accountLinkMessages } from "./account-link-routes.ts";
import { userMessages } from "./user-admin-routes.ts";

/** Every link fragment of the invitation page in `text`: what an attacker reading it would try. */
const invitationTokensIn = (text: string) =>
  [...text.matchAll(/\/admin\/invitation#([A-Za-z0-9_-]+)/g)].map((match) => match[1] ?? "");

/**
 * The whole database as a backup holds it: on SQLite the bytes of `npm run backup`'s file (and
 * its outbox, read back from it); on PostgreSQL every row of every table, as pg_dump writes them.
 */
async function takeBackup(database: TestDatabase) {
  if (database.config.kind === "sqlite") {
    const file = join(mkdtempSync(join(tmpdir(), "congres-backup-")), "copy.sqlite");
    backupSqlite(database.config.file, file);
    const copy = new SQLite(file, { readonly: true });
    const outbox = copy.prepare("select * from outbox").all();
    copy.close();
    return { bytes: readFileSync(file).toString("latin1"), outbox: JSON.stringify(outbox) };
  }
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public'`.execute(
    database.db,
  );
  const dumped: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<{ rows: string | null }>`
      select json_agg(t)::text as rows from ${sql.table(table_name)} t`.execute(database.db);
    dumped.push(rows.rows[0]?.rows ?? "");
  }
  const outbox = await database.db.selectFrom("outbox").selectAll().execute();
  return { bytes: dumped.join("\n"), outbox: JSON.stringify(outbox) };
}

describe.each(DATABASE_ENGINES)("link tokens at rest on $engine (decision 0056)", ({ create }) => {
  const h = accountLinksHarness(create);
  let smtp: SmtpTestServer;
  const settings = () => h.app.mail.settings;
  const worker = (withSmtp: boolean, clock?: () => Date) =>
    new MailDeliveryWorker({
      db: h.db,
      smtp: withSmtp ? new SmtpMailer(smtp.url, settings()) : undefined,
      emlFolder: new EmlFolder(settings().mailDir, settings()),
      edition: settings().edition,
      ...(clock ? { clock } : {}),
    });
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.stop());

  it("keeps the invitation's token out of the delivered row, the E-mails screen and a backup", async () => {
    h.setNow(START);
    const email = "nadia@example.ma";
    expect((await h.invite(email)).statusCode).toBe(201);
    const [queued] = await h.mailsTo(email);
    // Waiting, the row carries what the worker needs to send it after a restart, listed as secret.
    expect(queued).toMatchObject({ status: "queued", secrets_masked: 0 });
    const delivery = worker(true);
    expect(await delivery.drain()).toBe(1);
    await delivery.stop();

    const received = smtp.received.find((mail) => mail.envelopeTo.includes(email));
    const sentToken = invitationTokensIn(received?.text ?? "")[0] ?? "";
    expect(sentToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(received?.html)).toContain(`/admin/invitation#${sentToken}`);

    const [row] = await h.mailsTo(email);
    expect(row).toMatchObject({
      status: "sent",
      template_data: null,
      secrets: null,
      secrets_masked: 1,
    });
    expect(JSON.stringify(row)).not.toContain(sentToken);
    expect(row?.text_body).toContain("/admin/invitation#lien-masque");
    expect(row?.html_body).toContain("/admin/invitation#lien-masque");
    expect(row?.text_body).toContain("Bonjour Nadia Idrissi,");

    const detail = await asAdmin(h.app, h.admin, "GET", `/api/admin/emails/${row?.id}`);
    expect(detail.body).not.toContain(sentToken);
    expect(detail.json().text_body).toContain("/admin/invitation#lien-masque");
    // "Renvoyer" would send a dead link: it says how to get a new one instead.
    const resend = await asAdmin(h.app, h.admin, "POST", `/api/admin/emails/${row?.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ message: emailMessages.secretMasked });
    expect(await h.mailsTo(email)).toHaveLength(1);

    // The attack of issue #36: a backup taken after delivery, its outbox read, its links tried.
    const backup = await takeBackup(h.database);
    expect(backup.bytes).toContain("lien-masque");
    expect(backup.bytes).not.toContain(sentToken);
    const stolen = [...new Set(invitationTokensIn(backup.outbox))];
    expect(stolen).toEqual(["lien-masque"]);
    for (const token of stolen) {
      const tried = await h.choose(token, "pris-dans-la-sauvegarde");
      expect(tried.statusCode).toBe(410);
      expect(tried.json()).toEqual({ message: accountLinkMessages.linkInvalid });
    }
    expect((await h.userNamed(email)).invitation_pending).toBe(1);

    // The mail that was sent opens the account, once.
    expect((await h.choose(sentToken)).statusCode).toBe(200);
    expect((await h.userNamed(email)).invitation_pending).toBe(0);
    expect((await h.choose(sentToken, "une-seconde-fois-ici")).statusCode).toBe(410);
  });

  it("without SMTP the .eml copy is the delivery: the only copy of the token", async () => {
    h.setNow(START);
    const email = "karima@example.ma";
    expect((await h.invite(email, "Karima Fassi")).statusCode).toBe(201);
    const delivery = worker(false);
    expect(await delivery.drain()).toBe(1);
    await delivery.stop();
    const [row] = await h.mailsTo(email);
    expect(row).toMatchObject({ status: "sent", secrets: null, secrets_masked: 1 });
    const eml = await simpleParser(readFileSync(row?.eml_file ?? ""));
    const token = invitationTokensIn(eml.text ?? "")[0] ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    // Sent already: setting SMTP later does not send a masked copy.
    const later = worker(true);
    expect(await later.drain()).toBe(0);
    await later.stop();
    expect((await h.choose(token)).statusCode).toBe(200);
  });

  it("an invitation resent from « Administrateurs » still works after the first mail left", async () => {
    const email = "younes@example.ma";
    expect((await h.invite(email, "Younes Amrani")).statusCode).toBe(201);
    const { id } = await h.userNamed(email);
    const resent = await asAdmin(h.app, h.admin, "POST", `/api/admin/users/${id}/invitation`);
    expect(resent.json().message).toBe(userMessages.invitationResent(email));
    const { token } = await h.lastMail(email, "invitation");
    const delivery = worker(true);
    expect(await delivery.drain()).toBe(2);
    await delivery.stop();
    const rows = await h.mailsTo(email);
    expect(rows.map((row) => [row.status, row.secrets_masked])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await h.choose(token)).statusCode).toBe(200);
  });

  it("keeps the token while a refused mail waits its retries, and masks it once given up", async () => {
    const email = "salma@example.ma";
    expect((await h.invite(email, "Salma Alaoui")).statusCode).toBe(201);
    smtp.refuse(550, "Refusé");
    let now = Date.now() + 1000;
    const delivery = worker(true, () => new Date(now));
    try {
      await delivery.drain();
      const [waiting] = await h.mailsTo(email);
      // Waiting for its retry: rendered again next time, nothing of it stored but its data.
      expect(waiting).toMatchObject({
        status: "queued",
        attempts: 1,
        html_body: "",
        text_body: "",
      });
      expect(JSON.parse(waiting?.secrets ?? "[]")).toHaveLength(1);
      for (const delay of RETRY_DELAYS_MS) {
        now += delay;
        await delivery.drain();
      }
    } finally {
      smtp.accept();
      await delivery.stop();
    }
    const [row] = await h.mailsTo(email);
    expect(row).toMatchObject({ status: "failed", attempts: 6, secrets: null, secrets_masked: 1 });
    expect(row?.template_data).toBeNull();
    expect(row?.text_body).toContain("/admin/invitation#lien-masque");
  });
});
