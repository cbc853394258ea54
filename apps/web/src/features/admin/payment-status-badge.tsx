import type { PaymentStatus } from "@congres/shared";
import { Ban, CircleCheck, Clock, HandCoins } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { paymentStatusLabel } from "./payment-labels.ts";

// Each status has its own colour and icon, and always its word: never colour alone.
const LOOKS = {
  en_attente: { icon: Clock, classes: "bg-amber-100 text-amber-900 ring-amber-300" },
  payee: { icon: CircleCheck, classes: "bg-green-100 text-green-800 ring-green-300" },
  exoneree: { icon: HandCoins, classes: "bg-sky-100 text-sky-900 ring-sky-300" },
  annulee: { icon: Ban, classes: "bg-gray-100 text-gray-800 ring-gray-300" },
} as const satisfies Record<PaymentStatus, unknown>;

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { icon: Icon, classes } = LOOKS[status];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        classes,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {paymentStatusLabel(status)}
    </span>
  );
}
