import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Admin search through each database's own index (decision 0014). `search_text` is no longer
 * written by the application: the database derives it from the searched columns, so that a row
 * written by any path (the application, a bulk SQL import, a restore) is found.
 *
 * - SQLite: `search_text` is a virtual generated column (the searched columns, as written); an
 *   FTS5 external-content table with the trigram tokenizer indexes it, folding case and Latin
 *   diacritics itself, and triggers keep it in step with every insert, update and delete.
 * - PostgreSQL: `search_text` is a stored generated column, folded by `congres_search_fold` (the
 *   same folding as the application's `foldForSearch`), with a pg_trgm GIN index on it.
 * - Both: `row_counts` holds each listed table's number of rows, kept by triggers, so that the
 *   unfiltered total of a list does not count a million rows.
 *
 * Frozen in time: the searched columns and the folding below are copied here on purpose.
 */

const SEARCHED_COLUMNS: Record<string, string[]> = {
  registrations: ["first_name", "last_name", "email", "institution"],
  submissions: ["first_name", "last_name", "email", "title", "institution"],
  contact_messages: ["first_name", "last_name", "email", "subject"],
  users: ["name", "email"],
  outbox: ["to_name", "to_address", "subject"],
};

/**
 * The code points of Unicode's `Diacritic` property (what `\p{Diacritic}` removes in
 * `foldForSearch`), as hexadecimal ranges, taken from Node 20 (Unicode 17).
 */
const DIACRITIC_RANGES =
  "5e 60 a8 af b4 b7-b8 2b0-34e 350-357 35d-362 374-375 37a 384-385 483-487 559 591-5bd " +
  "5bf 5c1-5c2 5c4-5c5 5c7 64b-652 657-658 6df-6e0 6e5-6e6 6ea-6ec 730-74a 7a6-7b0 7eb-7f5 " +
  "818-819 898-89f 8c9-8d2 8e3-8fe 93c 94d 951-954 971 9bc 9cd a3c a4d abc acd afd-aff b3c " +
  "b4d b55 bcd c3c c4d cbc ccd d3b-d3c d4d dca e3a e47-e4c e4e eba ec8-ecc f18-f19 f35 f37 " +
  "f39 f3e-f3f f82-f84 f86-f87 fc6 1037 1039-103a 1063-1064 1069-106d 1087-108d 108f " +
  "109a-109b 135d-135f 1714-1715 1734 17c9-17d3 17dd 1939-193b 1a60 1a75-1a7c 1a7f " +
  "1ab0-1abe 1ac1-1acb 1acf-1add 1ae0-1aeb 1b34 1b44 1b6b-1b73 1baa-1bab 1be6 1bf2-1bf3 " +
  "1c36-1c37 1c78-1c7d 1cd0-1ce8 1ced 1cf4 1cf7-1cf9 1d2c-1d6a 1d9b-1dbe 1dc4-1dcf " +
  "1df5-1dff 1fbd 1fbf-1fc1 1fcd-1fcf 1fdd-1fdf 1fed-1fef 1ffd-1ffe 2cef-2cf1 2e2f " +
  "302a-302f 3099-309c 30fc a66f a67c-a67d a67f a69c-a69d a6f0-a6f1 a700-a721 a788-a78a " +
  "a7f1 a7f8-a7f9 a806 a82c a8c4 a8e0-a8f1 a92b-a92e a953 a9b3 a9c0 a9e5 aa7b-aa7d " +
  "aabf-aac2 aaf6 ab5b-ab5f ab69-ab6b abec-abed fb1e fe20-fe2f ff3e ff40 ff70 ff9e-ff9f " +
  "ffe3 102e0 10780-10785 10787-107b0 107b2-107ba 10a38-10a3a 10a3f 10ae5-10ae6 " +
  "10d22-10d27 10d4e 10d69-10d6d 10efa 10efd-10eff 10f46-10f50 10f82-10f85 11046 11070 " +
  "110b9-110ba 11133-11134 11173 111c0 111ca-111cc 11235-11236 112e9-112ea 1133b-1133c " +
  "1134d 11366-1136c 11370-11374 113ce-113d0 113d2-113d3 113e1-113e2 11442 11446 " +
  "114c2-114c3 115bf-115c0 1163f 116b6-116b7 1172b 11839-1183a 1193d-1193e 11943 119e0 " +
  "11a34 11a47 11a99 11c3f 11d42 11d44-11d45 11d97 11dd9 11f41-11f42 11f5a 13447-13455 " +
  "1612f 16af0-16af4 16b30-16b36 16d6b-16d6c 16f8f-16f9f 16ff0-16ff1 1aff0-1aff3 " +
  "1aff5-1affb 1affd-1affe 1cf00-1cf2d 1cf30-1cf46 1d167-1d169 1d16d-1d172 1d17b-1d182 " +
  "1d185-1d18b 1d1aa-1d1ad 1e030-1e06d 1e130-1e136 1e2ae 1e2ec-1e2ef 1e5ee-1e5ef " +
  "1e8d0-1e8d6 1e944-1e946 1e948-1e94a ";

const escapeCodePoint = (hex: string) =>
  hex.length <= 4 ? `\\u${hex.padStart(4, "0")}` : `\\U${hex.padStart(8, "0")}`;

/** A PostgreSQL regular-expression bracket expression matching one diacritic. */
const diacriticClass = () =>
  `[${DIACRITIC_RANGES.trim()
    .split(" ")
    .map((range) => range.split("-").map(escapeCodePoint).join("-"))
    .join("")}]`;

const joined = (columns: string[]) => columns.join(" || ' ' || ");

async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`create table row_counts (table_name text primary key, row_count integer not null)`.execute(
    db,
  );
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    await indexTableSqlite(db, table, columns);
  }
}

