import type {
  BulkDecisionResult,
  DecisionMailDraft,
  DecisionMailSendResult,
  SubmissionDecision,
  SubmissionDetail,
} from "@congres/shared";
import { useQueryClient } from "@tanstack/react-query";
import { AUDIT_ENDPOINT, adminWrite } from "../core/admin-api.ts";
import { useAdminRead } from "../core/admin-queries.ts";
import { RANKING_ENDPOINT } from "../review/review-admin-api.ts";

export const SUBMISSIONS_ENDPOINT = "/api/admin/submissions";
export const DECISION_MAILS_ENDPOINT = "/api/admin/decision-mails";
const EMAILS_ENDPOINT = "/api/admin/emails";
/** The accepted abstracts as a PDF, downloaded with the session cookie (decision 0022). */
export const BOOK_OF_ABSTRACTS_URL = "/api/admin/book-of-abstracts.pdf";

/** The submissions list's decision filter, kept in the address bar like `q`. */
export const saveDecision = (id: number, decision: SubmissionDecision) =>
  adminWrite<SubmissionDetail>("PUT", `${SUBMISSIONS_ENDPOINT}/${id}/decision`, decision);

export const sendBulkDecision = (
  ids: number[],
  status: SubmissionDecision["status"],
  includeReviewComments = false,
) =>
  adminWrite<BulkDecisionResult>("POST", `${SUBMISSIONS_ENDPOINT}/decisions`, {
    ids,
    status,
    ...(includeReviewComments ? { includeReviewComments } : {}),
  });

export const editDecisionMail = (id: number, edit: { subject: string; body: string }) =>
  adminWrite<DecisionMailDraft>("PUT", `${DECISION_MAILS_ENDPOINT}/${id}`, edit);

/** Sends the drafts `ids`, or every draft when absent. */
export const sendDecisionMails = (ids?: number[]) =>
  adminWrite<DecisionMailSendResult>("POST", `${DECISION_MAILS_ENDPOINT}/send`, ids ? { ids } : {});

export function useDecisionDrafts() {
  return useAdminRead<{ data: DecisionMailDraft[] }>(DECISION_MAILS_ENDPOINT);
}

/** After a decision or a send: lists, details, drafts, mails and history are read again. */
export function useDecisionsChanged() {
  const queryClient = useQueryClient();
  return () => {
    // The ranking shows each abstract's decision: recorded from it, its column follows.
    for (const endpoint of [
      SUBMISSIONS_ENDPOINT,
      RANKING_ENDPOINT,
      DECISION_MAILS_ENDPOINT,
      EMAILS_ENDPOINT,
      AUDIT_ENDPOINT,
    ]) {
      void queryClient.invalidateQueries({ queryKey: [endpoint] });
    }
  };
}

/** The people a set of drafts reaches: each recipient and each copy. */
export const recipientsOf = (drafts: readonly DecisionMailDraft[]) =>
  drafts.reduce((sum, draft) => sum + 1 + draft.cc.length, 0);

export const peopleLabel = (count: number) => (count === 1 ? "1 personne" : `${count} personnes`);
export const mailsLabel = (count: number) => (count === 1 ? "1 e-mail" : `${count} e-mails`);
