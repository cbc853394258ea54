import { labelOf, MAILING_STATUSES, type MailingStatus } from "@congres/shared";
import { Ban, CircleCheck, Clock, PencilLine } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";

const LOOKS = {
  draft: { icon: PencilLine, classes: "bg-sky-100 text-sky-900 ring-sky-300" },
  sending: { icon: Clock, classes: "bg-amber-100 text-amber-900 ring-amber-300" },
  sent: { icon: CircleCheck, classes: "bg-green-100 text-green-800 ring-green-300" },
  cancelled: { icon: Ban, classes: "bg-gray-100 text-gray-800 ring-gray-300" },
} as const satisfies Record<MailingStatus, StatusLook>;

export function MailingStatusBadge({ status }: { status: MailingStatus }) {
  return <StatusBadge look={LOOKS[status]} label={labelOf(MAILING_STATUSES, status)} />;
}
