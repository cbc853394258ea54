import type { MailStatus } from "@congres/shared";
import { Ban, CircleCheck, CircleX, Clock, PencilLine } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";
import { mailStatusLabel } from "./mail-labels.ts";

const LOOKS = {
  draft: { icon: PencilLine, classes: "bg-sky-100 text-sky-900 ring-sky-300" },
  queued: { icon: Clock, classes: "bg-amber-100 text-amber-900 ring-amber-300" },
  sent: { icon: CircleCheck, classes: "bg-green-100 text-green-800 ring-green-300" },
  failed: { icon: CircleX, classes: "bg-red-100 text-red-800 ring-red-300" },
  withdrawn: { icon: Ban, classes: "bg-gray-100 text-gray-800 ring-gray-300" },
} as const satisfies Record<MailStatus, StatusLook>;

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <StatusBadge look={LOOKS[status]} label={mailStatusLabel(status)} />;
}
