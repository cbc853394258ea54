import type { PaymentStatus } from "@congres/shared";
import { Ban, CircleCheck, Clock, HandCoins } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";
import { paymentStatusLabel } from "./payment-labels.ts";

const LOOKS = {
  en_attente: [Clock, "amber"],
  payee: [CircleCheck, "green"],
  exoneree: [HandCoins, "sky"],
  annulee: [Ban, "gray"],
} as const satisfies Record<PaymentStatus, StatusLook>;

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge look={LOOKS[status]} label={paymentStatusLabel(status)} />;
}
