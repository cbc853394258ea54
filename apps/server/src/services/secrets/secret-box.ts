import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";

/** What a key rotation did: values sealed again, already current, and the rows none opened. */
export type Resealing = { resealed: number; alreadyCurrent: number; unreadable: number[] };

/** A configured key, as one purpose's box uses it: the key, its id and its sealing key. */
type MasterKey = { configured: string; id: string; seal: Buffer };

/**
 * Seals secrets at rest with AES-256-GCM under a key HKDF derives from the configured
 * TWO_FACTOR_KEY for one `purpose` (decisions 0045, 0055, 0079): a database dump alone does not
 * give them away, a sealed value moved to another row (another `context`, the associated data)
 * does not open, and two purposes never share a sealing key.
 *
 * A value is `v2.<key id>.<iv>.<sealed>`. Keys listed after the current one
 * (TWO_FACTOR_PREVIOUS_KEYS) still open, never seal; `reseal` moves a value to the current key.
 */
export class SecretBox {
  readonly #purpose: string;
  readonly #current: MasterKey;
  readonly #keys: MasterKey[];

  /** `purpose` names the use in every derived key's HKDF info: `congres <purpose> <use>`. */
  constructor(purpose: string, currentKey: string, previousKeys: readonly string[] = []) {
    this.#purpose = purpose;
    const masterKey = (configured: string): MasterKey => ({
      configured,
      // Names the key in a sealed value without telling anything about it.
      id: this.#derive(configured, "key id", 6).toString("hex"),
      seal: this.#derive(configured, "secret"),
    });
    this.#current = masterKey(currentKey);
    this.#keys = [this.#current, ...previousKeys.map(masterKey)];
  }

  /** `text` sealed under the current key, bound to `context`. */
  seal(text: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.#current.seal, iv);
    cipher.setAAD(Buffer.from(context));
    const sealed = Buffer.concat([
      cipher.update(text, "utf8"),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `v2.${this.#current.id}.${iv.toString("base64url")}.${sealed.toString("base64url")}`;
  }

  /** The text, or undefined under an unknown key, another context or another form. */
  open(value: string, context: string): string | undefined {
    const parts = value.split(".");
    if (parts[0] !== "v2" || parts.length !== 4) return undefined;
    const key = this.#keys.find((candidate) => candidate.id === parts[1]);
    return key && decrypt(key.seal, parts[2] ?? "", parts[3] ?? "", context);
  }

  /**
   * A `v1.<iv>.<sealed>` value, the two-factor secrets' form before decision 0055 (no key id:
   * every key is tried): the text and the index of the key that opened it (0, the current).
   */
  openWithoutKeyId(value: string, context: string): { text: string; key: number } | undefined {
    const parts = value.split(".");
    if (parts[0] !== "v1" || parts.length !== 3) return undefined;
    for (const [index, key] of this.#keys.entries()) {
      const text = decrypt(key.seal, parts[1] ?? "", parts[2] ?? "", context);
      if (text !== undefined) return { text, key: index };
    }
    return undefined;
  }

  /** Another key of this purpose derived from the key at `index` (0, the current). */
  derived(index: number, use: string): Buffer {
    const key = this.#keys[index];
    if (!key) throw new RangeError(`No key ${index}`);
    return this.#derive(key.configured, use);
  }

  /** Whether the value is sealed under the current key. */
  isCurrent(value: string): boolean {
    return value.startsWith(`v2.${this.#current.id}.`);
  }

  /** The same text sealed under the current key; undefined if it does not open. */
  reseal(value: string, context: string): string | undefined {
    const text = this.open(value, context);
    return text === undefined ? undefined : this.seal(text, context);
  }

  #derive(configured: string, use: string, length = 32): Buffer {
    return Buffer.from(
      hkdfSync("sha256", configured, "", `congres ${this.#purpose} ${use}`, length),
    );
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
