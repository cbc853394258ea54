import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// Frozen in time: the key format (`email|address`) is the one the application wrote up to now;
// the rows are copied with the e-mail split off, so that no failure of the last minutes is lost.

function idColumn(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

const accountOf = (throttleKey: string) => throttleKey.slice(0, throttleKey.lastIndexOf("|"));

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite cannot add a primary key to a table: build the new one beside it and swap.
  await db.schema
    .createTable("login_attempts_reserved")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("throttle_key", "text", (column) => column.notNull())
    .addColumn("account_key", "text", (column) => column.notNull())
    .addColumn("attempted_at", "text", (column) => column.notNull())
    .execute();
  const rows = await db
    .selectFrom("login_attempts")
    .select(["throttle_key", "attempted_at"])
    .orderBy("attempted_at")
    .execute();
  for (const row of rows) {
    await db
      .insertInto("login_attempts_reserved")
      .values({ ...row, account_key: accountOf(row.throttle_key) })
      .execute();
  }
  await db.schema.dropTable("login_attempts").execute();
  await db.schema.alterTable("login_attempts_reserved").renameTo("login_attempts").execute();
  await db.schema
    .createIndex("login_attempts_account_index")
    .on("login_attempts")
    .columns(["account_key", "attempted_at"])
    .execute();
  await db.schema
    .createIndex("login_attempts_attempted_at_index")
    .on("login_attempts")
    .column("attempted_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("login_attempts_unreserved")
    .addColumn("throttle_key", "text", (column) => column.notNull())
    .addColumn("attempted_at", "text", (column) => column.notNull())
    .execute();
  const rows = await db
    .selectFrom("login_attempts")
    .select(["throttle_key", "attempted_at"])
    .orderBy("id")
    .execute();
  for (const row of rows) {
    await db.insertInto("login_attempts_unreserved").values(row).execute();
  }
  await db.schema.dropTable("login_attempts").execute();
  await db.schema.alterTable("login_attempts_unreserved").renameTo("login_attempts").execute();
  await db.schema
    .createIndex("login_attempts_key_index")
    .on("login_attempts")
    .columns(["throttle_key", "attempted_at"])
    .execute();
}
