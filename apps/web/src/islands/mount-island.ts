import { render } from "preact";
import type { ReactNode } from "react";

/**
 * Starts an island on its prerendered markup (decision 0030). The markup is React's
 * (`renderToString` at build time) and the island runs on Preact, so it is not hydrated as such:
 * Preact's `render` diffs the tree against the element's children, reuses each node that matches
 * (the same elements stay on screen, no repaint of the page's largest text) and sets every
 * attribute and text from the island's own render: the ids React wrote at build time become the
 * ones Preact's `useId` gives, on labels and fields alike. (Preact's `hydrate` would keep React's
 * ids in the page while the components hold Preact's, and `preact/compat`'s `render` empties the
 * element first.)
 */
export function mountIsland(element: HTMLElement, island: ReactNode): void {
  // The islands' build resolves `react` to Preact: the element tree is Preact's.
  render(island as Parameters<typeof render>[0], element);
}
