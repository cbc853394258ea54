import "../node-version-gate.ts";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, REPO_ROOT } from "../config.ts";
import { backupSqlite, defaultBackupPath, describeCounts, fileTimestamp } from "../db/backup.ts";

const USAGE = `Usage : npm run backup [-- --to <fichier>]
Sans --to, la copie va dans DATA_DIR/backups/congres-AAAAMMJJ-HHMMSS.sqlite (heure UTC).
Le serveur peut continuer à tourner pendant la sauvegarde.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const dotEnv = `${REPO_ROOT}.env`;
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

let to: string | undefined;
try {
  to = parseArgs({ options: { to: { type: "string" } } }).values.to;
} catch {
  fail(USAGE);
}
// npm runs the script from apps/server; a relative path means the caller's folder.
const target = to === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), to);

const config = loadConfig();
if (config.database.kind === "postgres") {
  const dumpFile = target ?? join(config.dataDir, "backups", `congres-${fileTimestamp()}.dump`);
  process.stdout.write(
    `DATABASE_URL est défini : la base est PostgreSQL et cette commande n'a rien sauvegardé.
Sauvegardez-la avec pg_dump (le serveur peut continuer à tourner) :
  mkdir -p "${dirname(dumpFile)}"
  pg_dump --format=custom --file="${dumpFile}" "$DATABASE_URL"
`,
  );
  process.exit(0);
}

const file = target ?? defaultBackupPath(config.dataDir);
const started = performance.now();
try {
  const counts = backupSqlite(config.database.file, file);
  const milliseconds = Math.round(performance.now() - started);
  process.stdout.write(`Sauvegarde vérifiée (intégrité ok) en ${milliseconds} ms : ${file}
Lignes : ${describeCounts(counts)}
`);
} catch (error) {
  fail(`Échec de la sauvegarde : ${error instanceof Error ? error.message : String(error)}`);
}
