import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { controlClasses } from "./field.tsx";

/** A multi-line text control for use inside `Field`. */
export function Textarea({ className, rows = 5, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(
        controlClasses(props["aria-invalid"] === true),
        "min-h-28 scroll-mt-24",
        className,
      )}
      {...props}
    />
  );
}
