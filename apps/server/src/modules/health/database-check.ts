import { sql } from "kysely";
import type { Db } from "../../db/connection.ts";

/** Resolves once the database answers a trivial query; rejects when it cannot be reached. */
export async function checkDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
