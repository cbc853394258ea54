import type { ComponentProps } from "react";

/**
 * The interactive parts of the public pages without a form, hydrated one by one by
 * `islands.tsx` without React Router (decision 0015). Each is loaded only by the pages that
 * show it; a page with a form is hydrated whole by React Router instead. An island's name is its
 * module's file name: the build finds its chunk by it, to preload it.
 */
export const ISLANDS = {
  "site-header-island": () =>
    import("./site-header-island.tsx").then((module) => module.SiteHeaderIsland),
  "submission-countdown": () =>
    import("../features/countdown/submission-countdown.tsx").then(
      (module) => module.SubmissionCountdown,
    ),
  "location-dialog": () =>
    import("../features/programme/location-dialog.tsx").then((module) => module.LocationDialog),
};

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<Name extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[Name]>>
>;
