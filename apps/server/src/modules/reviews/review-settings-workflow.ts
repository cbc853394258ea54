import {
  edition,
  type ReviewSettings,
  type ReviewSettingsInput,
  zonedDateTimeToUtc,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { Actor } from "../../services/audit/audit-repository.ts";
import { writeSettingIn } from "../settings/settings-repository.ts";
import {
  criteriaLocked,
  REVIEW_SETTINGS_KEY,
  readReviewSettings,
  shapeOf,
} from "./review-settings.ts";

export type SettingsOutcome =
  | { kind: "saved"; settings: ReviewSettings }
  | { kind: "locked" }
  | { kind: "invalid_deadline" };

/**
 * Stores the committee's settings with their audit line, in one transaction. The deadline is
 * Casablanca's wall-clock time. Criteria whose keys, weights or scales change are refused once
 * a review has been submitted.
 */
export async function writeReviewSettings(
  db: Db,
  input: ReviewSettingsInput,
  actor: Actor,
  at: Date,
): Promise<SettingsOutcome> {
  const deadline =
    input.deadline === null ? null : zonedDateTimeToUtc(input.deadline, edition.timeZone);
  if (deadline === undefined) return { kind: "invalid_deadline" };
  const settings: ReviewSettings = {
    criteria: input.criteria,
    blind: input.blind,
    reviewers_per_abstract: input.reviewersPerAbstract,
    deadline: deadline === null ? null : deadline.toISOString(),
  };
  return db.transaction().execute(async (trx) => {
    const current = await readReviewSettings(trx);
    if (shapeOf(current.criteria) !== shapeOf(settings.criteria) && (await criteriaLocked(trx))) {
      return { kind: "locked" } as const;
    }
    await writeSettingIn(trx, {
      key: REVIEW_SETTINGS_KEY,
      field: "review_settings",
      value: JSON.stringify(settings),
      actor,
      at,
    });
    return { kind: "saved", settings } as const;
  });
}
