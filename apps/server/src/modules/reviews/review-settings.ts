import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { readSetting } from "../settings/settings-repository.ts";

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

export const shapeOf = (criteria: ReviewSettings["criteria"]) =>
  JSON.stringify(criteria.map(({ key, weight, min, max }) => [key, weight, min, max]));
