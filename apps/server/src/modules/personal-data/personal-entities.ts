import type { AuditAction } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { contactMessageRecord, deleteContactMessage } from "../contacts/contact-personal-data.ts";
import { contactView } from "../contacts/contact-views.ts";
import {
  deleteRegistration,
  registrationRecord,
} from "../registrations/registration-personal-data.ts";
import { registrationView } from "../registrations/registration-views.ts";
import { reviewsOfSubmission } from "../reviews/review-personal-data.ts";
import { deleteSubmission, submissionRecord } from "../submissions/submission-personal-data.ts";
import { authorView, submissionView } from "../submissions/submission-views.ts";

/** The rows that are about one person, and what their export and erasure are audited as. */
export const PERSONAL_ENTITIES = {
  registration: {
    path: "/api/admin/registrations",
    exportAction: "registration.export",
    eraseAction: "registration.erase",
  },
  submission: {
    path: "/api/admin/submissions",
    exportAction: "submission.export",
    eraseAction: "submission.erase",
  },
  contact: {
    path: "/api/admin/contacts",
    exportAction: "contact.export",
    eraseAction: "contact.erase",
  },
} as const satisfies Record<
  string,
  {
    path: string;
    exportAction: AuditAction;
    eraseAction: AuditAction;
  }
>;

export type PersonalEntity = keyof typeof PERSONAL_ENTITIES;

/**
 * The row as stored (without the derived search text), authors included for a submission; of its
 * reviews, what only the committee reads (decision 0057) and its committee note only for
 * `readsReview` (a role that may open peer review).
 */
export async function storedRecord(
  db: Db,
  entity: PersonalEntity,
  id: number,
  { readsReview }: { readsReview: boolean },
): Promise<{ reference: string; email: string; record: unknown } | undefined> {
  if (entity === "registration") {
    const row = await registrationRecord(db, id);
    return row && { reference: row.reference, email: row.email, record: registrationView(row) };
  }
  if (entity === "submission") {
    const stored = await submissionRecord(db, id);
    if (!stored) return undefined;
    const reviews = await reviewsOfSubmission(db, id, readsReview);
    const { committee_note, ...submission } = submissionView(stored.submission);
    return {
      reference: stored.submission.reference,
      email: stored.submission.email,
      record: {
        ...submission,
        ...(readsReview ? { committee_note } : {}),
        authors: stored.authors.map(authorView),
        reviews: reviews.map((review) =>
          "scores" in review && typeof review.scores === "string"
            ? { ...review, scores: JSON.parse(review.scores) }
            : review,
        ),
      },
    };
  }
  const row = await contactMessageRecord(db, id);
  return row && { reference: "", email: row.email, record: contactView(row) };
}

/** Erases the row; a submission's authors go with it (foreign key on delete cascade). */
export async function deleteRecord(db: Db, entity: PersonalEntity, id: number): Promise<void> {
  if (entity === "registration") await deleteRegistration(db, id);
  else if (entity === "submission") await deleteSubmission(db, id);
  else await deleteContactMessage(db, id);
}
