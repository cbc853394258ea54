import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses } from "./field.tsx";

/**
 * A single-line text control for use inside `Field` (which gives it its id and aria wiring). The
 * scroll margin keeps a field focused after a failed submit clear of the sticky header.
 */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(controlClasses(props["aria-invalid"] === true), "scroll-mt-24", className)}
      {...props}
    />
  );
}
