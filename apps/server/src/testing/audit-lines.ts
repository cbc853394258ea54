import type { Db } from "../db/connection.ts";
import type { AuditLogTable } from "../db/schema.ts";

/** The Journal lines of one action, oldest first, with the columns a test looks at. */
export const auditLinesOf = <Column extends keyof AuditLogTable & string>(
  db: Db,
  action: string,
  columns: readonly Column[],
) =>
  db.selectFrom("audit_log").select(columns).where("action", "=", action).orderBy("id").execute();
