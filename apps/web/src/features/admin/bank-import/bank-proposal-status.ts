import { PROPOSAL_STATUSES, type ProposalStatus } from "@congres/shared";
import { CircleCheck, CircleHelp, CircleSlash, Copy, TriangleAlert } from "lucide-react";
import { listedStatusKind } from "../core/status-badge.tsx";

export const PROPOSAL_STATUS_KIND = listedStatusKind<ProposalStatus>(PROPOSAL_STATUSES, {
  matched: [CircleCheck, "green"],
  amount_differs: [TriangleAlert, "amber"],
  ambiguous: [CircleHelp, "violet"],
  no_reference: [CircleSlash, "gray"],
  already_imported: [Copy, "sky"],
});
