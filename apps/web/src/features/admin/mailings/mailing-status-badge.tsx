import { labelOf, MAILING_STATUSES, type MailingStatus } from "@congres/shared";
import { Ban, CircleCheck, Clock, PencilLine } from "lucide-react";
import { statusKind } from "../core/status-badge.tsx";

export const MAILING_STATUS_KIND = statusKind(
  (status: MailingStatus) => labelOf(MAILING_STATUSES, status),
  {
    draft: [PencilLine, "sky"],
    sending: [Clock, "amber"],
    sent: [CircleCheck, "green"],
    cancelled: [Ban, "gray"],
  },
);
