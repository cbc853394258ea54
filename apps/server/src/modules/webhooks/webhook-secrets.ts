import { SecretBox } from "../../services/secrets/secret-box.ts";

/** Binds a sealed secret to its webhook: copied to another row, it does not open. */
const contextOf = (webhookId: number) => `webhook:${webhookId}`;

/**
 * The webhooks' signing secrets, sealed at rest (decision 0079, amended): by the `webhook`
 * purpose's SecretBox, a key HKDF derives from TWO_FACTOR_KEY apart from the TOTP secrets' one,
 * bound to the webhook's id. A dump alone no longer lets anyone sign a delivery; the worker opens
 * the secret to sign, and `npm run admin -- rotate-two-factor-key` re-seals it.
 */
export class WebhookSecrets {
  readonly #box: SecretBox;

  constructor(currentKey: string, previousKeys: readonly string[] = []) {
    this.#box = new SecretBox("webhook", currentKey, previousKeys);
  }

  seal(secret: string, webhookId: number): string {
    return this.#box.seal(secret, contextOf(webhookId));
  }

  /** The secret, or undefined under a key no longer given or on another webhook's row. */
  open(sealed: string, webhookId: number): string | undefined {
    return this.#box.open(sealed, contextOf(webhookId));
  }

  isCurrent(sealed: string): boolean {
    return this.#box.isCurrent(sealed);
  }

  reseal(sealed: string, webhookId: number): string | undefined {
    return this.#box.reseal(sealed, contextOf(webhookId));
  }
}
