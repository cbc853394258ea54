import { snakeCase } from "change-case/keys";
import type { Kysely, Selectable } from "kysely";
import type { Db } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";

/** The tables whose rows have an `id`, the order they were written in. */
type TableWithId = {
  [T in keyof Database]: "id" extends keyof Database[T] ? T : never;
}[keyof Database];
type Row<T extends TableWithId> = Selectable<Database[T]>;
type Column<T extends TableWithId> = keyof Row<T> & string;

/**
 * What a test reads back from the database: the rows of `table` whose columns equal those of
 * `where` (or one of them, where it lists several), oldest first, with the `columns` it looks at
 * (all of them when none are named).
 */
export function storedRows<T extends TableWithId, C extends Column<T> = Column<T>>(
  db: Db,
  table: T,
  where: { [K in Column<T>]?: Row<T>[K] | readonly Row<T>[K][] },
  columns?: readonly C[],
): Promise<Pick<Row<T>, C>[]> {
  // The table is known only at run time here: the signature above carries the types.
  const loose = db as unknown as Kysely<Record<string, { id: number }>>;
  const from = loose.selectFrom(table as string);
  let query = columns ? from.select(columns as never) : from.selectAll();
  for (const [column, value] of Object.entries(where)) {
    query = query.where(column as never, Array.isArray(value) ? "in" : "=", value as never);
  }
  return query.orderBy("id").execute() as Promise<never>;
}

/** The one row of `table` that `where` names (see `storedRows`); throws if there is none. */
export async function storedRow<T extends TableWithId, C extends Column<T> = Column<T>>(
  ...query: Parameters<typeof storedRows<T, C>>
): Promise<Pick<Row<T>, C>> {
  const [row] = await storedRows(...query);
  if (!row) throw new Error(`no row of ${query[1]} where ${JSON.stringify(query[2])}`);
  return row;
}

/**
 * A form's fields as its row stores them: each under its snake_case column, a boolean as 0 or 1
 * (the forms' columns are integers on both databases).
 */
export function asStoredColumns(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(snakeCase(fields) as Record<string, unknown>).map(([column, value]) => [
      column,
      typeof value === "boolean" ? Number(value) : value,
    ]),
  );
}
