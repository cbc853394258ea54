import type { LookupFunction } from "node:net";
import {
  WebhookDeliveryWorker,
  type WebhookWorkerOptions,
} from "../modules/webhooks/webhook-delivery-workflow.ts";
import { webhookSender } from "../modules/webhooks/webhook-sender.ts";
import type { TestApp } from "./test-app.ts";
import type { TestDatabase } from "./test-databases.ts";

/**
 * A delivery worker as serve.ts builds it, over a harness's database, mail and key (or `secrets`),
 * sending only to `allowedAddresses` through `lookup`, at the test's `clock`.
 */
export const testWebhookWorker = (
  harness: { database: TestDatabase; app: TestApp },
  options: Pick<WebhookWorkerOptions, "clock" | "retryDelaysMs"> &
    Partial<Pick<WebhookWorkerOptions, "secrets">> & {
      allowedAddresses: string[];
      lookup?: LookupFunction | undefined;
    },
) =>
  new WebhookDeliveryWorker({
    db: harness.database.db,
    sender: webhookSender({
      allowedAddresses: options.allowedAddresses,
      timeoutMs: 5_000,
      lookup: options.lookup,
    }),
    secrets: options.secrets ?? harness.app.webhookSecrets,
    mail: harness.app.mail,
    clock: options.clock,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  });
