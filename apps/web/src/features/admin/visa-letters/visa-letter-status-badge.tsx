import type { VisaLetterStatus } from "@congres/shared";
import { Ban, CircleCheck, CircleX, Clock } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";
import { visaLetterStatusLabel } from "./visa-letters-api.ts";

const LOOKS = {
  requested: [Clock, "amber"],
  approved: [CircleCheck, "green"],
  refused: [CircleX, "red"],
  revoked: [Ban, "gray"],
} as const satisfies Record<VisaLetterStatus, StatusLook>;

export function VisaLetterStatusBadge({ status }: { status: VisaLetterStatus }) {
  return <StatusBadge look={LOOKS[status]} label={visaLetterStatusLabel(status)} />;
}
