import type { DecidedStatus } from "@congres/shared";
import type { Db } from "../db/connection.ts";

/**
 * Submissions decided `status` whose decision mail has left (the outbox's sent row is what the
 * space reads as « told »), written straight into the rows: for a test or a bench whose subject
 * comes after the decision, not the decision itself (`decideAndTell` in space-harness.ts goes
 * through the committee's routes).
 */
export async function toldDecisions(
  db: Db,
  status: DecidedStatus,
  submissions: readonly { id: number; email: string }[],
): Promise<void> {
  if (submissions.length === 0) return;
  const now = new Date().toISOString();
  await db
    .updateTable("submissions")
    .set({ status })
    .where(
      "id",
      "in",
      submissions.map(({ id }) => id),
    )
    .execute();
  await db
    .insertInto("outbox")
    .values(
      submissions.map(({ id, email }) => ({
        message_id: `<decision-${id}-${now}@example.ma>`,
        kind: "submission_decision",
        status: "sent",
        to_address: email,
        to_name: "Autrice",
        subject: "Décision",
        html_body: "<p>Décision</p>",
        text_body: "Décision",
        entity_type: "submission",
        entity_id: id,
        next_attempt_at: now,
        created_at: now,
        sent_at: now,
      })),
    )
    .execute();
}
