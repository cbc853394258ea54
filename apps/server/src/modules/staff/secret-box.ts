import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";

/** A configured key, as the box uses it: its id and the keys HKDF derives from it. */
type MasterKey = { id: string; seal: Buffer; legacyDigest: Buffer };

function masterKey(configured: string): MasterKey {
  const derive = (purpose: string, length = 32) =>
    Buffer.from(hkdfSync("sha256", configured, "", `congres two-factor ${purpose}`, length));
  return {
    // Names the key in a sealed value without telling anything about it.
    id: derive("key id", 6).toString("hex"),
    seal: derive("secret"),
    // Version 1 keyed every account's recovery codes with this one digest key.
    legacyDigest: derive("recovery code"),
  };
}

/**
 * An account's opened second factor: its TOTP secret and the key of its recovery codes' digests;
 * `wrapKey` for digests made before decision 0055 and keyed again at the rotation.
 */
export type OpenedSecret = { secret: string; digestKey: Buffer; wrapKey?: Buffer | undefined };

type Payload = { totp: string; digest: string; wrap?: string };

/** A value sealed again; `rewrap` turns the account's stored digests into their new form. */
export type Resealed = { value: string; rewrap?: (digest: string) => string };

const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("hex");

/**
 * Seals staff's TOTP secrets with AES-256-GCM under a key derived from TWO_FACTOR_KEY
 * (decisions 0045, 0055): a database dump alone does not give them away, and a sealed value moved
 * to another row (another `context`) does not open.
 *
 * A value is `v2.<key id>.<iv>.<sealed>`: the secret and a random key of the account's own for
 * its recovery codes' digests, sealed together, so that a new TWO_FACTOR_KEY only re-seals one
 * value per account (`reseal`) and every digest stays valid. `v1.<iv>.<sealed>` values (before
 * 0055) hold the secret alone; their digests are keyed by the master key, which `open` answers.
 * Keys listed after the current one (TWO_FACTOR_PREVIOUS_KEYS) still open, never seal.
 */
export class SecretBox {
  readonly #current: MasterKey;
  readonly #keys: MasterKey[];

  constructor(currentKey: string, previousKeys: readonly string[] = []) {
    this.#current = masterKey(currentKey);
    this.#keys = [this.#current, ...previousKeys.map(masterKey)];
  }

  /** A new enrolment's value: the secret, and a new digest key for its recovery codes. */
  sealNew(secret: string, context: string): string {
    return this.#seal({ secret, digestKey: randomBytes(32) }, context);
  }

  /** The secret and the digest key, or undefined under an unknown key or another context. */
  open(value: string, context: string): OpenedSecret | undefined {
    const parts = value.split(".");
    if (parts[0] === "v2" && parts.length === 4) {
      const key = this.#keys.find((candidate) => candidate.id === parts[1]);
      const text = key && decrypt(key.seal, parts[2] ?? "", parts[3] ?? "", context);
      if (text === undefined) return undefined;
      const payload = JSON.parse(text) as Payload;
      return {
        secret: payload.totp,
        digestKey: Buffer.from(payload.digest, "base64"),
        wrapKey: payload.wrap === undefined ? undefined : Buffer.from(payload.wrap, "base64"),
      };
    }
    if (parts[0] === "v1" && parts.length === 3) {
      for (const key of this.#keys) {
        const secret = decrypt(key.seal, parts[1] ?? "", parts[2] ?? "", context);
        if (secret !== undefined) return { secret, digestKey: key.legacyDigest };
      }
    }
    return undefined;
  }

  /** Whether the value is sealed under the current key in the current form. */
  isCurrent(value: string): boolean {
    return value.startsWith(`v2.${this.#current.id}.`);
  }

  /**
   * The same secret and digest key sealed under the current key; undefined if it does not open.
   * A version 1 value's digests were keyed by its master key, which may be the one retired
   * (even a published one): they are keyed again by a new random key of the account's
   * (`rewrap`, HMAC of the stored digest), so that the old key alone no longer tests them.
   */
  reseal(value: string, context: string): Resealed | undefined {
    const opened = this.open(value, context);
    if (!opened) return undefined;
    if (!value.startsWith("v1.")) return { value: this.#seal(opened, context) };
    const wrapKey = randomBytes(32);
    return {
      value: this.#seal({ ...opened, wrapKey }, context),
      rewrap: (digest) => hmac(wrapKey, digest),
    };
  }

  /**
   * A keyed digest (HMAC-SHA256) of a recovery code: stored instead of the code, and not worth
   * brute-forcing from a dump without the account's digest key, sealed with its secret.
   */
  digest(code: string, opened: OpenedSecret): string {
    const digest = hmac(opened.digestKey, code);
    return opened.wrapKey ? hmac(opened.wrapKey, digest) : digest;
  }

  #seal(opened: OpenedSecret, context: string): string {
    const payload: Payload = {
      totp: opened.secret,
      digest: opened.digestKey.toString("base64"),
      ...(opened.wrapKey ? { wrap: opened.wrapKey.toString("base64") } : {}),
    };
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.#current.seal, iv);
    cipher.setAAD(Buffer.from(context));
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify(payload), "utf8"),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `v2.${this.#current.id}.${iv.toString("base64url")}.${sealed.toString("base64url")}`;
  }
}

function decrypt(key: Buffer, iv: string, sealed: string, context: string): string | undefined {
  const bytes = Buffer.from(sealed, "base64url");
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - 16)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return undefined;
  }
}
