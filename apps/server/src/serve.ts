/** Starts the server: configuration, database, first admin, the app, the mail worker (entry: main.ts). */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { placeholderWarning } from "@congres/shared";
import { buildApp } from "./app.ts";
import { mailingIntervalMs } from "./config/mail-settings.ts";
import { currentTwoFactorKey } from "./config/two-factor-keys.ts";
import { loadConfig, REPO_ROOT, type ServerConfig } from "./config.ts";
import { openDatabase } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { renderDelegatePdf } from "./modules/receipts/attachment-pdfs.ts";
import { WaitlistSweeper } from "./modules/registration-options/waitlist-sweep-workflow.ts";
import { ReviewReminders } from "./modules/reviews/review-reminder-workflow.ts";
import { ensureFirstAdmin } from "./modules/staff/first-admin-workflow.ts";
import { TIMEOUT_MS, WebhookDeliveryWorker } from "./modules/webhooks/webhook-delivery-workflow.ts";
import { WebhookSecrets } from "./modules/webhooks/webhook-secrets.ts";
import { webhookSender } from "./modules/webhooks/webhook-sender.ts";
import { MailDeliveryWorker } from "./services/mail/delivery-worker.ts";
import { MailService } from "./services/mail/mail-service.ts";
import { EmlFolder, SmtpMailer } from "./services/mail/mail-transport.ts";

const dotEnv = `${REPO_ROOT}.env`;
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

/** A configuration the server refuses: its one sentence, and the process ends (exit 1). */
function refuseToStart(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

let config: ServerConfig;
let twoFactorKey: string;
try {
  config = loadConfig();
  twoFactorKey = currentTwoFactorKey(config.twoFactorKeys);
} catch (error) {
  refuseToStart(error);
}
// Checked before anything is written: a failed start must not swallow the one-time password.
if (!existsSync(config.webRoot)) {
  throw new Error(`Site non construit (${config.webRoot}) : lancez « npm run build » d'abord.`);
}
const db = openDatabase(config.database);
// The webhooks' secrets clear before 2025-12-07 are sealed under the key (decision 0079).
await migrateToLatest(db, {
  webhookSecrets: new WebhookSecrets(twoFactorKey, config.twoFactorKeys.previous),
});
const firstAdmin = await ensureFirstAdmin(db, config);
if (firstAdmin.kind === "generated") {
  // Printed once, to stdout only: the password is stored hashed and cannot be shown again.
  process.stdout.write(
    `Premier administrateur créé : ${firstAdmin.email}\nMot de passe (affiché une seule fois) : ${firstAdmin.password}\n`,
  );
}

const { mail } = config;
let worker: MailDeliveryWorker | undefined;
const app = await buildApp({
  db,
  mail: new MailService(mail, () => worker?.afterWrite()),
  webRoot: config.webRoot,
  trustProxy: config.trustProxy,
  closingTimeDefaults: config.closingTimes,
  publicWriteLimits: config.publicWriteLimits,
  invoiceIssuer: config.invoiceIssuer,
  signInLimitPerMinute: config.signInLimitPerMinute,
  spaceLinksPerEmailPerHour: config.spaceLinksPerEmailPerHour,
  verificationsPerMinute: config.verificationsPerMinute,
  tokenRequestsPerMinute: config.tokenRequestsPerMinute,
  twoFactorKey,
  twoFactorPreviousKeys: config.twoFactorKeys.previous,
  production: config.production,
  programmePollMs: config.programmePollMs,
  webhookAllowedAddresses: config.webhookAllowedAddresses,
  uploadsFolder: join(config.dataDir, "uploads"),
  logger: { level: config.logLevel },
});
worker = new MailDeliveryWorker({
  db,
  smtp: mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail) : undefined,
  emlFolder: new EmlFolder(mail.mailDir, mail),
  edition: mail.edition,
  attachments: renderDelegatePdf,
  log: app.log.child({ module: "mail" }),
  mailingIntervalMs: mailingIntervalMs(mail),
});

// Every server delivers the webhooks' queue (decision 0079), as it does the outbox.
const webhooks = new WebhookDeliveryWorker({
  db,
  sender: webhookSender({
    allowedAddresses: config.webhookAllowedAddresses,
    timeoutMs: TIMEOUT_MS,
  }),
  secrets: app.webhookSecrets,
  mail: app.mail,
  perSecond: config.webhookDeliveriesPerSecond,
  log: app.log.child({ module: "webhooks" }),
});

// The reviewers' reminder before the review deadline, once (decision 0046).
const reminders = new ReviewReminders(
  db,
  app.clock,
  { edition: mail.edition, messageIdDomain: mail.messageIdDomain },
  () => worker?.afterWrite(),
  (error) => app.log.warn({ err: error }, "review reminder: check failed"),
);

// Waiting-list offers past their 48 hours pass to the next person (decision 0075).
const offers = new WaitlistSweeper(db, app.clock, app.mail, (error) =>
  app.log.warn({ err: error }, "waiting list: sweep failed"),
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    reminders.stop();
    offers.stop();
    await app.close();
    await worker?.stop();
    await webhooks.stop();
    await db.destroy();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const where = config.database.kind === "sqlite" ? config.database.file : "PostgreSQL";
app.log.info(`Base de données : ${where}`);
if (config.trustProxyNotice) app.log.warn(config.trustProxyNotice);
if (mail.smtpUrl) {
  app.log.info(`E-mails envoyés par SMTP (${new URL(mail.smtpUrl).host})`);
} else {
  app.log.warn(
    `SMTP non configuré (SMTP_URL absent) : les e-mails restent en file d'attente et une copie de chacun est écrite dans ${mail.mailDir}`,
  );
}
const placeholders = placeholderWarning(mail.edition.placeholders, !mail.bankTransfer.published);
if (placeholders) app.log.warn(placeholders);
if (!config.twoFactorKeys.configured) {
  app.log.info(
    `TWO_FACTOR_KEY absent (développement) : la clé de double authentification est celle de ${config.twoFactorKeys.developmentFile}.`,
  );
}
worker.start();
webhooks.start();
reminders.start();
offers.start();
