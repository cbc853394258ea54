/**
 * The only script of a public page (decision 0015): each `<Island>` of the prerendered page is
 * started as a root of its own, without React Router, whose runtime these pages do not need
 * (their links are plain page loads). The islands' build runs them on Preact (decision 0030).
 */
import type { ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { LazyToaster } from "../components/ui/lazy-toaster.tsx";
import { isLocale } from "../i18n/locale.ts";
import { LocaleProvider } from "../i18n/locale-context.tsx";
import { HYDRATING_ATTRIBUTE } from "./early-clicks.ts";
import { IslandRoot } from "./island-root.tsx";
import { mountIsland } from "./mount-island.ts";
import { ISLANDS, type IslandName } from "./registry.ts";
import { startInSteps } from "./render-steps.tsx";

// Toasts (the submission form shows some) need a toaster: React Router's root has one, but it
// does not run here. It loads Radix only at the first toast.
const toaster = document.body.appendChild(document.createElement("div"));
createRoot(toaster).render(<LazyToaster />);

// The page's language, as the prerender wrote it on <html> (the messages bundled are its own).
const { lang } = document.documentElement;
const locale = isLocale(lang) ? lang : "fr";

/** Resolves in a task of its own: each island starts in its own task (below). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
// Every island's code is requested at once; each island then starts in a task of its own, in
// the page's order, so that a slow phone never runs them all in one long task that holds back
// a tap (issue #12, item 2: Lighthouse's total blocking time on the form pages).
// An island whose code fails to load is reported and skipped: the others still start.
const loaded = elements.map((element) =>
  ISLANDS[element.dataset.island as IslandName]?.().then(
    (component) => ({ component }),
    (error: unknown) => ({ error }),
  ),
);

async function startIslands() {
  let failed = false;
  for (const [index, element] of elements.entries()) {
    const outcome = await loaded[index];
    if (!outcome) continue;
    if ("error" in outcome) {
      failed = true;
      reportError(outcome.error);
      continue;
    }
    await nextTask();
    const Component = outcome.component as ComponentType<Record<string, unknown>>;
    const props: Record<string, unknown> = JSON.parse(element.dataset.props ?? "{}");
    element.setAttribute(HYDRATING_ATTRIBUTE, "");
    // A long form's parts start one per task after the rest (render-steps.tsx).
    await startInSteps(
      element,
      <LocaleProvider locale={locale}>
        <IslandRoot island={element}>
          <Component {...props} />
        </IslandRoot>
      </LocaleProvider>,
      mountIsland,
      nextTask,
    );
  }
  // A mark on <html> once every island has started, or once those that could have (browser tests
  // wait for it).
  document.documentElement.dataset.islands = failed ? "failed" : "hydrated";
}
void startIslands();
