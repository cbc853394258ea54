import type { AuditAction } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { authorView, contactView, registrationView, submissionView } from "../admin/admin-views.ts";

/** The rows that are about one person, and what their export and erasure are audited as. */
export const PERSONAL_ENTITIES = {
  registration: {
    path: "/api/admin/registrations",
    table: "registrations",
    exportAction: "registration.export",
    eraseAction: "registration.erase",
  },
  submission: {
    path: "/api/admin/submissions",
    table: "submissions",
    exportAction: "submission.export",
    eraseAction: "submission.erase",
  },
  contact: {
    path: "/api/admin/contacts",
    table: "contact_messages",
    exportAction: "contact.export",
    eraseAction: "contact.erase",
  },
} as const satisfies Record<
  string,
  {
    path: string;
    table: "registrations" | "submissions" | "contact_messages";
    exportAction: AuditAction;
    eraseAction: AuditAction;
  }
>;

export type PersonalEntity = keyof typeof PERSONAL_ENTITIES;

/** The row as stored (without the derived search text), authors included for a submission. */
export async function storedRecord(
  db: Db,
  entity: PersonalEntity,
  id: number,
): Promise<{ reference: string; record: unknown } | undefined> {
  if (entity === "registration") {
    const row = await db
      .selectFrom("registrations")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row && { reference: row.reference, record: registrationView(row) };
  }
  if (entity === "submission") {
    const row = await db
      .selectFrom("submissions")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    const authors = await db
      .selectFrom("submission_authors")
      .selectAll()
      .where("submission_id", "=", id)
      .orderBy("position")
      .execute();
    // The reviews of the abstract, without their reviewers (whose identity is not the author's).
    const reviews = await db
      .selectFrom("review_assignments")
      .select([
        "status",
        "scores",
        "recommendation",
        "comment_to_committee",
        "comment_to_authors",
        "assigned_at",
        "submitted_at",
      ])
      .where("submission_id", "=", id)
      .orderBy("id")
      .execute();
    return {
      reference: row.reference,
      record: {
        ...submissionView(row),
        authors: authors.map(authorView),
        reviews: reviews.map((review) => ({ ...review, scores: JSON.parse(review.scores) })),
      },
    };
  }
  const row = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { reference: "", record: contactView(row) };
}
