import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** The button of a heading that shows or hides the part under it (a form of the space). */
export function DisclosureButton({
  open,
  onToggle,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={onToggle}
      className="flex min-h-11 w-full items-center justify-between gap-3 text-start font-semibold text-brand-800"
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className={cn("size-5 shrink-0 transition-transform", open && "rotate-180")}
      />
    </button>
  );
}
