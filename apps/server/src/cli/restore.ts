import "../node-version-gate.ts";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, REPO_ROOT } from "../config.ts";
import { describeCounts, restoreSqlite } from "../db/backup.ts";

const USAGE = `Usage : npm run restore -- <fichier de sauvegarde>
Arrêtez le serveur avant : la restauration refuse une base en cours d'utilisation.
La base actuelle est gardée à côté, sous le nom congres.sqlite.before-restore-AAAAMMJJ-HHMMSS.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const dotEnv = `${REPO_ROOT}.env`;
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

let positionals: string[] = [];
try {
  positionals = parseArgs({ allowPositionals: true, options: {} }).positionals;
} catch {
  fail(USAGE);
}

const config = loadConfig();
if (config.database.kind === "postgres") {
  process.stdout.write(
    `DATABASE_URL est défini : la base est PostgreSQL et cette commande n'a rien restauré.
Arrêtez le serveur, puis restaurez une sauvegarde de pg_dump avec pg_restore :
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" "${positionals[0] ?? "fichier.dump"}"
`,
  );
  process.exit(0);
}

if (positionals.length !== 1 || positionals[0] === undefined) fail(USAGE);
// npm runs the script from apps/server; a relative path means the caller's folder.
const backup = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);

try {
  const { counts, previous } = restoreSqlite(backup, config.database.file);
  process.stdout.write(`Sauvegarde ${backup} restaurée dans ${config.database.file}
Lignes : ${describeCounts(counts)}
${previous ? `Ancienne base mise de côté : ${previous}\n` : ""}Redémarrez le serveur : il applique les migrations manquantes au démarrage.
`);
} catch (error) {
  fail(`Échec de la restauration : ${error instanceof Error ? error.message : String(error)}`);
}
