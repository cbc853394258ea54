import { labelOf, PROPOSAL_STATUSES, type ProposalStatus } from "@congres/shared";
import { CircleCheck, CircleHelp, CircleSlash, Copy, TriangleAlert } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";

const LOOKS = {
  matched: { icon: CircleCheck, classes: "bg-green-100 text-green-800 ring-green-300" },
  amount_differs: { icon: TriangleAlert, classes: "bg-amber-100 text-amber-900 ring-amber-300" },
  ambiguous: { icon: CircleHelp, classes: "bg-violet-100 text-violet-900 ring-violet-300" },
  no_reference: { icon: CircleSlash, classes: "bg-gray-100 text-gray-800 ring-gray-300" },
  already_imported: { icon: Copy, classes: "bg-sky-100 text-sky-900 ring-sky-300" },
} as const satisfies Record<ProposalStatus, StatusLook>;

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <StatusBadge look={LOOKS[status]} label={labelOf(PROPOSAL_STATUSES, status)} />;
}
