import { isIP } from "node:net";
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ipaddr from "ipaddr.js";
import { type ClosingTimeDefaults, closingTimesFromEnv } from "./config/closing-time-env.ts";
import { loadMailSettings, type MailSettings } from "./config/mail-settings.ts";
import { isProduction } from "./config/production.ts";
import { type TwoFactorKeys, twoFactorKeysFromEnv } from "./config/two-factor-keys.ts";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const DEFAULT_WEB_ROOT = resolve(REPO_ROOT, "apps/web/build/client");

/** Writes of one kind accepted from one address (an IPv6 /64), per minute and per hour. */
export type PublicWriteLimits = { perMinute: number; perHour: number };

/**
 * A conference room behind one NAT address registers at once: 60 a minute lets a room of 150
 * through within three minutes, and 300 an hour covers a full hall. Far below the 300 messages in
 * 1.8 s that were stored before (decision 0017). Operators change them by environment.
 */
export const DEFAULT_PUBLIC_WRITE_LIMITS: PublicWriteLimits = { perMinute: 60, perHour: 300 };

/**
 * Sign-in steps (password, code, reset link, delegate's link) accepted from one address (an IPv6
 * /64) a minute, whatever the e-mail: above a person's need, and a flood of new e-mails checks 30
 * passwords a minute instead of 600 (decision 0055).
 */
export const DEFAULT_SIGN_IN_LIMIT_PER_MINUTE = 30;

/** Sign-in links to « Mon espace » sent to one e-mail address an hour; beyond, none (0068). */
export const DEFAULT_SPACE_LINKS_PER_EMAIL_PER_HOUR = 5;
/**
 * Document verifications (`GET /api/verify/:code`) from one address a minute: a consulate checks
 * a few letters, a guesser of 80-bit codes gets nowhere at 30 a minute (decision 0070).
 */
export const DEFAULT_VERIFICATIONS_PER_MINUTE = 30;

/**
 * Requests one API token may send a minute (decision 0078): a badge printer or an accountant's
 * sheet polling every second stays far below; a runaway script is stopped, not the site.
 */
export const DEFAULT_TOKEN_REQUESTS_PER_MINUTE = 600;
/** How fast one server drains a backlog of webhook deliveries (decision 0079). */
export const DEFAULT_WEBHOOK_DELIVERIES_PER_SECOND = 20;

/** How often each server asks for a newer publication of the programme (decision 0050). */
export const DEFAULT_PROGRAMME_POLL_MS = 2_000;

export type DatabaseConfig =
  | { kind: "sqlite"; file: string }
  | { kind: "postgres"; connectionString: string };

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  webRoot: string;
  trustProxy: TrustProxy;
  /** Said once in the start log: how an ambiguous TRUST_PROXY was read. */
  trustProxyNotice: string | undefined;
  logLevel: string;
  publicWriteLimits: PublicWriteLimits;
  /** RATE_LIMIT_SIGN_IN_PER_MINUTE: sign-in steps from one address a minute (decision 0055). */
  signInLimitPerMinute: number;
  /** RATE_LIMIT_SPACE_LINKS_PER_EMAIL_PER_HOUR: sign-in links to one address an hour (0068). */
  spaceLinksPerEmailPerHour: number;
  /** RATE_LIMIT_VERIFICATIONS_PER_MINUTE: document checks from one address a minute (0070). */
  verificationsPerMinute: number;
  /** RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE: requests one API token may send a minute (0078). */
  tokenRequestsPerMinute: number;
  /**
   * NODE_ENV=production, read from the environment when the server starts — never the bundler's
   * `process.env.NODE_ENV`, which the build fixes to "production" for the libraries (0055).
   */
  production: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  mail: MailSettings;
  /** REGISTRATIONS_CLOSE_AT / SUBMISSIONS_CLOSE_AT; a closing time set in the admin wins. */
  closingTimes: ClosingTimeDefaults;
  /** TWO_FACTOR_KEY and TWO_FACTOR_PREVIOUS_KEYS, or the development key file in DATA_DIR. */
  twoFactorKeys: TwoFactorKeys;
  /** PROGRAMME_POLL_MS: how often the server asks for a newer publication of the programme. */
  programmePollMs: number;
  /**
   * WEBHOOK_ALLOWED_ADDRESSES: the private or loopback addresses (or CIDRs) webhooks may reach
   * all the same, e.g. `127.0.0.1` for a receiver on the server itself; none by default (0079).
   */
  webhookAllowedAddresses: string[];
  /** WEBHOOK_DELIVERIES_PER_SECOND: how fast one server drains a backlog of webhooks (20). */
  webhookDeliveriesPerSecond: number;
  /** CONGRESS_INVOICE_*: the organiser's legal identifiers printed on invoices (0076). */
  invoiceIssuer: InvoiceIssuer;
};

