import { type RawBuilder, type Selectable, sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";
import { orderBySql } from "./admin-list.ts";
import type { ListOrder } from "./list-order.ts";

/**
 * Rows read per query: enough to amortise a round trip, few enough that a page is garbage before
 * the young generation is collected twice (a page of 1000 rows was promoted to the old space and
 * lifted an XLSX export's peak by ~50 MB; decision 0023).
 */
export const EXPORT_PAGE_ROWS = 200;

type ExportedTable = "submissions" | "registrations" | "contact_messages";

/**
 * Every row of `table` meeting `conditions` (on rows aliased `s`), in `order`, a page at a time
 * by keyset — each page starts after the last (value, id) seen, so that it costs the same at the
 * millionth row as at the first and rows are never all in memory. The sort column must be NOT
 * NULL (a row value comparison with NULL is never true). A row written meanwhile appears if it
 * sorts after the current page, as in any cursor over a live table.
 */
export async function* rowsInOrder<T extends ExportedTable>(
  db: Db,
  table: T,
  conditions: RawBuilder<boolean>[],
  order: ListOrder,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<Selectable<Database[T]>[]> {
  const column = sql.ref(`s.${order.column}`);
  const after = sql.raw(order.direction === "asc" ? ">" : "<");
  let last: { value: unknown; id: number } | null = null;
  for (;;) {
    const where = [
      ...conditions,
      ...(last ? [sql<boolean>`(${column}, s.id) ${after} (${last.value}, ${last.id})`] : []),
    ];
    const condition = where.length > 0 ? sql.join(where, sql` and `) : sql`1 = 1`;
    const { rows } = await sql<Selectable<Database[T]> & { id: number }>`
      select s.* from ${sql.table(table)} s where ${condition}
      order by ${orderBySql(order)} limit ${pageRows}`.execute(db);
    if (rows.length === 0) return;
    yield rows;
    // better-sqlite3 answers synchronously: give other requests a turn between pages.
    await new Promise((resume) => setImmediate(resume));
    if (rows.length < pageRows) return;
    const end = rows[rows.length - 1] as Record<string, unknown> & { id: number };
    last = { value: end[order.column], id: end.id };
  }
}
