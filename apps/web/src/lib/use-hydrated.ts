import { useSyncExternalStore } from "react";
import { useStepsRendered } from "../islands/render-steps.tsx";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser and
 * every part of a form started in steps has started (islands/render-steps.tsx). Forms keep their
 * controls and submit button disabled until then: a click on the static page would otherwise do
 * a native GET submission and put what was typed in the address bar, and a field typed into
 * before its part started would be reset by its registration.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return useStepsRendered() && hydrated;
}
