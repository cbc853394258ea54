import { labelOf, SUBMISSION_STATUSES, type SubmissionStatus } from "@congres/shared";
import { CircleCheck, CircleX, Clock, FilePen, Inbox, Presentation } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";

const LOOKS = {
  soumise: [Inbox, "gray"],
  en_evaluation: [Clock, "amber"],
  acceptee_orale: [CircleCheck, "green"],
  acceptee_poster: [Presentation, "teal"],
  a_reviser: [FilePen, "sky"],
  refusee: [CircleX, "red"],
} as const satisfies Record<SubmissionStatus, StatusLook>;

/** The committee's decision on a submission: its colour, icon and word. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return <StatusBadge look={LOOKS[status]} label={labelOf(SUBMISSION_STATUSES, status)} />;
}
