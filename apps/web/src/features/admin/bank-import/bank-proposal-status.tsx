import { labelOf, PROPOSAL_STATUSES, type ProposalStatus } from "@congres/shared";
import { CircleCheck, CircleHelp, CircleSlash, Copy, TriangleAlert } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";

const LOOKS = {
  matched: [CircleCheck, "green"],
  amount_differs: [TriangleAlert, "amber"],
  ambiguous: [CircleHelp, "violet"],
  no_reference: [CircleSlash, "gray"],
  already_imported: [Copy, "sky"],
} as const satisfies Record<ProposalStatus, StatusLook>;

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <StatusBadge look={LOOKS[status]} label={labelOf(PROPOSAL_STATUSES, status)} />;
}
