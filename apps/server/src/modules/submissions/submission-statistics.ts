import type { Db } from "../../db/connection.ts";
import { countsByValue, createdCounts } from "../../services/lists/table-counts.ts";

/** The dashboard's figures over submissions: aggregates only. */

export const submissionCounts = (db: Db, since: string) => createdCounts(db, "submissions", since);

export const submissionValueCounts = (db: Db, column: string) =>
  countsByValue(db, "submissions", column);
