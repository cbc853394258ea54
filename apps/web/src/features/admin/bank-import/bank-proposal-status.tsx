import { labelOf, PROPOSAL_STATUSES, type ProposalStatus } from "@congres/shared";
import { CircleCheck, CircleHelp, CircleSlash, Copy, TriangleAlert } from "lucide-react";
import { statusBadge } from "../core/status-badge.tsx";

export const ProposalStatusBadge = statusBadge<ProposalStatus>(
  {
    matched: [CircleCheck, "green"],
    amount_differs: [TriangleAlert, "amber"],
    ambiguous: [CircleHelp, "violet"],
    no_reference: [CircleSlash, "gray"],
    already_imported: [Copy, "sky"],
  },
  (status) => labelOf(PROPOSAL_STATUSES, status),
);
