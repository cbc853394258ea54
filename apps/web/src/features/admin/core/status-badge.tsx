import type { LucideIcon } from "lucide-react";
import { cn } from "../../../lib/cn.ts";

/** How one status looks: its own colour and icon, and always its word — never colour alone. */
export type StatusLook = { icon: LucideIcon; classes: string };

export function StatusBadge({ look, label }: { look: StatusLook; label: string }) {
  const { icon: Icon, classes } = look;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        classes,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
