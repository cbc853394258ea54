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

/**
 * A part of a registration's card that opens on its heading (the visa letter, the invoice): its
 * title, a status line that says what happened, then what it shows.
 */
export function DisclosureSection({
  titleId,
  title,
  open,
  onToggle,
  status,
  children,
}: {
  titleId: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-brand-100 p-4">
      <h4 id={titleId}>
        <DisclosureButton open={open} onToggle={onToggle}>
          {title}
        </DisclosureButton>
      </h4>
      <p role="status" className="mt-2 text-sm text-ink empty:hidden">
        {status}
      </p>
      {children}
    </section>
  );
}
