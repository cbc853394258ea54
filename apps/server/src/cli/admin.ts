import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig, REPO_ROOT } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import { newUserSchema } from "../modules/users/user-admin-routes.ts";
import { createUser, normaliseEmail } from "../modules/users/user-repository.ts";

const USAGE = `Usage : npm run admin -- create --email <email> --name <nom> [--password <mot de passe>]
Sans --password, un mot de passe solide est généré et affiché une seule fois.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

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

if (positionals[0] !== "create") fail(USAGE);

const generated = values.password === undefined;
const password = values.password ?? randomBytes(18).toString("base64url");
const parsed = newUserSchema.safeParse({
  name: values.name ?? "Administrateur",
  email: values.email,
  password,
});
if (!parsed.success) {
  fail(
    `${parsed.error.issues.map((issue) => `${issue.path.join(".")} : ${issue.message}`).join("\n")}\n\n${USAGE}`,
  );
}

const db = openDatabase(loadConfig().database);
try {
  await migrateToLatest(db);
  const outcome = await createUser(db, {
    name: parsed.data.name,
    email: parsed.data.email,
    passwordHash: await hashPassword(parsed.data.password),
  });
  if (outcome.kind === "taken") {
    fail(`Un administrateur utilise déjà l'email ${normaliseEmail(parsed.data.email)}.`);
  }
  process.stdout.write(
    `Administrateur #${outcome.id} créé : ${normaliseEmail(parsed.data.email)}\n`,
  );
  if (generated) process.stdout.write(`Mot de passe (affiché une seule fois) : ${password}\n`);
} finally {
  await db.destroy();
}
