import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser. Forms
 * keep their submit button disabled until then: a click on the static page would otherwise do a
 * native GET submission and put what was typed in the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
