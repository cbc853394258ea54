import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Webhooks (issue #41 item 3, decision 0079): the subscriptions, each event's body written once,
 * and one delivery per event and subscribed webhook — a durable queue claimed under a lease by
 * any server, like the mail outbox. Deleting a webhook deletes its deliveries; an event no
 * delivery names any more is left (a few hundred bytes), as the Journal keeps its lines.
 */
const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const identity = (column: any) =>
    onPostgres(db)
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  await db.schema
    .createTable("webhooks")
    .addColumn("id", "integer", identity)
    .addColumn("url", "text", (column) => column.notNull())
    .addColumn("events", "text", (column) => column.notNull())
    .addColumn("secret", "text", (column) => column.notNull())
    .addColumn("disabled_at", "text")
    .addColumn("disabled_reason", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("created_by_email", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("webhook_events")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "integer", identity)
    .addColumn("delivery_id", "text", (column) => column.notNull().unique())
    .addColumn("webhook_id", "integer", (column) =>
      column.notNull().references("webhooks.id").onDelete("cascade"),
    )
    .addColumn("event_id", "text", (column) => column.notNull().references("webhook_events.id"))
    .addColumn("status", "text", (column) => column.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("last_attempt_at", "text")
    .addColumn("last_status_code", "integer")
    .addColumn("last_error", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("delivered_at", "text")
    .addColumn("lease_owner", "text")
    .addColumn("lease_expires_at", "text")
    .execute();
  // The workers' claim reads the due rows off this index, as the outbox's does.
  await db.schema
    .createIndex("webhook_deliveries_due")
    .on("webhook_deliveries")
    .columns(["next_attempt_at", "id"])
    .where(sql.ref("status"), "=", "queued")
    .execute();
  // The delivery log of one webhook, newest first.
  await db.schema
    .createIndex("webhook_deliveries_by_webhook")
    .on("webhook_deliveries")
    .columns(["webhook_id", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhook_events").execute();
  await db.schema.dropTable("webhooks").execute();
}
