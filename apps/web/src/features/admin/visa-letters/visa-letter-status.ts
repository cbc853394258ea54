import { Ban, CircleCheck, CircleX, Clock } from "lucide-react";
import { statusKind } from "../core/status-badge.tsx";
import { visaLetterStatusLabel } from "./visa-letters-api.ts";

export const VISA_LETTER_STATUS_KIND = statusKind(visaLetterStatusLabel, {
  requested: [Clock, "amber"],
  approved: [CircleCheck, "green"],
  refused: [CircleX, "red"],
  revoked: [Ban, "gray"],
});
