import type { ReviewCriterion } from "@congres/shared";

/**
 * A review's scores as the committee reads them: each criterion's label with its score out of
 * the criterion's maximum (« Originalité 4/5 »), in the settings' order. A key the settings no
 * longer hold is shown as stored, so no score is hidden.
 */
export function scoreLabels(
  scores: Record<string, number>,
  criteria: readonly Pick<ReviewCriterion, "key" | "label_fr" | "max">[],
): string[] {
  const known = criteria
    .filter((criterion) => scores[criterion.key] !== undefined)
    .map((criterion) => `${criterion.label_fr} ${scores[criterion.key]}/${criterion.max}`);
  const keys = new Set(criteria.map((criterion) => criterion.key));
  const unknown = Object.entries(scores)
    .filter(([key]) => !keys.has(key))
    .map(([key, value]) => `${key} ${value}`);
  return [...known, ...unknown];
}
