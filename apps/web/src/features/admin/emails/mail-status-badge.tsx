import type { MailStatus } from "@congres/shared";
import { Ban, CircleCheck, CircleX, Clock, PencilLine } from "lucide-react";
import { statusBadge } from "../core/status-badge.tsx";
import { mailStatusLabel } from "./mail-labels.ts";

export const MailStatusBadge = statusBadge<MailStatus>(
  {
    draft: [PencilLine, "sky"],
    queued: [Clock, "amber"],
    sent: [CircleCheck, "green"],
    failed: [CircleX, "red"],
    withdrawn: [Ban, "gray"],
  },
  mailStatusLabel,
);
