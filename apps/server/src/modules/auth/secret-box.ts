import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const VERSION = "v1";

/**
 * Seals short secrets (staff's TOTP secrets) with AES-256-GCM under a key derived from the
 * server's configured TWO_FACTOR_KEY (decision 0045): a database dump alone does not give them
 * away, and a sealed value moved to another row (another `context`) does not open.
 */
export class SecretBox {
  readonly #key: Buffer;
  readonly #digestKey: Buffer;

  constructor(configuredKey: string) {
    const derive = (purpose: string) =>
      Buffer.from(hkdfSync("sha256", configuredKey, "", `congres two-factor ${purpose}`, 32));
    this.#key = derive("secret");
    this.#digestKey = derive("recovery code");
  }

  /**
   * A keyed digest (HMAC-SHA256) of a short code: stored instead of the code, and not worth
   * brute-forcing from a dump without the key.
   */
  digest(code: string): string {
    return createHmac("sha256", this.#digestKey).update(code).digest("hex");
  }

  seal(secret: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv);
    cipher.setAAD(Buffer.from(context));
    const sealed = Buffer.concat([
      cipher.update(secret, "utf8"),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `${VERSION}.${iv.toString("base64url")}.${sealed.toString("base64url")}`;
  }

  /** The secret, or undefined when the value was sealed under another key or context. */
  open(value: string, context: string): string | undefined {
    const [version, iv, sealed] = value.split(".");
    if (version !== VERSION || !iv || !sealed) return undefined;
    const bytes = Buffer.from(sealed, "base64url");
    try {
      const decipher = createDecipheriv(ALGORITHM, this.#key, Buffer.from(iv, "base64url"));
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
}
