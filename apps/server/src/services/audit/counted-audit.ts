import type { AuditAction, AuditEntityType } from "@congres/shared";
import { sql } from "kysely";
import { type Db, isPostgres } from "../../db/connection.ts";
import { type Actor, recordAudit } from "./audit-repository.ts";

export type CountedRecord = {
  actor: Actor;
  action: AuditAction;
  entity: { type: AuditEntityType; id: number | null; reference: string };
  /** The changes' field that holds the count: `{[field]: [null, count]}`. */
  field: string;
  at: Date;
  /** Lines are counted per window of this length, aligned on the epoch (00:00, 00:15, …). */
  windowMs: number;
};

/**
 * Counts an occurrence in ONE line per action, reference and window, instead of a line each
 * (decision 0055: a flood of sign-ins with unknown e-mails leaves one line per address and
 * quarter hour). The line keeps its first occurrence's time. Serialised per line (an advisory
 * lock on PostgreSQL; SQLite's writes are serial), so simultaneous occurrences all count, once.
 * Answers the count so far.
 */
export async function countInAudit(db: Db, record: CountedRecord): Promise<number> {
  const windowStart = Math.floor(record.at.getTime() / record.windowMs) * record.windowMs;
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      const lock = `audit:${record.action}:${record.entity.reference}`;
      await sql`select pg_advisory_xact_lock(hashtext(${lock}))`.execute(trx);
    }
    const line = await trx
      .selectFrom("audit_log")
      .select(["id", "changes"])
      .where("created_at", ">=", new Date(windowStart).toISOString())
      .where("action", "=", record.action)
      .where("entity_reference", "=", record.entity.reference)
      .orderBy("id", "desc")
      .executeTakeFirst();
    const before = line ? Number(JSON.parse(line.changes)[record.field]?.[1] ?? 0) : 0;
    const changes = JSON.stringify({ [record.field]: [null, before + 1] });
    if (line) {
      await trx.updateTable("audit_log").set({ changes }).where("id", "=", line.id).execute();
    } else {
      await recordAudit(trx, { ...record, changes: { [record.field]: [null, 1] } });
    }
    return before + 1;
  });
}
