import type { AuditAction, AuditChanges, Submission } from "@congres/shared";
import { type Kysely, sql } from "kysely";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { insertAuthors } from "../submissions/submission-repository.ts";
import { authorsText, storedAuthorsOf } from "./field-changes.ts";

export type CorrectedTable = "registrations" | "submissions" | "contact_messages";

/** A corrected row as read: its id, version and reference, and every other column. */
export type VersionedRow = { id: number; version: number; reference?: string } & Record<
  string,
  unknown
>;

/** The entities staff correct, and the audit action of a correction of each. */
export const CORRECTED = {
  registration: { table: "registrations", action: "registration.update" },
  submission: { table: "submissions", action: "submission.update" },
  contact: { table: "contact_messages", action: "contact.update" },
} as const satisfies Record<string, { table: CorrectedTable; action: AuditAction }>;

export type CorrectedEntity = keyof typeof CORRECTED;

export type CorrectionOutcome =
  | { kind: "not_found" }
  | { kind: "conflict" }
  | { kind: "saved"; id: number; reference: string; version: number; changes: AuditChanges };

export type Correction = {
  entity: CorrectedEntity;
  id: number;
  /** The version the editor read: the row is written only if it still has it. */
  version: number;
  actor: Actor;
  at: Date;
  /** The new column values and what they change, from the row as it is now. */
  plan: (row: VersionedRow) => { set: Record<string, unknown>; changes: AuditChanges };
  /** Columns that must still hold the values read (the payment columns a fee change follows). */
  unchanged?: readonly string[];
  /** Writes what lives beside the row (the authors) and adds its changes. */
  alsoWrite?: (trx: Db, row: VersionedRow) => Promise<AuditChanges>;
};

// The three tables share the columns used here; one typed view avoids three copies.
const versioned = (db: Db) =>
  db as unknown as Kysely<{ corrected: { id: number; version: number } }>;

/**
 * A staff correction as a compare-and-set: in one transaction, read the row, check its version,
 * write the new values with version + 1 only `where version = read` (a colleague's save in between
 * makes it write nothing: 409), and record `{field: [old, new]}` in the audit log. Nothing is
 * written when nothing changed.
 */
export function correctRow(db: Db, correction: Correction): Promise<CorrectionOutcome> {
  const { table: name, action } = CORRECTED[correction.entity];
  const table = name as "corrected";
  return db
    .transaction()
    .execute(async (trx) => {
      const row = (await versioned(trx)
        .selectFrom(table)
        .selectAll()
        .where("id", "=", correction.id)
        .executeTakeFirst()) as VersionedRow | undefined;
      if (!row) return { kind: "not_found" as const };
      if (row.version !== correction.version) return { kind: "conflict" as const };
      const { set, changes } = correction.plan(row);
      const besides = (await correction.alsoWrite?.(trx, row)) ?? {};
      const all = { ...changes, ...besides };
      if (Object.keys(all).length === 0) {
        return { kind: "saved" as const, ...named(row), version: row.version, changes: {} };
      }

      let update = versioned(trx)
        .updateTable(table)
        .set({ ...set, version: row.version + 1 })
        .where("id", "=", row.id)
        .where("version", "=", row.version);
      for (const column of correction.unchanged ?? []) {
        update = update.where(sql.ref(column), "=", row[column]);
      }
      const { numUpdatedRows } = await update.executeTakeFirstOrThrow();
      // Someone wrote between the read and here: roll back the authors too.
      if (Number(numUpdatedRows) !== 1) throw new EditConflict();
      await recordAudit(trx, {
        actor: correction.actor,
        action,
        entity: { type: correction.entity, id: row.id, reference: row.reference ?? "" },
        changes: all,
        at: correction.at,
      });
      return { kind: "saved" as const, ...named(row), version: row.version + 1, changes: all };
    })
    .catch((error: unknown) => {
      if (error instanceof EditConflict) return { kind: "conflict" } as const;
      throw error;
    });
}

/** A submission's authors replaced as a list (added, removed, reordered, presenting author). */
export function replaceAuthors(
  authors: Submission["authors"],
): NonNullable<Correction["alsoWrite"]> {
  return async (trx, row): Promise<AuditChanges> => {
    const stored = await trx
      .selectFrom("submission_authors")
      .selectAll()
      .where("submission_id", "=", row.id)
      .orderBy("position")
      .execute();
    const before = authorsText(stored);
    const after = authorsText(storedAuthorsOf(authors));
    if (before === after) return {};
    await trx.deleteFrom("submission_authors").where("submission_id", "=", row.id).execute();
    await insertAuthors(trx, row.id, authors);
    return { authors: [before, after] };
  };
}

class EditConflict extends Error {}

const named = (row: VersionedRow) => ({ id: row.id, reference: row.reference ?? "" });
