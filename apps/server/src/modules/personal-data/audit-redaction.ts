import type { AuditChanges } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
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
export async function redactAuditLinesAbout(db: Db, entity: PersonalEntity, id: number) {
  const lines = await db
    .selectFrom("audit_log")
    .select(["id", "changes"])
    .where("entity_type", "=", entity)
    .where("entity_id", "=", id)
    .execute();
  for (const line of lines) {
    const redacted = JSON.stringify(redactChanges(JSON.parse(line.changes) as AuditChanges));
    if (redacted !== line.changes) {
      await db
        .updateTable("audit_log")
        .set({ changes: redacted })
        .where("id", "=", line.id)
        .execute();
    }
  }
}
