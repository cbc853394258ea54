import { Ban, CircleCheck, CircleX, Clock, PencilLine } from "lucide-react";
import { statusKind } from "../core/status-badge.tsx";
import { mailStatusLabel } from "./mail-labels.ts";

export const MAIL_STATUS_KIND = statusKind(mailStatusLabel, {
  draft: [PencilLine, "sky"],
  queued: [Clock, "amber"],
  sent: [CircleCheck, "green"],
  failed: [CircleX, "red"],
  withdrawn: [Ban, "gray"],
});
