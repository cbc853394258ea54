import type { MailStatus } from "@congres/shared";
import { Ban, CircleCheck, CircleX, Clock, PencilLine } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";
import { mailStatusLabel } from "./mail-labels.ts";

const LOOKS = {
  draft: [PencilLine, "sky"],
  queued: [Clock, "amber"],
  sent: [CircleCheck, "green"],
  failed: [CircleX, "red"],
  withdrawn: [Ban, "gray"],
} as const satisfies Record<MailStatus, StatusLook>;

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <StatusBadge look={LOOKS[status]} label={mailStatusLabel(status)} />;
}
