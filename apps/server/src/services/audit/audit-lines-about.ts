import type { AuditChanges, StaffRole } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { readableBy } from "./audit-repository.ts";

/** The audit lines about one row that `role` may read, oldest first (a person's data export). */
export const auditLinesAbout = (db: Db, entityType: string, id: number, role: StaffRole) =>
  readableBy(role)
    .reduce(
      (query, readable) => query.where(readable),
      db
        .selectFrom("audit_log")
        .selectAll()
        .where("entity_type", "=", entityType)
        .where("entity_id", "=", id),
    )
    .orderBy("id")
    .execute();

/**
 * Rewrites the changes of every audit line about one row (in the caller's transaction): a line
 * whose changes `rewrite` leaves as they were is not written.
 */
export async function rewriteAuditChangesAbout(
  db: Db,
  entityType: string,
  id: number,
  rewrite: (changes: AuditChanges) => AuditChanges,
): Promise<void> {
  const lines = await db
    .selectFrom("audit_log")
    .select(["id", "changes"])
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", id)
    .execute();
  for (const line of lines) {
    const rewritten = JSON.stringify(rewrite(JSON.parse(line.changes) as AuditChanges));
    if (rewritten !== line.changes) {
      await db
        .updateTable("audit_log")
        .set({ changes: rewritten })
        .where("id", "=", line.id)
        .execute();
    }
  }
}
