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

// Toasts (the submission form shows some) need a toaster: React Router's root has one, but it
// does not run here. It loads Radix only at the first toast.
const toaster = document.body.appendChild(document.createElement("div"));
createRoot(toaster).render(<LazyToaster />);

// The page's language, as the prerender wrote it on <html> (the messages bundled are its own).
const { lang } = document.documentElement;
const locale = isLocale(lang) ? lang : "fr";

const hydrations = Array.from(
  document.querySelectorAll<HTMLElement>("[data-island]"),
  (element) => {
    const name = element.dataset.island as IslandName;
    const props: Record<string, unknown> = JSON.parse(element.dataset.props ?? "{}");
    return ISLANDS[name]?.().then((component) => {
      const Component = component as ComponentType<Record<string, unknown>>;
      element.setAttribute(HYDRATING_ATTRIBUTE, "");
      mountIsland(
        element,
        <LocaleProvider locale={locale}>
          <IslandRoot island={element}>
            <Component {...props} />
          </IslandRoot>
        </LocaleProvider>,
      );
    });
  },
);
// A mark on <html> once every island has started hydrating (browser tests wait for it).
void Promise.all(hydrations).then(() => {
  document.documentElement.dataset.islands = "hydrated";
});
