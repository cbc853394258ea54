import type { AuditChanges } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { rewriteAuditChangesAbout } from "../../services/audit/audit-lines-about.ts";
import type { PersonalEntity } from "./personal-entities.ts";

/** What an erased value becomes in the history. */
export const ERASED_VALUE = "[effacé]";

/**
 * Fields whose values say nothing about the person (statuses, amounts, dates, choice lists):
 * kept in the history of an erased row. Every other value (names, addresses, bank labels, notes,
 * the old and new values of a correction, the authors) is blanked.
 */
const IMPERSONAL_FIELDS = new Set([
  "payment_status",
  "amount_due_centimes",
  "amount_received_centimes",
  "paid_at",
  "participation_type",
  "accommodation_needed",
  "submission_type",
  "category",
  "has_conflict_of_interest",
]);

export function redactChanges(changes: AuditChanges): AuditChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, values]) => [
      field,
      IMPERSONAL_FIELDS.has(field) ? values : [ERASED_VALUE, ERASED_VALUE],
    ]),
  );
}

/** Blanks the personal values of every audit line about the entity (same transaction). */
export const redactAuditLinesAbout = (db: Db, entity: PersonalEntity, id: number) =>
  rewriteAuditChangesAbout(db, entity, id, redactChanges);
