import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * Invitations, password reset by e-mail and device cookies (issue #22 sections 2 and 4, decision
 * 0044):
 * - `account_links`: the one live link (invitation or password reset) of an account, by the
 *   SHA-256 of its token; a new link replaces the old one (one row per account);
 * - `users.invitation_pending`: 1 while an invited account has not chosen its password;
 * - `login_attempts.device`: the nonce of the valid device cookie an attempt carried, so that a
 *   device's failures are counted apart from the account's;
 * - `server_keys`: the key the device cookies are signed with, drawn once here, so that every
 *   server on one database signs and checks with the same key.
 *
 * Frozen in time: the purposes are copied here on purpose.
 */
const PURPOSES = ["invitation", "password_reset"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("account_links")
    .addColumn("user_id", "integer", (column) =>
      column.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("purpose", "text", (column) =>
      column.notNull().check(sql`purpose in (${sql.join(PURPOSES.map((p) => sql.lit(p)))})`),
    )
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("invitation_pending", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("login_attempts").addColumn("device", "text").execute();
  await db.schema
    .createTable("server_keys")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db
    .insertInto("server_keys")
    .values({
      name: "device_cookie",
      value: randomBytes(32).toString("base64url"),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("server_keys").execute();
  await db.schema.alterTable("login_attempts").dropColumn("device").execute();
  await db.schema.alterTable("users").dropColumn("invitation_pending").execute();
  await db.schema.dropTable("account_links").execute();
}
