import { labelOf, SUBMISSION_STATUSES, type SubmissionStatus } from "@congres/shared";
import { CircleCheck, CircleX, Clock, FilePen, Inbox, Presentation } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";

const LOOKS = {
  soumise: { icon: Inbox, classes: "bg-gray-100 text-gray-800 ring-gray-300" },
  en_evaluation: { icon: Clock, classes: "bg-amber-100 text-amber-900 ring-amber-300" },
  acceptee_orale: { icon: CircleCheck, classes: "bg-green-100 text-green-800 ring-green-300" },
  acceptee_poster: { icon: Presentation, classes: "bg-teal-100 text-teal-900 ring-teal-300" },
  a_reviser: { icon: FilePen, classes: "bg-sky-100 text-sky-900 ring-sky-300" },
  refusee: { icon: CircleX, classes: "bg-red-100 text-red-800 ring-red-300" },
} as const satisfies Record<SubmissionStatus, StatusLook>;

/** The committee's decision on a submission: its colour, icon and word. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return <StatusBadge look={LOOKS[status]} label={labelOf(SUBMISSION_STATUSES, status)} />;
}
