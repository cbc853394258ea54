import type { Db } from "../../db/connection.ts";
import { createdCounts } from "../../services/lists/table-counts.ts";

/** The dashboard's figures over contact messages: aggregates only. */
export const contactCounts = (db: Db, since: string) =>
  createdCounts(db, "contact_messages", since);
