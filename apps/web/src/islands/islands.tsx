/**
 * The only script of a public page without a form (decision 0015): React hydrates each
 * `<Island>` of the prerendered page on its own, without React Router, whose runtime these pages
 * do not need (their links are plain page loads).
 */
import { type ComponentType, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { EARLY_CLICKS, HYDRATING_ATTRIBUTE } from "./early-clicks.ts";
import { ISLANDS, type IslandName } from "./registry.ts";

/** Buttons tapped before their island was hydrated, noted by the page's boot script. */
const earlyClicks: HTMLElement[] =
  (window as unknown as Record<string, HTMLElement[] | undefined>)[EARLY_CLICKS] ?? [];

/** Clicks again, once its island is hydrated, each of its buttons tapped before. */
function ReplayEarlyClicks({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    for (const button of earlyClicks.filter((early) => island.contains(early))) button.click();
  }, [island]);
  return children;
}

const hydrations = Array.from(
  document.querySelectorAll<HTMLElement>("[data-island]"),
  (element) => {
    const load = ISLANDS[element.dataset.island as IslandName];
    const props: Record<string, unknown> = JSON.parse(element.dataset.props ?? "{}");
    return load?.().then((component) => {
      const Component = component as ComponentType<Record<string, unknown>>;
      element.setAttribute(HYDRATING_ATTRIBUTE, "");
      // As React Router does: a transition lets React yield while it hydrates.
      startTransition(() => {
        hydrateRoot(
          element,
          <ReplayEarlyClicks island={element}>
            <Component {...props} />
          </ReplayEarlyClicks>,
        );
      });
    });
  },
);
// A mark on <html> once every island has started hydrating (browser tests wait for it).
void Promise.all(hydrations).then(() => {
  document.documentElement.dataset.islands = "hydrated";
});
