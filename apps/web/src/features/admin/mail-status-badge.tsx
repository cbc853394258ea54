import type { MailStatus } from "@congres/shared";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { mailStatusLabel } from "./mail-labels.ts";

// Each status has its own colour and its own icon, and always its word: never colour alone.
const LOOKS = {
  queued: { icon: Clock, classes: "bg-amber-100 text-amber-900 ring-amber-300" },
  sent: { icon: CircleCheck, classes: "bg-green-100 text-green-800 ring-green-300" },
  failed: { icon: CircleX, classes: "bg-red-100 text-red-800 ring-red-300" },
} as const satisfies Record<MailStatus, unknown>;

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { icon: Icon, classes } = LOOKS[status];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        classes,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {mailStatusLabel(status)}
    </span>
  );
}
