import type { AuditAction, AuditChanges, AuditEntityType, AuditEntry } from "@congres/shared";
import type { FastifyRequest } from "fastify";
import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { AuditLogTable } from "../../db/schema.ts";

/** The admin who acts, as the audit line keeps them; no id for a failed sign-in's typed e-mail or the command line. */
export type Actor = { id: number | null; email: string };

/** The signed-in admin of an `/api/admin` request (the guard has already refused the others). */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.sessionUser;
  if (!user) throw new Error("an audited action needs a signed-in admin");
  return { id: user.id, email: user.email };
}

export type AuditRecord = {
  actor: Actor;
  action: AuditAction;
  entity: { type: AuditEntityType; id: number | null; reference: string };
  /** `{field: [old, new]}`; never the person's data for a deletion. */
  changes?: AuditChanges;
  revertsId?: number;
  at: Date;
};

/** Writes one line; call it with the transaction of the change it records. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<number> {
  const { id } = await db
    .insertInto("audit_log")
    .values({
      created_at: record.at.toISOString(),
      actor_id: record.actor.id,
      actor_email: record.actor.email,
      action: record.action,
      entity_type: record.entity.type,
      entity_id: record.entity.id,
      entity_reference: record.entity.reference,
      changes: JSON.stringify(record.changes ?? {}),
      reverts_id: record.revertsId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export const auditView = ({ search_text: _, ...row }: Selectable<AuditLogTable>): AuditEntry => ({
  ...row,
  action: row.action as AuditAction,
  entity_type: row.entity_type as AuditEntityType,
  changes: JSON.parse(row.changes) as AuditChanges,
});

/**
 * The admins who ever acted, A → Z (deleted admins included; a failed sign-in's typed e-mail
 * is not an admin). A loose index scan: each step seeks the next e-mail in the partial index
 * `audit_log_actor_index`, so the cost grows with the number of admins, not of lines
 * (`select distinct` read the whole log). Both engines plan it so (audit-actor-migration.test.ts).
 */
export const auditActorsQuery = sql<{ email: string }>`
  with recursive actor(email) as (
    select (
      select actor_email from audit_log
      where actor_id is not null order by actor_email limit 1
    )
    union all
    select (
      select actor_email from audit_log
      where actor_id is not null and actor_email > actor.email order by actor_email limit 1
    )
    from actor where actor.email is not null
  )
  select email from actor where email is not null`;

export async function auditActors(db: Db): Promise<string[]> {
  const { rows } = await auditActorsQuery.execute(db);
  return rows.map((row) => row.email);
}
