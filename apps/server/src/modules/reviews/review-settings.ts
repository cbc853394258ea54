import {
  DEFAULT_REVIEW_SETTINGS,
  edition,
  type ReviewSettings,
  type ReviewSettingsInput,
  zonedDateTimeToUtc,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import type { Actor } from "../../services/audit/audit-repository.ts";
import { readSetting, writeSettingIn } from "../settings/settings-repository.ts";

/** The review settings' row in `settings` (JSON of ReviewSettings). */
export const REVIEW_SETTINGS_KEY = "review_settings";

export const reviewSettingsMessages = {
  criteriaLocked:
    "Une relecture a déjà été envoyée : seuls les libellés des critères peuvent encore changer (mêmes clés, poids et échelles, dans le même ordre).",
  deadline: "Date limite invalide (AAAA-MM-JJTHH:MM, heure de Casablanca)",
} as const;

export async function readReviewSettings(db: Db): Promise<ReviewSettings> {
  const stored = await readSetting(db, REVIEW_SETTINGS_KEY);
  if (!stored) return structuredClone(DEFAULT_REVIEW_SETTINGS);
  return {
    ...structuredClone(DEFAULT_REVIEW_SETTINGS),
    ...(JSON.parse(stored.value) as ReviewSettings),
  };
}

/** Once a review has been submitted, its scores were given on these criteria: they stay. */
export async function criteriaLocked(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("review_assignments")
    .select("id")
    .where("submitted_at", "is not", null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const shapeOf = (criteria: ReviewSettings["criteria"]) =>
  JSON.stringify(criteria.map(({ key, weight, min, max }) => [key, weight, min, max]));

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
