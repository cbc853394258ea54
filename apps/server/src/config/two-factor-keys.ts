import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The keys that seal staff's two-factor secrets (decisions 0045, 0055). */
export type TwoFactorKeys = {
  /** TWO_FACTOR_KEY; undefined in development without it: `developmentFile` holds the key. */
  configured: string | undefined;
  /** Where development keeps the key it generated at its first start, beside the data. */
  developmentFile: string;
  /** TWO_FACTOR_PREVIOUS_KEYS: keys being retired, still opened until `rotate-two-factor-key`. */
  previous: string[];
};

/** The file name of the development key in DATA_DIR. */
export const DEVELOPMENT_KEY_FILE = "two-factor.key";
const KEY_BYTES = 32;

export const TWO_FACTOR_KEY_MISSING =
  "TWO_FACTOR_KEY absent : en production (NODE_ENV=production), le serveur ne démarre qu'avec la clé propre au site, la base64 d'au moins 32 octets aléatoires (openssl rand -base64 32).";
export const TWO_FACTOR_KEY_INVALID =
  "TWO_FACTOR_KEY invalide : attendu la clé propre au site, la base64 d'au moins 32 octets aléatoires (openssl rand -base64 32).";

/**
 * The base64 (as `openssl rand -base64` writes it: standard alphabet, padded) of at least 32
 * bytes that look random. Refused: a typed phrase (all lower case, or its base64 being all
 * printable characters), a repeated pattern. Random keys fail these checks with a probability
 * below 10⁻⁹.
 */
export function isStrongKey(text: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return false;
  if (!/[a-z]/.test(text) || !/[A-Z]/.test(text)) return false;
  const bytes = Buffer.from(text, "base64");
  // Node skips what it cannot decode: the text must be exactly the encoding of the bytes.
  if (bytes.length < KEY_BYTES || bytes.toString("base64") !== text) return false;
  const printable = bytes.every((byte) => byte >= 0x20 && byte < 0x7f);
  return !printable && new Set(bytes).size >= 16;
}

/** TWO_FACTOR_KEY and TWO_FACTOR_PREVIOUS_KEYS; a missing key stops a production start. */
export function twoFactorKeysFromEnv(
  env: Record<string, string | undefined>,
  production: boolean,
  dataDir: string,
): TwoFactorKeys {
  const configured = env.TWO_FACTOR_KEY?.trim() || undefined;
  if (configured === undefined && production) throw new Error(TWO_FACTOR_KEY_MISSING);
  if (configured !== undefined && !isStrongKey(configured)) throw new Error(TWO_FACTOR_KEY_INVALID);
  const previous = (env.TWO_FACTOR_PREVIOUS_KEYS ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key !== "" && key !== configured);
  return { configured, developmentFile: join(dataDir, DEVELOPMENT_KEY_FILE), previous };
}

/**
 * The development key: 32 random bytes written at the first start into `file` (mode 0600), read
 * back afterwards. Written under another name, then linked: two processes starting at once on
 * one DATA_DIR both end with the same key, and nobody reads a half-written file.
 */
export function developmentKey(file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, `${randomBytes(KEY_BYTES).toString("base64")}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(draft);
  }
  const key = readFileSync(file, "utf8").trim();
  if (!isStrongKey(key)) {
    throw new Error(
      `${file} ne contient pas une clé de double authentification valide : supprimez-le seulement si aucun compte n'a activé la double authentification, ou indiquez la clé dans TWO_FACTOR_KEY.`,
    );
  }
  return key;
}

/** The key that seals from now on: the configured one, else the development key file's. */
export const currentTwoFactorKey = (keys: TwoFactorKeys) =>
  keys.configured ?? developmentKey(keys.developmentFile);
