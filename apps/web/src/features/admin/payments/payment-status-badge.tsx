import type { PaymentStatus } from "@congres/shared";
import { Ban, CircleCheck, Clock, HandCoins } from "lucide-react";
import { StatusBadge, type StatusLook } from "../core/status-badge.tsx";
import { paymentStatusLabel } from "./payment-labels.ts";

const LOOKS = {
  en_attente: { icon: Clock, classes: "bg-amber-100 text-amber-900 ring-amber-300" },
  payee: { icon: CircleCheck, classes: "bg-green-100 text-green-800 ring-green-300" },
  exoneree: { icon: HandCoins, classes: "bg-sky-100 text-sky-900 ring-sky-300" },
  annulee: { icon: Ban, classes: "bg-gray-100 text-gray-800 ring-gray-300" },
} as const satisfies Record<PaymentStatus, StatusLook>;

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge look={LOOKS[status]} label={paymentStatusLabel(status)} />;
}