/** What an invoice names of its issuer: ICE, identifiant fiscal, registre de commerce, address. */
export type InvoiceIssuer = { ice: string; taxId: string; tradeRegister: string; address: string };

/**
 * The main organiser's identifiers on invoices (decision 0076): placeholders until the organisers
 * give theirs through CONGRESS_INVOICE_ICE, _TAX_ID, _TRADE_REGISTER and _ADDRESS. Kept on the
 * server: no public page needs them.
 */
export const DEFAULT_INVOICE_ISSUER: InvoiceIssuer = {
  ice: "000000000000000",
  taxId: "00000000",
  tradeRegister: "Casablanca 000000",
  address: "Faculté de Médecine et de Pharmacie, 19 rue Tarik Ibnou Ziad, Casablanca",
};

export function invoiceIssuerOf(env: Env): InvoiceIssuer {
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  return {
    ice: pick("CONGRESS_INVOICE_ICE", DEFAULT_INVOICE_ISSUER.ice),
    taxId: pick("CONGRESS_INVOICE_TAX_ID", DEFAULT_INVOICE_ISSUER.taxId),
    tradeRegister: pick("CONGRESS_INVOICE_TRADE_REGISTER", DEFAULT_INVOICE_ISSUER.tradeRegister),
    address: pick("CONGRESS_INVOICE_ADDRESS", DEFAULT_INVOICE_ISSUER.address),
  };
}

type Env = Record<string, string | undefined>;

/**
 * Which X-Forwarded-* hops to believe: none, the N nearest (N reverse proxies in front), or only
 * those sent by the listed proxy addresses / CIDR ranges.
 */
export type TrustProxy = false | number | string[];

// The named ranges @fastify/proxy-addr understands besides addresses and CIDRs.
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const TRUST_PROXY_FORMS =
  "un nombre de proxys (1 pour un seul reverse proxy), ou une liste d'adresses IP / plages CIDR " +
  "séparées par des virgules (ex. 127.0.0.1,10.0.0.0/8), ou false";

/** Read by ipaddr.js, as @fastify/proxy-addr will read it; IPv4 in four decimal parts only. */
function isAddressOrRange(entry: string): boolean {
  return (
    NAMED_RANGES.has(entry) ||
    ipaddr.IPv4.isValidFourPartDecimal(entry) ||
    ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
    ipaddr.IPv6.isValid(entry) ||
    ipaddr.IPv6.isValidCIDR(entry)
  );
}

