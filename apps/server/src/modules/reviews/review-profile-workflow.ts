import type { ReviewerLanguage, ReviewProfile } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { type Actor, recordAudit } from "../../services/audit/audit-repository.ts";
import { findReviewProfile, updateReviewProfile } from "../staff/reviewer-accounts.ts";

/**
 * The committee sets a reviewer's expertise, place and language: the account and its audit line
 * in one transaction. `missing` for no account, `not_reviewer` for an account of another role.
 */
export async function saveReviewProfile(
  db: Db,
  id: number,
  profile: ReviewProfile,
  actor: Actor,
  at: Date,
): Promise<"saved" | "missing" | "not_reviewer"> {
  const user = await findReviewProfile(db, id);
  if (!user) return "missing";
  if (user.role !== "reviewer") return "not_reviewer";
  const { expertise, institution, language } = profile;
  await db.transaction().execute(async (trx) => {
    await updateReviewProfile(trx, id, {
      expertise: JSON.stringify(expertise),
      institution,
      language,
    });
    await recordAudit(trx, {
      actor,
      action: "user.review_profile",
      entity: { type: "user", id, reference: user.email },
      changes: {
        expertise: [JSON.parse(user.expertise), expertise],
        institution: [user.institution, institution],
        language: [user.language, language],
      },
      at,
    });
  });
  return "saved";
}

/** A reviewer chooses their workspace's language: the account and its audit line together. */
export async function saveReviewerLanguage(
  db: Db,
  reviewer: Actor & { id: number },
  before: ReviewerLanguage,
  language: ReviewerLanguage,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateReviewProfile(trx, reviewer.id, { language });
    await recordAudit(trx, {
      actor: reviewer,
      action: "user.review_profile",
      entity: { type: "user", id: reviewer.id, reference: reviewer.email },
      changes: { language: [before, language] },
      at,
    });
  });
}
