import { labelOf, PROPOSAL_STATUSES, type ProposalStatus } from "@congres/shared";
import { CircleCheck, CircleHelp, CircleSlash, Copy, TriangleAlert } from "lucide-react";
import { statusKind } from "../core/status-badge.tsx";

export const PROPOSAL_STATUS_KIND = statusKind(
  (status: ProposalStatus) => labelOf(PROPOSAL_STATUSES, status),
  {
    matched: [CircleCheck, "green"],
    amount_differs: [TriangleAlert, "amber"],
    ambiguous: [CircleHelp, "violet"],
    no_reference: [CircleSlash, "gray"],
    already_imported: [Copy, "sky"],
  },
);