/** TRUST_PROXY: `1` (hops), `10.0.0.1,10.1.0.0/16` (proxies), `true` (taken as 1 hop), `false`. */
export function parseTrustProxy(value: string | undefined): {
  trustProxy: TrustProxy;
  notice: string | undefined;
} {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0")
    return { trustProxy: false, notice: undefined };
  if (text === "true") {
    // "Trust every hop" would let a client choose its own address: one proxy is what `true` meant.
    return {
      trustProxy: 1,
      notice:
        "TRUST_PROXY=true compris comme 1 proxy de confiance (seule l'adresse ajoutée par le " +
        "reverse proxy est crue) ; indiquez le nombre de proxys ou leurs adresses pour le préciser.",
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 100) return { trustProxy: hops, notice: undefined };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY invalide (${invalid.map((entry) => `« ${entry} »`).join(", ")}) : attendu ${TRUST_PROXY_FORMS}.`,
    );
  }
  return { trustProxy: entries, notice: undefined };
}

/** Relative paths are read from where `npm` was called (INIT_CWD), not from a workspace folder. */
function absolutePath(path: string, env: Env): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

/**
 * A whole number from the environment, from `min` to `max`; `fallback` when absent. `expected`
 * words the range in the error.
 */
function wholeNumberOf(
  env: Env,
  variable: string,
  fallback: number,
  [min, max]: [number, number],
  expected: string,
): number {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new Error(`${variable} invalide : ${text} (attendu ${expected})`);
  }
  return value;
}

/** A per-address limit from the environment: a whole number of at least 1. */
const limitOf = (env: Env, variable: string, fallback: number, unit = "d'envois") =>
  wholeNumberOf(env, variable, fallback, [1, Infinity], `un nombre entier ${unit}, au moins 1`);

/** WEBHOOK_ALLOWED_ADDRESSES: comma-separated IP addresses or CIDRs (`10.0.0.0/8`). */
function allowedAddressesOf(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [base = "", prefix, extra] = entry.split("/");
    const family = isIP(base);
    const bits = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(
        `WEBHOOK_ALLOWED_ADDRESSES invalide : ${entry} (attendu des adresses IP ou des plages CIDR séparées par des virgules)`,
      );
    }
  }
  return entries;
}

function portOf(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT invalide : ${value}`);
  }
  return port;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const production = isProduction(env);
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
  const { trustProxy, notice: trustProxyNotice } = parseTrustProxy(env.TRUST_PROXY);
  return {
    invoiceIssuer: invoiceIssuerOf(env),
    port: portOf(env.PORT),
    host: env.HOST || "localhost",
    dataDir,
    database,
    webRoot: env.WEB_ROOT ? absolutePath(env.WEB_ROOT, env) : DEFAULT_WEB_ROOT,
    trustProxy,
    trustProxyNotice,
    logLevel: env.LOG_LEVEL || "info",
    publicWriteLimits: {
      perMinute: limitOf(
        env,
        "RATE_LIMIT_PUBLIC_WRITES_PER_MINUTE",
        DEFAULT_PUBLIC_WRITE_LIMITS.perMinute,
      ),
      perHour: limitOf(
        env,
        "RATE_LIMIT_PUBLIC_WRITES_PER_HOUR",
        DEFAULT_PUBLIC_WRITE_LIMITS.perHour,
      ),
    },
    signInLimitPerMinute: limitOf(
      env,
      "RATE_LIMIT_SIGN_IN_PER_MINUTE",
      DEFAULT_SIGN_IN_LIMIT_PER_MINUTE,
      "de tentatives",
    ),
    spaceLinksPerEmailPerHour: limitOf(
      env,
      "RATE_LIMIT_SPACE_LINKS_PER_EMAIL_PER_HOUR",
      DEFAULT_SPACE_LINKS_PER_EMAIL_PER_HOUR,
      "de liens",
    ),
    verificationsPerMinute: limitOf(
      env,
      "RATE_LIMIT_VERIFICATIONS_PER_MINUTE",
      DEFAULT_VERIFICATIONS_PER_MINUTE,
      "de vérifications",
    ),
    tokenRequestsPerMinute: limitOf(
      env,
      "RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE",
      DEFAULT_TOKEN_REQUESTS_PER_MINUTE,
      "de requêtes",
    ),
    production,
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    mail: loadMailSettings(env, dataDir),
    closingTimes: closingTimesFromEnv(env),
    twoFactorKeys: twoFactorKeysFromEnv(env, production, dataDir),
    // From 100 ms (a database query each time) to a minute.
    programmePollMs: wholeNumberOf(
      env,
      "PROGRAMME_POLL_MS",
      DEFAULT_PROGRAMME_POLL_MS,
      [100, 60_000],
      "un nombre de millisecondes entre 100 et 60000",
    ),
    webhookAllowedAddresses: allowedAddressesOf(env.WEBHOOK_ALLOWED_ADDRESSES),
    // The webhook worker's pace (decision 0079).
    webhookDeliveriesPerSecond: wholeNumberOf(
      env,
      "WEBHOOK_DELIVERIES_PER_SECOND",
      DEFAULT_WEBHOOK_DELIVERIES_PER_SECOND,
      [1, 1000],
      "un nombre entier entre 1 et 1000",
    ),
  };
}
