import type { SubmissionStatus } from "./submission-decision.ts";

/**
 * Peer review by the scientific committee (issue #23, decision 0046): the criteria, the
 * reviewers' recommendations and review states, the settings' defaults, the API's answers and the
 * reviewer workspace's words in French and English. Zod-free: the schemas are in review-schemas.ts.
 */

/** A scoring criterion; `key` is what scores are stored under, the labels are what people read. */
export type ReviewCriterion = {
  key: string;
  label_fr: string;
  label_en: string;
  weight: number;
  min: number;
  max: number;
};

export const DEFAULT_REVIEW_CRITERIA: readonly ReviewCriterion[] = [
  {
    key: "originalite",
    label_fr: "Originalité",
    label_en: "Originality",
    weight: 1,
    min: 1,
    max: 5,
  },
  {
    key: "methodologie",
    label_fr: "Méthodologie",
    label_en: "Methodology",
    weight: 1,
    min: 1,
    max: 5,
  },
  {
    key: "pertinence",
    label_fr: "Pertinence pour la santé sexuelle en Afrique",
    label_en: "Relevance",
    weight: 1,
    min: 1,
    max: 5,
  },
  { key: "clarte", label_fr: "Clarté", label_en: "Clarity", weight: 1, min: 1, max: 5 },
];

/** The review settings as stored (one `settings` row, JSON) and as `GET …/review/settings` gives them. */
export type ReviewSettings = {
  criteria: ReviewCriterion[];
  /** Reviewers never receive the authors' identity (filtered on the server). */
  blind: boolean;
  reviewers_per_abstract: number;
  /** ISO instant (UTC), or null: no deadline, no reminder. */
  deadline: string | null;
};

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  criteria: DEFAULT_REVIEW_CRITERIA.map((criterion) => ({ ...criterion })),
  blind: true,
  reviewers_per_abstract: 3,
  deadline: null,
};

/** `GET /api/admin/review/settings`: the settings, and whether the criteria are frozen. */
export type ReviewSettingsAnswer = ReviewSettings & {
  /** A review has been submitted: criteria keep their keys, weights and scales; labels may change. */
  criteria_locked: boolean;
};

export const REVIEW_RECOMMENDATIONS = [
  "acceptee_orale",
  "acceptee_poster",
  "a_reviser",
  "refusee",
] as const;
export type ReviewRecommendation = (typeof REVIEW_RECOMMENDATIONS)[number];

