import type { AuditAction } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { contactView } from "../contacts/contact-views.ts";
import { registrationView } from "../registrations/registration-views.ts";
import { authorView, submissionView } from "../submissions/submission-views.ts";

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

/**
 * What only the committee reads of a submission (decision 0057): its note on the decision and,
 * of each review, the scores by criterion, the recommendation and the comment to the committee.
 */
const COMMITTEE_ONLY_REVIEW_FIELDS = ["scores", "recommendation", "comment_to_committee"] as const;

/**
 * The row as stored (without the derived search text), authors included for a submission; its
 * reviews and committee note only for `readsReview` (a role that may open peer review).
 */
export async function storedRecord(
  db: Db,
  entity: PersonalEntity,
  id: number,
  { readsReview }: { readsReview: boolean },
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
        "comment_to_authors",
        "assigned_at",
        "submitted_at",
        ...(readsReview ? COMMITTEE_ONLY_REVIEW_FIELDS : []),
      ])
      .where("submission_id", "=", id)
      .orderBy("id")
      .execute();
    const { committee_note, ...submission } = submissionView(row);
    return {
      reference: row.reference,
      record: {
        ...submission,
        ...(readsReview ? { committee_note } : {}),
        authors: authors.map(authorView),
        reviews: reviews.map((review) =>
          "scores" in review && typeof review.scores === "string"
            ? { ...review, scores: JSON.parse(review.scores) }
            : review,
        ),
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
