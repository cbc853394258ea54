import {
  type AutoAssignmentPlan,
  CATEGORIES,
  type CommitteeReview,
  type ReviewerLanguage,
  type ReviewSettingsAnswer,
  SUBMISSION_STATUSES,
  SUBMISSION_TYPES,
} from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { adminGet, adminWrite } from "../core/admin-api.ts";
import { useAdminRead } from "../core/admin-queries.ts";
import type { ListFilter, ListSort } from "../core/list-url-state.ts";

/** The committee's side of peer review (decision 0046): ranking, settings, reviewers, assignment. */
export const RANKING_ENDPOINT = "/api/admin/review/ranking";
export const REVIEW_SETTINGS_ENDPOINT = "/api/admin/review/settings";
export const REVIEWERS_ENDPOINT = "/api/admin/review/reviewers";
export const AUTO_ASSIGNMENT_ENDPOINT = "/api/admin/review/auto-assignment";

export const RANKING_FILTERS: readonly ListFilter[] = [
  {
    param: "disagreement",
    label: "Désaccord",
    allLabel: "Tous",
    options: [{ value: "1", label: "Désaccord seulement" }],
  },
  { param: "status", label: "Décision", allLabel: "Toutes", options: SUBMISSION_STATUSES },
  { param: "submission_type", label: "Type", allLabel: "Tous", options: SUBMISSION_TYPES },
  { param: "category", label: "Catégorie", allLabel: "Toutes", options: CATEGORIES },
];

/** The ranking's default order, as the API applies it (`sort=score`, highest first). */
export const RANKING_DEFAULT_SORT_LABEL = "Note (décroissante)";

/** The ranking's other orders. */
export const RANKING_SORTS: readonly ListSort[] = [
  { value: "score:asc", label: "Note (croissante)" },
  { value: "spread:desc", label: "Écart (décroissant)" },
  { value: "reviews_done:asc", label: "Relectures faites (croissant)" },
  { value: "title:asc", label: "Titre" },
  { value: "reference:asc", label: "Référence" },
  { value: "category:asc", label: "Catégorie" },
];

export type ReviewerAccountRow = {
  id: number;
  name: string;
  email: string;
  institution: string;
  expertise: string[];
  language: ReviewerLanguage;
  assigned: number;
  done: number;
};

export const useReviewSettings = () => useAdminRead<ReviewSettingsAnswer>(REVIEW_SETTINGS_ENDPOINT);
export const useReviewers = () => useAdminRead<{ data: ReviewerAccountRow[] }>(REVIEWERS_ENDPOINT);
export const useSubmissionReviews = (id: number) =>
  useAdminRead<{ data: CommitteeReview[] }>(`/api/admin/submissions/${id}/reviews`);

export const saveReviewSettings = (body: unknown) =>
  adminWrite<ReviewSettingsAnswer>("PUT", REVIEW_SETTINGS_ENDPOINT, body);
export const saveReviewProfile = (id: number, body: unknown) =>
  adminWrite<unknown>("PUT", `/api/admin/users/${id}/review-profile`, body);
export const previewAutoAssignment = () => adminGet<AutoAssignmentPlan>(AUTO_ASSIGNMENT_ENDPOINT);
export const saveAutoAssignment = (planHash: string) =>
  adminWrite<{ assignments: number; mails: number }>("POST", AUTO_ASSIGNMENT_ENDPOINT, {
    planHash,
  });
export const addReviewer = (submissionId: number, userId: number) =>
  adminWrite<{ assigned: number }>("POST", `/api/admin/submissions/${submissionId}/reviewers`, {
    userId,
  });
export const removeReviewer = (submissionId: number, userId: number) =>
  adminWrite<undefined>("DELETE", `/api/admin/submissions/${submissionId}/reviewers/${userId}`);
export const reopenReview = (submissionId: number, userId: number) =>
  adminWrite<unknown>("POST", `/api/admin/submissions/${submissionId}/reviews/${userId}/reopen`);

/** After an assignment, a reopen or a settings change: what the screens show is read again. */
export function useReviewAdminChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        RANKING_ENDPOINT,
        REVIEW_SETTINGS_ENDPOINT,
        REVIEWERS_ENDPOINT,
        "/api/admin/submissions",
      ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
    );
}
