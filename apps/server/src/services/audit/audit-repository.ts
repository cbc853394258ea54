import {
  type AuditAction,
  type AuditChanges,
  type AuditEntityType,
  type AuditEntry,
  auditReadsOf,
  mayAccess,
  type StaffRole,
} from "@congres/shared";
import type { FastifyRequest } from "fastify";
import { type RawBuilder, type Selectable, sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { ActorKind, AuditLogTable } from "../../db/schema.ts";

/**
 * Who acts, as the audit line keeps them: an admin (no id for a failed sign-in's typed e-mail or
 * the command line), or a delegate from her space (`kind: "delegate"`, her e-mail, no id).
 */
export type Actor = { id: number | null; email: string; kind?: ActorKind };

/** How the Journal names a change made with an API token (`actor_kind` `token`, decision 0078). */
export const tokenActorName = (name: string) => `Jeton API « ${name} »`;

/**
 * The signed-in admin of an `/api/admin` request (the guard has already refused the others), or
 * the API token it was made with: a token acts as itself, never as the admin who created it.
 */
export function actorOf(request: FastifyRequest): Actor {
  if (request.apiToken) {
    return { id: null, email: tokenActorName(request.apiToken.name), kind: "token" };
  }
  const user = request.sessionUser;
  if (!user) throw new Error("an audited action needs a signed-in admin");
  return { id: user.id, email: user.email };
}

/** Who acts and when: what a staff workflow is handed to write its audit line. */
export type ActedAt = { actor: Actor; at: Date };

/** Who acts and when, as a workflow audits it: the request's actor, at the app's clock. */
export function actorAndTime(request: FastifyRequest): ActedAt {
  return { actor: actorOf(request), at: request.server.clock() };
}

/**
 * The role of the signed-in staff member of the request. Never a default: a request without a
 * staff session reads and writes nothing as anyone (issue #36 item 5).
 */
export function sessionRole(request: FastifyRequest): StaffRole {
  const user = request.sessionUser;
  if (!user) throw new Error("a role-dependent answer needs a signed-in staff member");
  return user.role;
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

/** Who an erased delegate's own lines name instead of her address: what was done stays, not who. */
export const ERASED_DELEGATE = "délégué·e (données effacées)";

/** Her address leaves the lines she wrote herself in « Mon espace » (personal-data erasure). */
export async function forgetDelegateActor(db: Db, email: string): Promise<void> {
  await db
    .updateTable("audit_log")
    .set({ actor_email: ERASED_DELEGATE })
    .where("actor_kind", "=", "delegate")
    .where("actor_email", "=", email.trim().toLowerCase())
    .execute();
}

/** Writes one line; call it with the transaction of the change it records. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<number> {
  const { id } = await db
    .insertInto("audit_log")
    .values({
      created_at: record.at.toISOString(),
      actor_id: record.actor.id,
      actor_email: record.actor.email,
      actor_kind: record.actor.kind ?? "staff",
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

/** One line by `by` (who and when) about `entity`; call it with the change's transaction. */
export function auditBy(
  db: Db,
  by: ActedAt,
  action: AuditAction,
  entity: AuditRecord["entity"],
  changes: AuditChanges = {},
): Promise<number> {
  return recordAudit(db, { actor: by.actor, action, entity, changes, at: by.at });
}

export const auditView = ({ search_text: _, ...row }: Selectable<AuditLogTable>): AuditEntry => ({
  ...row,
  action: row.action as AuditAction,
  entity_type: row.entity_type as AuditEntityType,
  changes: JSON.parse(row.changes) as AuditChanges,
});

const valuesOf = (items: readonly string[]) => sql.join(items.map((item) => sql`${item}`));

/**
 * The lines `role` may read (decision 0057), as conditions on `audit_log`'s columns: none for
 * the admin, who reads every area; otherwise the actions of its areas, and the settings of its
 * screens. In SQL, so that a page, its total and a search count only those lines.
 */
export function readableBy(role: StaffRole): RawBuilder<boolean>[] {
  if (mayAccess(role, "admin")) return [];
  const { actions, settings } = auditReadsOf(role);
  const kinds = [
    ...(actions.length > 0 ? [sql`action in (${valuesOf(actions)})`] : []),
    ...(settings.length > 0
      ? [sql`(action = 'setting.update' and entity_reference in (${valuesOf(settings)}))`]
      : []),
  ];
  return [kinds.length > 0 ? sql<boolean>`(${sql.join(kinds, sql` or `)})` : sql<boolean>`1 = 0`];
}

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

/**
 * Each action and the staff who did it, once: a loose index scan of `audit_log_action_actor_index`
 * (each step seeks the next e-mail of the same action, or else the first of the next action), so
 * the cost grows with the number of (action, person) pairs, not of lines. Two seeks rather than
 * one row comparison `(action, actor_email) > (…)`: SQLite seeks that on `action` alone and then
 * reads every line of the action.
 */
export const actionActorsQuery = (() => {
  const staff = sql`from audit_log where actor_id is not null`;
  const sameAction = (column: string) => sql`(
    select ${sql.ref(column)} ${staff} and action = pair.action and actor_email > pair.email
    order by actor_email limit 1
  )`;
  const nextAction = (column: string) => sql`(
    select ${sql.ref(column)} ${staff} and action > pair.action
    order by action, actor_email limit 1
  )`;
  const first = (column: string) => sql`(
    select ${sql.ref(column)} ${staff} order by action, actor_email limit 1
  )`;
  return sql<{ action: string; email: string }>`
    with recursive pair(action, email) as (
      select ${first("action")}, ${first("actor_email")}
      union all
      select
        coalesce(${sameAction("action")}, ${nextAction("action")}),
        coalesce(${sameAction("actor_email")}, ${nextAction("actor_email")})
      from pair where pair.action is not null
    )
    select action, email from pair where action is not null`;
})();

/**
 * The people who acted in the lines `role` may read, A → Z: the actors of its actions (from the
 * distinct pairs) and of its settings (a range of the same index). A secretariat never learns
 * who reviews, nor the e-mails of accounts that only signed in.
 */
export async function auditActors(db: Db, role: StaffRole): Promise<string[]> {
  if (mayAccess(role, "admin")) {
    const { rows } = await auditActorsQuery.execute(db);
    return rows.map((row) => row.email);
  }
  const { actions, settings } = auditReadsOf(role);
  const readable = new Set<string>(actions);
  const { rows: pairs } = await actionActorsQuery.execute(db);
  const ofSettings =
    settings.length > 0
      ? await db
          .selectFrom("audit_log")
          .select("actor_email as email")
          .distinct()
          .where("action", "=", "setting.update")
          .where("actor_id", "is not", null)
          .where("entity_reference", "in", settings)
          .execute()
      : [];
  const emails = new Set([
    ...pairs.filter((pair) => readable.has(pair.action)).map((pair) => pair.email),
    ...ofSettings.map((row) => row.email),
  ]);
  return [...emails].sort();
}
