import { SUBMISSION_STATUSES, type SubmissionStatus } from "@congres/shared";
import { CircleCheck, CircleX, Clock, FilePen, Inbox, Presentation } from "lucide-react";
import { listedStatusKind } from "../core/status-badge.tsx";

/** The committee's decision on a submission: its colour, icon and word. */
export const SUBMISSION_STATUS_KIND = listedStatusKind<SubmissionStatus>(SUBMISSION_STATUSES, {
  soumise: [Inbox, "gray"],
  en_evaluation: [Clock, "amber"],
  acceptee_orale: [CircleCheck, "green"],
  acceptee_poster: [Presentation, "teal"],
  a_reviser: [FilePen, "sky"],
  refusee: [CircleX, "red"],
});
