import "./zod-setup.ts";
import { z } from "zod";
import { cleanText, hasForbiddenCharacters } from "./characters.ts";
import { CATEGORY_VALUES } from "./choice-values.ts";
import {
  REVIEW_COMMENT_MAX,
  REVIEW_RECOMMENDATIONS,
  REVIEWER_LANGUAGES,
  REVIEWER_MESSAGES,
  type ReviewCriterion,
  type ReviewerLanguage,
} from "./review.ts";

/** The committee's schemas (French messages) and the reviewer's (their language), decision 0046. */

const settingsMessages = {
  key: "Clé de critère : lettres minuscules, chiffres ou tirets (1 à 40)",
  keysUnique: "Deux critères ont la même clé",
  label: "Libellé requis (au plus 120 caractères)",
  weight: "Le poids doit être un entier entre 1 et 10",
  scale: "L'échelle doit aller d'un entier à un autre plus grand, entre 0 et 10",
  criteria: "Entre 1 et 12 critères",
  blind: "Indiquez si la relecture est anonyme (vrai ou faux)",
  perAbstract: "Le nombre de relecteurs par résumé doit être un entier entre 1 et 10",
  deadline: "Date limite invalide (AAAA-MM-JJTHH:MM, heure de Casablanca)",
  userId: "Identifiant de relecteur invalide",
  ids: "Veuillez sélectionner au moins une soumission (au plus 100)",
  planHash: "Plan d'attribution manquant : affichez l'aperçu d'abord",
  expertise: "Catégorie d'expertise inconnue",
  institution: "L'établissement ne doit pas dépasser 200 caractères",
  language: "Langue du relecteur : fr ou en",
} as const;
export const REVIEW_SETTINGS_MESSAGES = settingsMessages;

const integer = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });

const label = z
  .string({ error: settingsMessages.label })
  .overwrite((value) => cleanText(value, "line"))
  .refine(
    (value) => value.length >= 1 && value.length <= 120 && !hasForbiddenCharacters(value, "line"),
    {
      error: settingsMessages.label,
    },
  );

const criterionSchema = z
  .object({
    key: z.string({ error: settingsMessages.key }).regex(/^[a-z0-9-]{1,40}$/, {
      error: settingsMessages.key,
    }),
    label_fr: label,
    label_en: label,
    weight: integer(settingsMessages.weight, 1, 10),
    min: integer(settingsMessages.scale, 0, 10),
    max: integer(settingsMessages.scale, 0, 10),
  })
  .refine((criterion) => criterion.min < criterion.max, {
    error: settingsMessages.scale,
    path: ["max"],
  });

/** `PUT /api/admin/review/settings` (camelCase; the deadline in Casablanca's wall-clock time). */
export const reviewSettingsSchema = z.object({
  criteria: z
    .array(criterionSchema, { error: settingsMessages.criteria })
    .min(1, { error: settingsMessages.criteria })
    .max(12, { error: settingsMessages.criteria })
    .refine((list) => new Set(list.map((c) => c.key)).size === list.length, {
      error: settingsMessages.keysUnique,
    }),
  blind: z.boolean({ error: settingsMessages.blind }),
  reviewersPerAbstract: integer(settingsMessages.perAbstract, 1, 10),
  deadline: z
    .string({ error: settingsMessages.deadline })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: settingsMessages.deadline })
    .nullable(),
});
export type ReviewSettingsInput = z.infer<typeof reviewSettingsSchema>;

const positiveId = (message: string) => integer(message, 1, Number.MAX_SAFE_INTEGER);

/** `POST /api/admin/submissions/:id/reviewers`. */
export const assignReviewerSchema = z.object({ userId: positiveId(settingsMessages.userId) });

/** `POST /api/admin/review/assignments`: one reviewer for the list's selection. */
export const bulkAssignReviewerSchema = z.object({
  userId: positiveId(settingsMessages.userId),
  submissionIds: z
    .array(positiveId(settingsMessages.ids), { error: settingsMessages.ids })
    .min(1, { error: settingsMessages.ids })
    .max(100, { error: settingsMessages.ids }),
});

