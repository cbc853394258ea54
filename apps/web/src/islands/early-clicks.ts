/**
 * A button of an island tapped before the island is hydrated would do nothing. The page's boot
 * script (prerender/paint-first.ts) notes such taps in this global, and `islands.tsx` clicks the
 * buttons again once their island is hydrated (decision 0015).
 */
export const EARLY_CLICKS = "__earlyIslandClicks";

/**
 * Set on an island when React starts hydrating it: from then on React itself handles its clicks,
 * so they are no longer noted (and not clicked twice).
 */
export const HYDRATING_ATTRIBUTE = "data-hydrating";
