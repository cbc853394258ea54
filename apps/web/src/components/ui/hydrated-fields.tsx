import type { ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * A form's controls, disabled until React runs (decision 0015). The prerendered page paints before
 * its scripts load; a field typed in or a box ticked in that moment would be reset, or left out
 * of step with the form's state, when the form comes alive. No box of its own (`contents`).
 */
export function HydratedFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
