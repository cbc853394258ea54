import { type Kysely, sql } from "kysely";
import type { Db } from "../../db/connection.ts";

/** The tables staff correct; each row has an id and a version (and, but for contacts, a reference). */
export type VersionedTable = "registrations" | "submissions" | "contact_messages";

/** A row as read for a correction: its id, version and reference, and every other column. */
export type VersionedRow = { id: number; version: number; reference?: string } & Record<
  string,
  unknown
>;

/**
 * One table's rows read and written compare-and-set, handed out by the module that owns the
 * table (`registrations/registration-corrections.ts`…): the corrections workflow composes them
 * without naming a table.
 */
export type VersionedRows = {
  read: (trx: Db, id: number) => Promise<VersionedRow | undefined>;
  /**
   * `set` with version + 1, only where the row still has the version read and the `unchanged`
   * columns still hold the values read; false when a colleague wrote in between.
   */
  write: (
    trx: Db,
    row: VersionedRow,
    set: Record<string, unknown>,
    unchanged?: readonly string[],
  ) => Promise<boolean>;
};

// The three tables share the columns used here; one typed view avoids three copies.
const versioned = (db: Db) =>
  db as unknown as Kysely<{ corrected: { id: number; version: number } }>;

export function versionedRows(name: VersionedTable): VersionedRows {
  const table = name as "corrected";
  return {
    read: async (trx, id) =>
      (await versioned(trx)
        .selectFrom(table)
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst()) as VersionedRow | undefined,
    write: async (trx, row, set, unchanged = []) => {
      let update = versioned(trx)
        .updateTable(table)
        .set({ ...set, version: row.version + 1 })
        .where("id", "=", row.id)
        .where("version", "=", row.version);
      for (const column of unchanged) {
        update = update.where(sql.ref(column), "=", row[column]);
      }
      const { numUpdatedRows } = await update.executeTakeFirstOrThrow();
      return Number(numUpdatedRows) === 1;
    },
  };
}
