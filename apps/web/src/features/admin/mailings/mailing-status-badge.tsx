import { labelOf, MAILING_STATUSES, type MailingStatus } from "@congres/shared";
import { Ban, CircleCheck, Clock, PencilLine } from "lucide-react";
import { statusBadge } from "../core/status-badge.tsx";

export const MailingStatusBadge = statusBadge<MailingStatus>(
  {
    draft: [PencilLine, "sky"],
    sending: [Clock, "amber"],
    sent: [CircleCheck, "green"],
    cancelled: [Ban, "gray"],
  },
  (status) => labelOf(MAILING_STATUSES, status),
);
