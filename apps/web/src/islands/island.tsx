import type { ReactNode } from "react";
import type { IslandName, IslandProps } from "./registry.ts";

/**
 * Marks an interactive part of a public page: the prerendered HTML keeps it, and on a page
 * without a form `islands.tsx` hydrates it with the same props, written here as JSON. The wrapper
 * has no box of its own (`display: contents`), so the layout is the same with or without it.
 */
export function Island<Name extends IslandName>({
  name,
  props,
  children,
}: {
  name: Name;
  props: IslandProps<Name>;
  children: ReactNode;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {children}
    </div>
  );
}
