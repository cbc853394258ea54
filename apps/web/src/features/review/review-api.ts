import type {
  ReviewAssignmentDetail,
  ReviewAssignmentRow,
  ReviewDraft,
  ReviewerLanguage,
  ReviewRecommendation,
} from "@congres/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiWrite } from "../../lib/api-client.ts";
import { adminGet, useRedirectOnFailure } from "../admin/core/admin-api.ts";

/** The reviewer workspace's API (decision 0046): the caller's own abstracts, in their language. */
export const REVIEW_ENDPOINT = "/api/review/assignments";
export const WORKSPACE_PATH = "/admin/app/relecture";

export type AssignmentList = {
  data: ReviewAssignmentRow[];
  deadline: string | null;
  language: ReviewerLanguage;
};
export type AssignmentDetail = ReviewAssignmentDetail & { language: ReviewerLanguage };

export type ReviewForm = {
  scores: Record<string, number>;
  recommendation: ReviewRecommendation | null;
  commentToCommittee: string;
  commentToAuthors: string;
};

export function useAssignments() {
  const query = useQuery({
    queryKey: [REVIEW_ENDPOINT],
    queryFn: () => adminGet<AssignmentList>(REVIEW_ENDPOINT),
  });
  useRedirectOnFailure(query.isError);
  return query;
}

/**
 * The reviewer's workspace language, for the admin's frame around the workspace (menu, account
 * menu, « Accès réservé »): the list's answer, shared with the list screen. French for the others.
 */
export function useWorkspaceLanguage(reviewer: boolean): ReviewerLanguage {
  const { data } = useQuery({
    queryKey: [REVIEW_ENDPOINT],
    queryFn: () => adminGet<AssignmentList>(REVIEW_ENDPOINT),
    enabled: reviewer,
  });
  return (reviewer && data?.language) || "fr";
}

/** One abstract and the caller's review; a 404 (not theirs) is shown, not redirected. */
export const useAssignment = (id: string | undefined) =>
  useQuery({
    queryKey: [REVIEW_ENDPOINT, id],
    queryFn: () => adminGet<AssignmentDetail>(`${REVIEW_ENDPOINT}/${id}`),
  });

/** `revision`: the stored review's revision this form was loaded from (or last saved as). */
export const saveReview = (id: number, form: ReviewForm, revision: number, submit: boolean) =>
  apiWrite<{ review: ReviewDraft }>("PUT", `${REVIEW_ENDPOINT}/${id}`, {
    ...form,
    submit,
    revision,
  });

export const declareConflict = (id: number, reason: string) =>
  apiWrite<{ reassigned: boolean }>("POST", `${REVIEW_ENDPOINT}/${id}/conflict`, { reason });

export const setReviewerLanguage = (language: ReviewerLanguage) =>
  apiWrite<{ language: ReviewerLanguage }>("PUT", "/api/review/language", { language });

/** After a submit, a conflict or a language change: the list and details read again. */
export function useReviewsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [REVIEW_ENDPOINT] });
}

export const formOf = (review: ReviewDraft): ReviewForm => ({
  scores: review.scores,
  recommendation: review.recommendation,
  commentToCommittee: review.comment_to_committee,
  commentToAuthors: review.comment_to_authors,
});
