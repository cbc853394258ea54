import { createHmac, randomBytes } from "node:crypto";
import { SecretBox } from "../../services/secrets/secret-box.ts";

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
 * Staff's TOTP secrets, sealed by the `two-factor` purpose's SecretBox (decisions 0045, 0055):
 * a value holds the secret and a random key of the account's own for its recovery codes'
 * digests, sealed together, so that a new TWO_FACTOR_KEY only re-seals one value per account
 * (`reseal`) and every digest stays valid. `v1.<iv>.<sealed>` values (before 0055) hold the
 * secret alone; their digests are keyed by the master key, which `open` answers.
 */
export class TwoFactorBox {
  readonly #box: SecretBox;

  constructor(currentKey: string, previousKeys: readonly string[] = []) {
    this.#box = new SecretBox("two-factor", currentKey, previousKeys);
  }

  /** A new enrolment's value: the secret, and a new digest key for its recovery codes. */
  sealNew(secret: string, context: string): string {
    return this.#seal({ secret, digestKey: randomBytes(32) }, context);
  }

  /** The secret and the digest key, or undefined under an unknown key or another context. */
  open(value: string, context: string): OpenedSecret | undefined {
    const text = this.#box.open(value, context);
    if (text !== undefined) {
      const payload = JSON.parse(text) as Payload;
      return {
        secret: payload.totp,
        digestKey: Buffer.from(payload.digest, "base64"),
        wrapKey: payload.wrap === undefined ? undefined : Buffer.from(payload.wrap, "base64"),
      };
    }
    const legacy = this.#box.openWithoutKeyId(value, context);
    // Version 1 keyed every account's recovery codes with one digest key of the master key.
    return (
      legacy && { secret: legacy.text, digestKey: this.#box.derived(legacy.key, "recovery code") }
    );
  }

  /** Whether the value is sealed under the current key in the current form. */
  isCurrent(value: string): boolean {
    return this.#box.isCurrent(value);
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
    return this.#box.seal(JSON.stringify(payload), context);
  }
}
