import { MAILING_STATUSES, type MailingStatus } from "@congres/shared";
import { Ban, CircleCheck, Clock, PencilLine } from "lucide-react";
import { listedStatusKind } from "../core/status-badge.tsx";

export const MAILING_STATUS_KIND = listedStatusKind<MailingStatus>(MAILING_STATUSES, {
  draft: [PencilLine, "sky"],
  sending: [Clock, "amber"],
  sent: [CircleCheck, "green"],
  cancelled: [Ban, "gray"],
});
