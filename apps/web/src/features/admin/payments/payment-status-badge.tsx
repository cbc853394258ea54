import type { PaymentStatus } from "@congres/shared";
import { Ban, CircleCheck, Clock, HandCoins } from "lucide-react";
import { statusBadge } from "../core/status-badge.tsx";
import { paymentStatusLabel } from "./payment-labels.ts";

export const PaymentStatusBadge = statusBadge<PaymentStatus>(
  {
    en_attente: [Clock, "amber"],
    payee: [CircleCheck, "green"],
    exoneree: [HandCoins, "sky"],
    annulee: [Ban, "gray"],
  },
  paymentStatusLabel,
);
