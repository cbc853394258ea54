import "../node-version-gate.ts";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { currentTwoFactorKey } from "../config/two-factor-keys.ts";
import { loadConfig, REPO_ROOT, type ServerConfig } from "../config.ts";
import { type Db, openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createUser } from "../modules/staff/account-change-workflow.ts";
import { replacePassword } from "../modules/staff/password-change-workflow.ts";
import { newPasswordSchema } from "../modules/staff/password-rule.ts";
import { hashPassword } from "../modules/staff/passwords.ts";
import { TwoFactorBox } from "../modules/staff/two-factor-box.ts";
import { resealTwoFactorSecrets } from "../modules/staff/two-factor-workflow.ts";
import { newUserSchema } from "../modules/staff/user-admin-routes.ts";
import { findUserByEmail, normaliseEmail } from "../modules/staff/user-repository.ts";
import { resealWebhookSecrets } from "../modules/webhooks/webhook-admin-workflow.ts";
import { WebhookSecrets } from "../modules/webhooks/webhook-secrets.ts";
import type { Resealing } from "../services/secrets/secret-box.ts";

const USAGE = `Usage : npm run admin -- create --email <email> --name <nom> [--password <mot de passe>]
        npm run admin -- reset-password <email> [--password <mot de passe>]
        npm run admin -- rotate-two-factor-key
Sans --password, un mot de passe solide est généré et affiché une seule fois.
rotate-two-factor-key scelle à nouveau, sous TWO_FACTOR_KEY, les secrets de double
authentification et ceux des webhooks scellés sous une clé de TWO_FACTOR_PREVIOUS_KEYS
(décisions 0055, 0079).`;

/** Who acted, in the audit line of a reset: the person at the server's console, not an admin. */
const CLI_ACTOR = { id: null, email: "ligne de commande" };

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const issuesOf = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((issue) =>
    `${issue.path.map(String).join(".")} : ${issue.message}`.replace(/^ : /, ""),
  );

const dotEnv = `${REPO_ROOT}.env`;
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    name: { type: "string" },
    password: { type: "string" },
  },
});

const [command, emailArgument] = positionals;
if (
  command !== "create" &&
  command !== "rotate-two-factor-key" &&
  !(command === "reset-password" && emailArgument)
) {
  fail(USAGE);
}

const generated = values.password === undefined;
const password = values.password ?? randomBytes(18).toString("base64url");

async function create(db: Db) {
  const parsed = newUserSchema.safeParse({
    name: values.name ?? "Administrateur",
    email: values.email,
    password,
  });
  if (!parsed.success) fail(`${issuesOf(parsed.error.issues).join("\n")}\n\n${USAGE}`);
  const outcome = await createUser(db, {
    name: parsed.data.name,
    email: parsed.data.email,
    passwordHash: await hashPassword(password),
  });
  if (outcome.kind === "taken") {
    fail(`Un administrateur utilise déjà l'email ${normaliseEmail(parsed.data.email)}.`);
  }
  process.stdout.write(
    `Administrateur #${outcome.id} créé : ${normaliseEmail(parsed.data.email)}\n`,
  );
}

/** A forgotten or leaked password: a new one, and every session of the account ends. */
async function resetPassword(db: Db, email: string) {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) fail(`${issuesOf(parsed.error.issues).join("\n")}\n\n${USAGE}`);
  const user = await findUserByEmail(db, email);
  if (!user) fail(`Aucun administrateur n'a l'email ${normaliseEmail(email)}.`);
  const ended = await replacePassword(db, {
    user: { id: user.id, email: user.email },
    passwordHash: await hashPassword(parsed.data),
    actor: CLI_ACTOR,
    action: "user.password.reset",
    at: new Date(),
  });
  process.stdout.write(
    `Mot de passe de ${user.email} réinitialisé ; sessions fermées : ${ended}.\n`,
  );
}

/**
 * A new TWO_FACTOR_KEY, the old one in TWO_FACTOR_PREVIOUS_KEYS: every secret is sealed again
 * under the new key — staff's, with their recovery codes' digest key so that nobody's codes
 * change, and the webhooks' signing secrets (told only when there are webhooks).
 */
async function rotateTwoFactorKey(db: Db, config: ServerConfig, webhookSecrets: WebhookSecrets) {
  const keys = config.twoFactorKeys;
  const staff = await resealTwoFactorSecrets(
    db,
    new TwoFactorBox(currentTwoFactorKey(keys), keys.previous),
  );
  const webhooks = await resealWebhookSecrets(db, webhookSecrets);
  const told = (what: string, outcome: Resealing) =>
    `${what} : ${outcome.resealed} secret(s) scellé(s) à nouveau sous la clé actuelle, ${outcome.alreadyCurrent} l'étai(en)t déjà.\n`;
  process.stdout.write(told("Double authentification", staff));
  if (webhooks.resealed + webhooks.alreadyCurrent + webhooks.unreadable.length > 0) {
    process.stdout.write(told("Webhooks", webhooks));
  }
  const unreadable = (what: string, ids: number[], otherwise: string) =>
    ids.length === 0
      ? []
      : [
          `${what} #${ids.join(", #")} : leur secret ne s'ouvre avec aucune clé donnée ; ajoutez la clé qui l'a scellé à TWO_FACTOR_PREVIOUS_KEYS et relancez, ou ${otherwise}.`,
        ];
  const refused = [
    ...unreadable("Comptes", staff.unreadable, "réinitialisez leur double authentification"),
    ...unreadable("Webhooks", webhooks.unreadable, "recréez ces webhooks"),
  ];
  if (refused.length > 0) fail(refused.join("\n"));
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const db = openDatabase(config.database);
try {
  // Sealing the webhooks' secrets (2025-12-07) needs the key, as the server's start does.
  const webhookSecrets = new WebhookSecrets(
    currentTwoFactorKey(config.twoFactorKeys),
    config.twoFactorKeys.previous,
  );
  await migrateToLatest(db, { webhookSecrets });
  if (command === "create") await create(db);
  else if (command === "rotate-two-factor-key")
    await rotateTwoFactorKey(db, config, webhookSecrets);
  else await resetPassword(db, emailArgument ?? "");
  if (generated && command !== "rotate-two-factor-key") {
    process.stdout.write(`Mot de passe (affiché une seule fois) : ${password}\n`);
  }
} finally {
  await db.destroy();
}