/** `POST /api/admin/review/auto-assignment`: save the plan the preview showed. */
export const saveAutoAssignmentSchema = z.object({
  planHash: z
    .string({ error: settingsMessages.planHash })
    .min(1, { error: settingsMessages.planHash }),
});

/** `PUT /api/admin/users/:id/review-profile`: what assignment reads on a reviewer's account. */
export const reviewProfileSchema = z.object({
  expertise: z
    .array(z.enum(CATEGORY_VALUES, { error: settingsMessages.expertise }), {
      error: settingsMessages.expertise,
    })
    .max(CATEGORY_VALUES.length),
  institution: z
    .string({ error: settingsMessages.institution })
    .overwrite((value) => cleanText(value, "line"))
    .refine((value) => value.length <= 200 && !hasForbiddenCharacters(value, "line"), {
      error: settingsMessages.institution,
    }),
  language: z.enum(REVIEWER_LANGUAGES, { error: settingsMessages.language }),
});
export type ReviewProfile = z.infer<typeof reviewProfileSchema>;

const comment = (language: ReviewerLanguage) =>
  z
    .string({ error: REVIEWER_MESSAGES[language].tooLong(REVIEW_COMMENT_MAX) })
    .overwrite((value) => cleanText(value, "lines"))
    .refine(
      (value) => value.length <= REVIEW_COMMENT_MAX && !hasForbiddenCharacters(value, "lines"),
      { error: REVIEWER_MESSAGES[language].tooLong(REVIEW_COMMENT_MAX) },
    )
    .default("");

/**
 * `PUT /api/review/assignments/:submissionId`, in the reviewer's language: every score an
 * integer within its criterion's range; on `submit`, every criterion scored and a recommendation;
 * `revision`, the stored review's revision the form was loaded from (a stale form is refused).
 */
export function makeReviewSchema(
  language: ReviewerLanguage,
  criteria: readonly Pick<ReviewCriterion, "key" | "min" | "max">[],
) {
  const t = REVIEWER_MESSAGES[language];
  const byKey = new Map(criteria.map((criterion) => [criterion.key, criterion]));
  return z
    .object({
      scores: z.record(z.string(), z.unknown(), { error: t.formInvalid }).default({}),
      recommendation: z
        .enum(REVIEW_RECOMMENDATIONS, { error: t.recommendation })
        .nullable()
        .default(null),
      commentToCommittee: comment(language),
      commentToAuthors: comment(language),
      submit: z.boolean({ error: t.submit }).default(false),
      revision: z
        .number({ error: t.revision })
        .int({ error: t.revision })
        .min(0, { error: t.revision }),
    })
    .superRefine((body, context) => {
      for (const [key, value] of Object.entries(body.scores)) {
        const criterion = byKey.get(key);
        if (!criterion) {
          context.addIssue({ code: "custom", path: ["scores", key], message: t.scoreUnknown });
        } else if (
          typeof value !== "number" ||
          !Number.isInteger(value) ||
          value < criterion.min ||
          value > criterion.max
        ) {
          context.addIssue({
            code: "custom",
            path: ["scores", key],
            message: t.scoreRange(criterion.min, criterion.max),
          });
        }
      }
      if (!body.submit) return;
      for (const { key } of criteria) {
        if (body.scores[key] === undefined) {
          context.addIssue({ code: "custom", path: ["scores", key], message: t.scoreMissing });
        }
      }
      if (body.recommendation === null) {
        context.addIssue({ code: "custom", path: ["recommendation"], message: t.recommendation });
      }
    })
    .transform((body) => ({ ...body, scores: body.scores as Record<string, number> }));
}

/** `POST /api/review/assignments/:submissionId/conflict`. */
export const makeConflictSchema = (language: ReviewerLanguage) =>
  z.object({ reason: comment(language) });
