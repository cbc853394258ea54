import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadMailSettings, type MailSettings } from "./modules/mail/mail-settings.ts";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const DEFAULT_WEB_ROOT = resolve(REPO_ROOT, "apps/web/build/client");

export type DatabaseConfig =
  | { kind: "sqlite"; file: string }
  | { kind: "postgres"; connectionString: string };

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  webRoot: string;
  trustProxy: boolean;
  logLevel: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  mail: MailSettings;
};

type Env = Record<string, string | undefined>;

/** Relative paths are read from where `npm` was called (INIT_CWD), not from a workspace folder. */
function absolutePath(path: string, env: Env): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

function portOf(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT invalide : ${value}`);
  }
  return port;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = absolutePath(env.DATA_DIR || "data", env);
  const databaseUrl = env.DATABASE_URL?.trim();
  let database: DatabaseConfig;
  if (!databaseUrl) {
    database = { kind: "sqlite", file: resolve(dataDir, "congres.sqlite") };
  } else if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    database = { kind: "postgres", connectionString: databaseUrl };
  } else {
    throw new Error("DATABASE_URL doit commencer par postgres:// ou postgresql://");
  }
  return {
    port: portOf(env.PORT),
    host: env.HOST || "localhost",
    dataDir,
    database,
    webRoot: env.WEB_ROOT ? absolutePath(env.WEB_ROOT, env) : DEFAULT_WEB_ROOT,
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    logLevel: env.LOG_LEVEL || "info",
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    mail: loadMailSettings(env, dataDir),
  };
}
