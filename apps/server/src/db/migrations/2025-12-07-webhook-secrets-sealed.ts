import type { Kysely, Migration } from "kysely";

/**
 * Webhooks' signing secrets sealed at rest (decision 0079, amended): each `webhooks.secret`,
 * stored in clear until now, is replaced by its sealed value, bound to the webhook's id. The
 * sealing is the running server's (`WebhookSecrets`, under TWO_FACTOR_KEY): serve.ts and the
 * admin CLI hand it to the migration, as they hold the key. A database without webhooks needs
 * no key (a new install, the tests' templates); one with webhooks and no key given is refused,
 * rather than left half clear. `down` opens them again, with the key too.
 */
export type WebhookSecretSealing = {
  seal(secret: string, webhookId: number): string;
  open(sealed: string, webhookId: number): string | undefined;
};

export const NO_KEY_FOR_WEBHOOK_SECRETS =
  "Sceller les secrets des webhooks demande la clé TWO_FACTOR_KEY : migrez par le serveur ou npm run admin.";

async function rewrite(
  db: Kysely<any>,
  change: ((secret: string, webhookId: number) => string | undefined) | undefined,
): Promise<void> {
  const rows: { id: number; secret: string }[] = await db
    .selectFrom("webhooks")
    .select(["id", "secret"])
    .orderBy("id")
    .execute();
  if (rows.length === 0) return;
  if (!change) throw new Error(NO_KEY_FOR_WEBHOOK_SECRETS);
  for (const row of rows) {
    const secret = change(row.secret, row.id);
    if (secret === undefined) throw new Error(`Le secret du webhook #${row.id} ne s'ouvre pas.`);
    await db.updateTable("webhooks").set({ secret }).where("id", "=", row.id).execute();
  }
}

export function webhookSecretsSealed(sealing: WebhookSecretSealing | undefined): Migration {
  return {
    up: (db) => rewrite(db, sealing && ((secret, id) => sealing.seal(secret, id))),
    down: (db) => rewrite(db, sealing && ((sealed, id) => sealing.open(sealed, id))),
  };
}