/** SQLite: `table` searched through FTS5 on its `columns`, and counted (also migration 2025-10-20). */
export async function indexTableSqlite(db: Kysely<any>, table: string, columns: string[]) {
  const index = sql.id(`${table}_search`);
  const t = sql.id(table);
  await db.schema.alterTable(table).dropColumn("search_text").execute();
  await sql`alter table ${t} add column search_text text generated always as (${sql.raw(joined(columns))}) virtual`.execute(
    db,
  );
  // remove_diacritics 2: every Latin letter without its accents; case folded by default.
  await sql`create virtual table ${index} using fts5(search_text, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram remove_diacritics 2')`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${t} begin
    insert into ${index} (rowid, search_text) values (new.id, new.search_text);
    update row_counts set row_count = row_count + 1 where table_name = ${sql.lit(table)};
  end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${t} begin
    insert into ${index} (${index}, rowid, search_text) values ('delete', old.id, old.search_text);
    update row_counts set row_count = row_count - 1 where table_name = ${sql.lit(table)};
  end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_update`)} after update of ${sql.raw(["id", ...columns].join(", "))} on ${t} begin
    insert into ${index} (${index}, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into ${index} (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  // The existing rows: index them all, and count them.
  await sql`insert into ${index} (${index}) values ('rebuild')`.execute(db);
  await sql`insert into row_counts (table_name, row_count) select ${table}, count(*) from ${t}`.execute(
    db,
  );
}

/** pg_unicode_fast (PostgreSQL 18) lowers like JavaScript; older servers get the closest one. */
async function lowerCaseCollation(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ collname: string }>`
    select collname from pg_collation
    where collname in ('pg_unicode_fast', 'pg_c_utf8', 'und-x-icu')
    order by array_position(array['pg_unicode_fast', 'pg_c_utf8', 'und-x-icu'], collname::text)
    limit 1`.execute(db);
  return rows[0]?.collname ?? "default";
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Decomposed, without diacritics, lower case: foldForSearch in SQL. IMMUTABLE so that a
  // generated column may use it (it depends on nothing but its argument).
  await sql`create function congres_search_fold(value text) returns text
    language sql immutable strict parallel safe
    return lower(regexp_replace(normalize(value, NFD), ${sql.lit(diacriticClass())}, '', 'g') collate ${sql.id(await lowerCaseCollation(db))})`.execute(
    db,
  );

  // Deltas, never one hot row: each insert or delete statement adds a row, so concurrent writers
  // never wait on each other; from time to time one of them folds its table's rows into one.
  await sql`create table row_counts (table_name text not null, row_count bigint not null)`.execute(
    db,
  );
  await sql`create index row_counts_table_index on row_counts (table_name)`.execute(db);
  await sql`create function congres_count_rows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        delete from row_counts where table_name = tg_table_name;
        insert into row_counts values (tg_table_name, 0);
      elsif tg_op = 'INSERT' then
        insert into row_counts select tg_table_name, count(*) from added_rows;
      else
        insert into row_counts select tg_table_name, -count(*) from removed_rows;
      end if;
      if random() < 0.02 and pg_try_advisory_xact_lock(hashtext('row_counts:' || tg_table_name)) then
        with folded as (delete from row_counts where table_name = tg_table_name returning row_count)
        insert into row_counts select tg_table_name, coalesce(sum(row_count), 0) from folded;
      end if;
      return null;
    end $$`.execute(db);

  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    await indexTablePostgres(db, table, columns);
  }
}

/** PostgreSQL: `table` searched through pg_trgm on its folded `columns`, and counted. */
export async function indexTablePostgres(db: Kysely<any>, table: string, columns: string[]) {
  const t = sql.id(table);
  await db.schema.alterTable(table).dropColumn("search_text").execute();
  // Rewrites the table: every existing row gets its folded text, then the index is built.
  await sql`alter table ${t} add column search_text text generated always as (congres_search_fold(${sql.raw(joined(columns))})) stored`.execute(
    db,
  );
  await sql`create index ${sql.id(`${table}_search_text_index`)} on ${t} using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${t} referencing new table as added_rows for each statement execute function congres_count_rows()`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${t} referencing old table as removed_rows for each statement execute function congres_count_rows()`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${table}_count_truncate`)} after truncate on ${t} for each statement execute function congres_count_rows()`.execute(
    db,
  );
  await sql`insert into row_counts select ${table}, count(*) from ${t}`.execute(db);
  await sql`analyze ${t}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

// Back to an application-filled column: the folding of the 2025-07 migration, recomputed here.
const fold = (...parts: string[]) =>
  parts
    .filter(Boolean)
    .join(" ")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** Back to an application-filled `search_text` on `table`, without index or count triggers. */
export async function unindexTable(db: Kysely<any>, table: string, columns: string[]) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const trigger of ["insert", "delete", "truncate"]) {
      await sql`drop trigger ${sql.id(`${table}_count_${trigger}`)} on ${sql.id(table)}`.execute(
        db,
      );
    }
  } else {
    for (const trigger of ["insert", "delete", "update"]) {
      await sql`drop trigger ${sql.id(`${table}_search_${trigger}`)}`.execute(db);
    }
    await sql`drop table ${sql.id(`${table}_search`)}`.execute(db);
  }
  await db.schema.alterTable(table).dropColumn("search_text").execute();
  await db.schema
    .alterTable(table)
    .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  const rows = await db
    .selectFrom(table)
    .select(["id", ...columns])
    .execute();
  for (const row of rows) {
    await db
      .updateTable(table)
      .set({ search_text: fold(...columns.map((column) => String(row[column] ?? ""))) })
      .where("id", "=", row.id)
      .execute();
  }
  await db.deleteFrom("row_counts").where("table_name", "=", table).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    await unindexTable(db, table, columns);
  }
  await db.schema.dropTable("row_counts").execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function congres_count_rows()`.execute(db);
    await sql`drop function congres_search_fold(text)`.execute(db);
  }
}
