import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCli } from "../../testing/admin-cli.ts";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import {
  type ReceivedRequest,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../testing/webhook-receiver.ts";
import { testWebhookWorker } from "../../testing/webhook-worker.ts";
import { UNREADABLE_SECRET } from "./webhook-delivery-workflow.ts";
import { WebhookSecrets } from "./webhook-secrets.ts";
import { verifySignature } from "./webhook-signature.ts";

/** A dump of `webhooks` gave every receiver's key: each secret is sealed at rest (decision 0079). */

const ALLOWED = ["127.0.0.1"];
const siteKey = () => randomBytes(32).toString("base64");

describe.each(DATABASE_ENGINES)("webhook secrets at rest on $engine", ({ create }) => {
  const now = new Date("2025-12-08T09:00:00.000Z");
  const oldKey = siteKey();
  const harness = appHarness(create, {
    clock: () => now,
    webhookAllowedAddresses: ALLOWED,
    twoFactorKey: oldKey,
  });
  const admin = signedInAdmin(harness, "direction@example.ma");
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.stop());

  /** A worker whose key is `secrets`' (the app's by default), draining what is due. */
  const drain = (secrets?: WebhookSecrets) =>
    testWebhookWorker(harness, { secrets, allowedAddresses: ALLOWED, clock: () => now }).drain();
  const subscribe = async (secret?: string) => {
    const body = { url: receiver.url, events: ["payment.recorded"], secret };
    const response = await admin("POST", "/api/admin/webhooks", body);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; secret: string };
  };
  /** « Tester », sent: the request the receiver got, or undefined. */
  const pinged = async (id: number, secrets?: WebhookSecrets) => {
    receiver.received.length = 0;
    expect((await admin("POST", `/api/admin/webhooks/${id}/ping`)).statusCode).toBe(202);
    expect(await drain(secrets)).toBe(1);
    return receiver.received[0];
  };
  const signedWith = (secret: string, request: ReceivedRequest | undefined) =>
    request !== undefined &&
    verifySignature(secret, request.body, String(request.headers["x-congres-signature"]), now);
  const storedSecret = async (id: number) =>
    (await storedRow(harness.database.db, "webhooks", { id }, ["secret"])).secret;

  it("stores no clear secret; a delivery signs with the one answered at creation; moved to another row it does not open", async () => {
    const drawn = await subscribe();
    const given = await subscribe("whsec_donne-par-l-administrateur-0001");
    const dump = JSON.stringify(await storedRows(harness.database.db, "webhooks", {}));
    expect(dump).not.toContain(drawn.secret);
    expect(dump).not.toContain(given.secret);
    expect(dump).not.toContain("whsec_");
    expect(await storedSecret(drawn.id)).toMatch(/^v2\.[0-9a-f]{12}\.[\w-]+\.[\w-]+$/);

    expect(signedWith(drawn.secret, await pinged(drawn.id))).toBe(true);
    expect(signedWith(given.secret, await pinged(given.id))).toBe(true);

    // The first webhook's sealed secret copied onto the second's row: nothing is sent.
    const givenSealed = await storedSecret(given.id);
    await harness.database.db
      .updateTable("webhooks")
      .set({ secret: await storedSecret(drawn.id) })
      .where("id", "=", given.id)
      .execute();
    expect(await pinged(given.id)).toBeUndefined();
    const log = (await admin("GET", `/api/admin/webhooks/${given.id}/deliveries`)).json();
    expect(log.deliveries[0]).toMatchObject({ status: "queued", last_error: UNREADABLE_SECRET });
    await harness.database.db
      .updateTable("webhooks")
      .set({ secret: givenSealed })
      .where("id", "=", given.id)
      .execute();
    await harness.database.db.deleteFrom("webhook_deliveries").execute();
  });

  it("rotates with npm run admin: every webhook's secret sealed under the new key, signatures unchanged", {
    timeout: 60_000,
  }, async () => {
    const webhook = await subscribe();
    const count = (await storedRows(harness.database.db, "webhooks", {})).length;
    const before = await storedSecret(webhook.id);
    const newKey = siteKey();
    const rotate = () =>
      runAdminCli(harness.database.config, ["rotate-two-factor-key"], {
        TWO_FACTOR_KEY: newKey,
        TWO_FACTOR_PREVIOUS_KEYS: oldKey,
      });
    expect((await rotate()).output).toBe(
      `Double authentification : 0 secret(s) scellé(s) à nouveau sous la clé actuelle, 0 l'étai(en)t déjà.\nWebhooks : ${count} secret(s) scellé(s) à nouveau sous la clé actuelle, 0 l'étai(en)t déjà.\n`,
    );
    const after = await storedSecret(webhook.id);
    expect(after).not.toBe(before);
    expect(new WebhookSecrets(oldKey).open(after, webhook.id)).toBeUndefined();
    // A server holding the new key only signs as before.
    const request = await pinged(webhook.id, new WebhookSecrets(newKey));
    expect(signedWith(webhook.secret, request)).toBe(true);

    // A key that sealed nothing here: the webhooks are named, nothing written.
    const lost = await runAdminCli(harness.database.config, ["rotate-two-factor-key"], {
      TWO_FACTOR_KEY: siteKey(),
    });
    expect(lost.code).toBe(1);
    expect(lost.output).toContain(`Webhooks #`);
    expect(lost.output).toContain(`#${webhook.id}`);
    expect(await storedSecret(webhook.id)).toBe(after);
  });
});
