import { type ReactNode, useEffect } from "react";
import { EARLY_CLICKS } from "./early-clicks.ts";

/**
 * Each island is its own React root, prerendered and hydrated alike, with this prefix for the ids
 * `useId` makes: the same ids on both sides, whatever else the page holds.
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
