import type { Plugin } from "vite";

/** The name of `react` in the islands' bundles: Preact's React layer, with the `useId` below. */
export const REACT_ON_PREACT_NAME = "congres-react-on-preact";
const REACT_ON_PREACT = `\0${REACT_ON_PREACT_NAME}`;

/**
 * Two changes to Preact's React layer. Preact numbers `useId` per root ("P0-0", …) and every
 * island is a root of its own, so two islands of a page would hand out the same ids, and a label
 * could point at another island's field: here ids are numbered once for the whole page. Preact
 * runs effects at the next animation frame or after a 35 ms timer: under a test's frozen clock
 * neither comes (the countdown would never start), in a background tab only the timer, slowed to
 * a second. React runs them after the current task, through a MessageChannel; so do these. (Preact's typings of
 * `preact/compat` cannot be re-exported from a TypeScript module, hence this source text.)
 */
const REACT_ON_PREACT_SOURCE = `
import { options } from "preact";
import compat, { useState } from "preact/compat";
export * from "preact/compat";
const effects = new MessageChannel();
let pending = [];
effects.port1.onmessage = () => {
  const run = pending;
  pending = [];
  for (const callback of run) callback();
};
options.requestAnimationFrame = (callback) => {
  if (pending.push(callback) === 1) effects.port2.postMessage(null);
};
let nextId = 0;
export function useId() {
  const [id] = useState(() => "i" + (nextId++).toString(36));
  return id;
}
export default { ...compat, useId };
`;

/** What React's entry points become; `react` itself is the module above. */
const PREACT_FOR = new Map([
  ["react/jsx-runtime", "preact/compat/jsx-runtime"],
  ["react-dom", "preact/compat"],
  ["react-dom/client", "preact/compat/client"],
]);

/**
 * The public islands run on Preact instead of React (decision 0030): React's DOM runtime alone is
 * ~64 KB gzip of the 90 KB a page may load; Preact with its React layer is ~10 KB. Only the
 * islands' builds (prerender/locale-islands.ts) take this plugin; the prerender and the admin
 * area stay on React 19.
 */
export function preactIslands(): Plugin {
  return {
    name: "congres:preact-islands",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source === "react") return REACT_ON_PREACT;
      const preact = PREACT_FOR.get(source);
      return preact ? this.resolve(preact, importer, { ...options, skipSelf: true }) : null;
    },
    load(id) {
      return id === REACT_ON_PREACT ? REACT_ON_PREACT_SOURCE : null;
    },
  };
}
