import type { BankTransferAnswer, SpaceAnswer } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { spaceRegistrations } from "../registrations/registration-space.ts";
import { reviewCommentsForAuthors } from "../reviews/review-comments-for-authors.ts";
import { spaceSubmissions } from "../submissions/submission-space.ts";

/**
 * What `GET /api/space` shows the delegate `email`: every registration and every submission whose
 * e-mail is hers (case-insensitively), and nothing else (issue #38 item 2).
 */
export async function spaceOverview(
  db: Db,
  email: string,
  bankTransfer: BankTransferAnswer,
): Promise<SpaceAnswer> {
  // Two owners, two reads: on PostgreSQL they run side by side on the pool.
  const [registrations, submissions] = await Promise.all([
    spaceRegistrations(db, email, bankTransfer),
    spaceSubmissions(db, email),
  ]);
  // The reviews' comments to the authors, once the decision was told (issue #39 item 5).
  const comments = await reviewCommentsForAuthors(
    db,
    submissions.filter((submission) => submission.decision).map((submission) => submission.id),
  );
  return {
    email,
    registrations,
    submissions: submissions.map((submission) =>
      submission.decision
        ? { ...submission, review_comments: comments.get(submission.id) ?? [] }
        : submission,
    ),
  };
}
