import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Two-factor sign-in (issue #22, decision 0045).
 *
 * - `users.two_factor_secret`: the TOTP secret, encrypted with the server's key (never in clear);
 *   `two_factor_enabled_at` null while it is only pending (enrolment not confirmed);
 *   `two_factor_last_step`: the last accepted time step, so that a code is accepted once.
 * - `two_factor_recovery_codes`: SHA-256 of each recovery code, `used_at` once spent.
 * - `sessions.public_id`: the id the account page shows and ends a session by (never the token's
 *   hash); `stage`: `full`, `two_factor` (password checked, code awaited) or `enrolment`
 *   (password checked, 2FA must be set up first); `user_agent`: what the browser said it was.
 *   Existing sessions get a random public id and stay signed in.
 *
 * Frozen in time: the stage values are copied here on purpose.
 */
const STAGES = ["full", "two_factor", "enrolment"];

const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("two_factor_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("two_factor_enabled_at", "text").execute();
  await db.schema.alterTable("users").addColumn("two_factor_last_step", "integer").execute();

  await db.schema
    .createTable("two_factor_recovery_codes")
    .addColumn("id", "integer", (column) =>
      onPostgres(db)
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    .addColumn("user_id", "integer", (column) =>
      column.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("two_factor_recovery_codes_user_index")
    .on("two_factor_recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();

  await db.schema.alterTable("sessions").addColumn("public_id", "text").execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("stage", "text", (column) =>
      column
        .notNull()
        .defaultTo("full")
        .check(sql`stage in (${sql.join(STAGES.map((stage) => sql.lit(stage)))})`),
    )
    .execute();
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  // A random id for the sessions already open, drawn by the database itself.
  const random = onPostgres(db)
    ? sql`md5(random()::text || clock_timestamp()::text || token_hash)`
    : sql`lower(hex(randomblob(16)))`;
  await db.updateTable("sessions").set({ public_id: random }).execute();
  await db.schema
    .createIndex("sessions_public_id_index")
    .on("sessions")
    .column("public_id")
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("sessions_public_id_index").execute();
  for (const column of ["user_agent", "stage", "public_id"]) {
    await db.schema.alterTable("sessions").dropColumn(column).execute();
  }
  await db.schema.dropTable("two_factor_recovery_codes").execute();
  for (const column of ["two_factor_last_step", "two_factor_enabled_at", "two_factor_secret"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
