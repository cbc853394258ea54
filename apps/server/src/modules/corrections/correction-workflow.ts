import type { AuditAction, AuditChanges, Submission } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import type { VersionedRow, VersionedRows } from "../../services/lists/versioned-rows.ts";
import { correctedContacts } from "../contacts/contact-corrections.ts";
import { correctedRegistrations } from "../registrations/registration-corrections.ts";
import {
  type RegistrationExtras,
  registrationDetailById,
} from "../registrations/registration-detail.ts";
import {
  correctedSubmissions,
  replaceAuthors as replaceStoredAuthors,
  storedAuthors,
} from "../submissions/submission-corrections.ts";
import { emitEvent } from "../webhooks/webhook-events.ts";
import { authorsText, storedAuthorsOf } from "./field-changes.ts";

export type { VersionedRow };

/** The entities staff correct: their rows (as their owners hand them out) and audit action. */
export const CORRECTED = {
  registration: { rows: correctedRegistrations, action: "registration.update" },
  submission: { rows: correctedSubmissions, action: "submission.update" },
  contact: { rows: correctedContacts, action: "contact.update" },
} as const satisfies Record<string, { rows: VersionedRows; action: AuditAction }>;

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
  /**
   * A registration's: the extras of its detail, which its webhook event carries (decision 0079),
   * handed over by the route (`app.registrationExtras`) so that corrections sit below payments.
   */
  registrationExtras?: RegistrationExtras;
};

/**
 * A staff correction as a compare-and-set: in one transaction, read the row, check its version,
 * write the new values with version + 1 only `where version = read` (a colleague's save in between
 * makes it write nothing: 409), and record `{field: [old, new]}` in the audit log. Nothing is
 * written when nothing changed.
 */
export function correctRow(db: Db, correction: Correction): Promise<CorrectionOutcome> {
  const { rows, action } = CORRECTED[correction.entity];
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await rows.read(trx, correction.id);
      if (!row) return { kind: "not_found" as const };
      if (row.version !== correction.version) return { kind: "conflict" as const };
      const { set, changes } = correction.plan(row);
      const besides = (await correction.alsoWrite?.(trx, row)) ?? {};
      const all = { ...changes, ...besides };
      if (Object.keys(all).length === 0) {
        return { kind: "saved" as const, ...named(row), version: row.version, changes: {} };
      }

      // Someone wrote between the read and here: roll back the authors too.
      if (!(await rows.write(trx, row, set, correction.unchanged))) throw new EditConflict();
      await recordAudit(trx, {
        actor: correction.actor,
        action,
        entity: { type: correction.entity, id: row.id, reference: row.reference ?? "" },
        changes: all,
        at: correction.at,
      });
      if (correction.entity === "registration") {
        const extras = correction.registrationExtras;
        if (!extras) throw new Error("a registration's correction needs its detail's extras");
        const detail = () => registrationDetailById(trx, row.id, extras);
        await emitEvent(trx, "registration.updated", detail, correction.at);
      }
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
    const before = authorsText(await storedAuthors(trx, row.id));
    const after = authorsText(storedAuthorsOf(authors));
    if (before === after) return {};
    await replaceStoredAuthors(trx, row.id, authors);
    return { authors: [before, after] };
  };
}

class EditConflict extends Error {}

const named = (row: VersionedRow) => ({ id: row.id, reference: row.reference ?? "" });
