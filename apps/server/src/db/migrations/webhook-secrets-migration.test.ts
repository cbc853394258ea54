import { randomBytes } from "node:crypto";
import { type Kysely, Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { WebhookSecrets } from "../../modules/webhooks/webhook-secrets.ts";
import { migrationHarness } from "../../testing/migration-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { migrations } from "../migrate.ts";
import { NO_KEY_FOR_WEBHOOK_SECRETS } from "./2025-12-07-webhook-secrets-sealed.ts";

const BEFORE = "2025-12-04-webhooks";
const MIGRATION = "2025-12-07-webhook-secrets-sealed";

describe.each(DATABASE_ENGINES)(
  "the 2025-12-07 webhook secrets migration on $engine",
  ({ create }) => {
    const secrets = new WebhookSecrets(randomBytes(32).toString("base64"));
    const harness = migrationHarness(create, { webhookSecrets: secrets });
    const raw = () => harness.database.db as unknown as Kysely<any>;
    const stored = () =>
      raw().selectFrom("webhooks").select(["id", "secret"]).orderBy("id").execute() as Promise<
        { id: number; secret: string }[]
      >;

    it("seals every clear secret bound to its webhook, refuses without the key, opens them again down", async () => {
      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const clear = ["whsec_comptable-en-clair-0001", "whsec_crm-en-clair-000000002"];
      await raw()
        .insertInto("webhooks")
        .values(
          clear.map((secret) => ({
            url: "https://crm.example.org/",
            events: '["payment.recorded"]',
            secret,
            created_at: "2025-12-05T08:00:00.000Z",
            created_by_email: "direction@example.ma",
          })),
        )
        .execute();

      // A migration run without the key (a bench, a script) stops there and writes nothing.
      const keyless = new Migrator({
        db: raw(),
        provider: { getMigrations: async () => migrations },
      });
      expect((await keyless.migrateTo(MIGRATION)).error).toMatchObject({
        message: NO_KEY_FOR_WEBHOOK_SECRETS,
      });
      expect((await stored()).map((row) => row.secret)).toEqual(clear);

      expect((await harness.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
      const sealed = await stored();
      expect(sealed.map((row) => row.secret)).toEqual([
        expect.stringMatching(/^v2\.[0-9a-f]{12}\./),
        expect.stringMatching(/^v2\.[0-9a-f]{12}\./),
      ]);
      expect(JSON.stringify(sealed)).not.toContain("en-clair");
      expect(sealed.map((row) => secrets.open(row.secret, row.id))).toEqual(clear);
      const [first, second] = sealed;
      // Bound to its row: the first webhook's value on the second's row does not open.
      expect(secrets.open(first?.secret ?? "", second?.id ?? 0)).toBeUndefined();

      expect((await harness.migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect((await stored()).map((row) => row.secret)).toEqual(clear);
    });
  },
);
