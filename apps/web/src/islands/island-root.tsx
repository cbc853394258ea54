import { type ReactNode, useEffect } from "react";
import { EARLY_CLICKS } from "./early-clicks.ts";

/**
 * Each island is prerendered as a React root of its own, with this prefix for the ids `useId`
 * makes, so that two islands of the static page never share one (in the browser, Preact numbers
 * them once for the page: prerender/preact-islands-plugin.ts).
 */
export const islandIdPrefix = (name: string) => `${name}-`;

/** Buttons tapped before their island was hydrated, noted by the page's boot script. */
const earlyClicks = (): HTMLElement[] =>
  (window as unknown as Record<string, HTMLElement[] | undefined>)[EARLY_CLICKS] ?? [];

/**
 * The root of an island (the same element on the server and in the browser, so the trees match):
 * once the island is hydrated, it clicks again each of its buttons tapped before.
 */
export function IslandRoot({
  island,
  children,
}: {
  island: HTMLElement | null;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!island) return;
    for (const button of earlyClicks().filter((early) => island.contains(early))) button.click();
  }, [island]);
  return children;
}