export const REVIEW_STATES = ["a_faire", "brouillon", "envoyee"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The reviewer workspace's languages (their account says which). */
export const REVIEWER_LANGUAGES = ["fr", "en"] as const;
export type ReviewerLanguage = (typeof REVIEWER_LANGUAGES)[number];

export const isReviewerLanguage = (value: unknown): value is ReviewerLanguage =>
  value === "fr" || value === "en";

/** A review's weighted mean, in hundredths (`3.25` → 325), from its scores and the criteria. */
export function weightedScore(
  criteria: readonly Pick<ReviewCriterion, "key" | "weight">[],
  scores: Record<string, number>,
): number {
  let sum = 0;
  let weights = 0;
  for (const { key, weight } of criteria) {
    const score = scores[key];
    if (score === undefined) continue;
    sum += score * weight;
    weights += weight;
  }
  return weights === 0 ? 0 : Math.round((sum * 100) / weights);
}

/** Reviewers disagree: totals 2 points apart or more, or one accepts while another refuses. */
export const DISAGREEMENT_SPREAD_HUNDREDTHS = 200;

/** `GET /api/review/assignments`: one line per abstract assigned to the caller. */
export type ReviewAssignmentRow = {
  submission_id: number;
  title: string;
  category: string;
  submission_type: string;
  status: ReviewState;
  /** The author edited it after the reviewer's last save: « modifié depuis votre relecture ». */
  changed_since_review: boolean;
};

/** The abstract as a reviewer receives it: never an author's identity while the review is blind. */
export type ReviewAbstract = {
  title: string;
  abstract: string;
  keywords: string;
  category: string;
  submission_type: string;
  /** Only when the review is not blind. */
  authors?: { name: string; affiliation: string }[];
};

export type ReviewDraft = {
  status: ReviewState;
  scores: Record<string, number>;
  recommendation: ReviewRecommendation | null;
  comment_to_committee: string;
  comment_to_authors: string;
  submitted_at: string | null;
  updated_at: string | null;
  /** One more at every save: a save names the revision its form was loaded from. */
  revision: number;
};

/** `GET /api/review/assignments/:submissionId`. */
export type ReviewAssignmentDetail = {
  submission_id: number;
  abstract: ReviewAbstract;
  criteria: { key: string; label: string; min: number; max: number; weight: number }[];
  review: ReviewDraft;
  deadline: string | null;
  /** The caller's other assignments, in list order: for previous / next. */
  previous_id: number | null;
  /** The author edited it after the reviewer's last save (issue #39). */
  changed_since_review: boolean;
  next_id: number | null;
};

/** A review as the committee reads it on the submission's detail (names included). */
export type CommitteeReview = ReviewDraft & {
  reviewer_id: number;
  reviewer_name: string;
  reviewer_email: string;
  score: number | null;
  assigned_at: string;
};

/** `GET /api/admin/review/ranking`: one row per abstract. */
export type RankingRow = {
  /** The submission's id again, as every admin list names its rows. */
  id: number;
  submission_id: number;
  reference: string;
  title: string;
  category: string;
  submission_type: string;
  reviews_done: number;
  reviews_expected: number;
  /** Weighted mean of the submitted reviews (1–5), null before the first. */
  mean_score: number | null;
  /** Highest − lowest review total, null before the first. */
  spread: number | null;
  recommendations: Record<ReviewRecommendation, number>;
  disagreement: boolean;
  /** The current decision. */
  status: SubmissionStatus;
};

/** One abstract's share of an automatic assignment plan. */
export type PlannedAssignment = { submission_id: number; reviewer_id: number };

/** `GET /api/admin/review/auto-assignment`: the plan, before it is saved. */
export type AutoAssignmentPlan = {
  /** Names the plan: saving it again with this hash refuses a plan that changed meanwhile. */
  plan_hash: string;
  assignments: PlannedAssignment[];
  /** Load per reviewer after the plan (existing assignments included). */
  loads: { reviewer_id: number; name: string; before: number; after: number }[];
  /** Abstracts that still lack reviewers (too few reviewers without conflict or with the expertise). */
  short: { submission_id: number; missing: number }[];
};

/** The reviewer workspace's words (French and English). */
export const REVIEWER_TEXTS = {
  fr: {
    workspace: "Espace relecteur",
    loading: "Chargement…",
    listTitle: "Mes résumés à relire",
    progress: (done: number, total: number) => `${done} / ${total} relus`,
    noAssignment: "Aucun résumé ne vous est attribué pour le moment.",
    states: { a_faire: "À faire", brouillon: "Brouillon", envoyee: "Envoyée" },
    changedSinceReview: "modifié depuis votre relecture",
    deadline: "Date limite",
    open: "Relire",
    abstract: "Résumé",
    keywords: "Mots-clés",
    category: "Catégorie",
    type: "Type",
    words: (count: number) => `${count} mots`,
    scores: "Notes",
    scoreHint: "Flèches ou chiffres pour noter",
    scale: (min: number, max: number) => `${min} = très insuffisant, ${max} = excellent`,
    recommendation: "Recommandation",
    recommendations: {
      acceptee_orale: "Accepter (communication orale)",
      acceptee_poster: "Accepter (poster)",
      a_reviser: "À réviser",
      refusee: "Refuser",
    },
    commentToCommittee: "Commentaire pour le comité (confidentiel)",
    commentToAuthors: "Commentaire pour les auteurs",
    save: "Enregistrer le brouillon",
    submit: "Envoyer la relecture",
    saved: "Brouillon enregistré",
    saving: "Enregistrement…",
    reloadDraft: "Afficher la version enregistrée",
    unreachable:
      "Brouillon non enregistré : le serveur ne répond pas. Vos notes restent à l'écran ; réessayez.",
    submitted: "Relecture envoyée. Elle ne peut plus être modifiée.",
    previous: "Précédent",
    next: "Suivant",
    back: "Retour à la liste",
    declareConflict: "Déclarer un conflit d'intérêts",
    conflictReason: "Raison (facultatif)",
    conflictDeclared: "Conflit déclaré : ce résumé est confié à un autre relecteur.",
    language: "Langue",
  },
  en: {
    workspace: "Reviewer workspace",
    loading: "Loading…",
    listTitle: "My abstracts to review",
    progress: (done: number, total: number) => `${done} / ${total} reviewed`,
    noAssignment: "No abstract is assigned to you yet.",
    states: { a_faire: "To do", brouillon: "Draft", envoyee: "Submitted" },
    changedSinceReview: "changed since your review",
    deadline: "Deadline",
    open: "Review",
    abstract: "Abstract",
    keywords: "Keywords",
    category: "Category",
    type: "Type",
    words: (count: number) => `${count} words`,
    scores: "Scores",
    scoreHint: "Arrow keys or digits to score",
    scale: (min: number, max: number) => `${min} = very poor, ${max} = excellent`,
    recommendation: "Recommendation",
    recommendations: {
      acceptee_orale: "Accept (oral presentation)",
      acceptee_poster: "Accept (poster)",
      a_reviser: "Revise",
      refusee: "Reject",
    },
    commentToCommittee: "Comment to the committee (confidential)",
    commentToAuthors: "Comment to the authors",
    save: "Save draft",
    submit: "Submit review",
    saved: "Draft saved",
    saving: "Saving…",
    reloadDraft: "Show the saved version",
    unreachable:
      "Draft not saved: the server cannot be reached. Your entries stay on screen; try again.",
    submitted: "Review submitted. It can no longer be changed.",
    previous: "Previous",
    next: "Next",
    back: "Back to the list",
    declareConflict: "Declare a conflict of interest",
    conflictReason: "Reason (optional)",
    conflictDeclared: "Conflict declared: this abstract goes to another reviewer.",
    language: "Language",
  },
} as const;

/** The reviewer API's refusals, in the reviewer's language. */
export const REVIEWER_MESSAGES = {
  fr: {
    notFound: "Ce résumé ne vous est pas attribué.",
    locked: "Cette relecture a déjà été envoyée : elle ne peut plus être modifiée.",
    formInvalid: "Le formulaire contient des erreurs. Veuillez les corriger.",
    scoreRange: (min: number, max: number) => `La note doit être un entier entre ${min} et ${max}`,
    scoreUnknown: "Critère inconnu",
    scoreMissing: "Veuillez noter ce critère avant d'envoyer",
    recommendation: "Veuillez choisir une recommandation",
    tooLong: (max: number) => `Au plus ${max} caractères`,
    submit: "Indiquez si la relecture est envoyée (vrai ou faux)",
    revision: "Version du brouillon manquante : rouvrez le résumé.",
    stale:
      "Cette relecture a été modifiée ailleurs (un autre onglet ou appareil) depuis que vous l'avez ouverte : vos dernières modifications n'ont pas été enregistrées.",
    conflictSubmitted: "Une relecture envoyée ne peut pas être retirée pour conflit.",
  },
  en: {
    notFound: "This abstract is not assigned to you.",
    locked: "This review has already been submitted: it can no longer be changed.",
    formInvalid: "The form contains errors. Please correct them.",
    scoreRange: (min: number, max: number) =>
      `The score must be a whole number from ${min} to ${max}`,
    scoreUnknown: "Unknown criterion",
    scoreMissing: "Please score this criterion before submitting",
    recommendation: "Please choose a recommendation",
    tooLong: (max: number) => `At most ${max} characters`,
    submit: "Say whether the review is submitted (true or false)",
    revision: "The draft's version is missing: open the abstract again.",
    stale:
      "This review was changed elsewhere (another tab or device) since you opened it: your latest changes were not saved.",
    conflictSubmitted: "A submitted review cannot be withdrawn for a conflict.",
  },
} as const;

export const REVIEW_COMMENT_MAX = 5000;

/** How the admin (French) names the review states and recommendations. */
export const REVIEW_STATE_LABELS_FR = REVIEWER_TEXTS.fr.states;
export const REVIEW_RECOMMENDATION_LABELS_FR: Record<ReviewRecommendation, string> = {
  acceptee_orale: "Acceptée (orale)",
  acceptee_poster: "Acceptée (poster)",
  a_reviser: "À réviser",
  refusee: "Refusée",
};
