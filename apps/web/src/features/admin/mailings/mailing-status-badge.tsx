import { labelOf, MAILING_STATUSES, type MailingStatus } from "@congres/shared";
import { Ban, CircleCheck, Clock, PencilLine } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";

const LOOKS = {
  draft: [PencilLine, "sky"],
  sending: [Clock, "amber"],
  sent: [CircleCheck, "green"],
  cancelled: [Ban, "gray"],
} as const satisfies Record<MailingStatus, StatusLook>;

export function MailingStatusBadge({ status }: { status: MailingStatus }) {
  return <StatusBadge look={LOOKS[status]} label={labelOf(MAILING_STATUSES, status)} />;
}
