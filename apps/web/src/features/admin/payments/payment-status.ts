import { Ban, CircleCheck, Clock, HandCoins } from "lucide-react";
import { statusKind } from "../core/status-badge.tsx";
import { paymentStatusLabel } from "./payment-labels.ts";

export const PAYMENT_STATUS_KIND = statusKind(paymentStatusLabel, {
  en_attente: [Clock, "amber"],
  payee: [CircleCheck, "green"],
  exoneree: [HandCoins, "sky"],
  annulee: [Ban, "gray"],
});
