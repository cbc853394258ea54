import { type Kysely, sql } from "kysely";

/**
 * Indexes for the admin lists' filters and sorts (decision 0023): each (column, id), so that a
 * list filtered or sorted by it, and an export paging by (column, id), walk an index instead of
 * sorting the table. `created_at`, `reference` and `payment_status` are indexed already.
 * Frozen in time: the columns are copied here on purpose.
 */
export const LIST_INDEXES: Record<string, string[]> = {
  submissions: ["submission_type", "category", "country", "last_name"],
  registrations: ["participation_type", "country", "last_name", "amount_due_centimes"],
  contact_messages: ["last_name"],
};

const indexName = (table: string, column: string) => `${table}_${column}_id_index`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(LIST_INDEXES)) {
    for (const column of columns) {
      await sql`create index ${sql.id(indexName(table, column))}
        on ${sql.table(table)} (${sql.id(column)}, id)`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(LIST_INDEXES)) {
    for (const column of columns) {
      await sql`drop index ${sql.id(indexName(table, column))}`.execute(db);
    }
  }
}
