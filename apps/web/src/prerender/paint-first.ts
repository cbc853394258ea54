/**
 * Build step run on each prerendered public page (decision 0015): the page paints before any of
 * its JavaScript is requested, and then loads only its islands.
 *
 * React Router writes `<link rel="modulepreload">` for every chunk of the page in the head and
 * a module script that imports them at the end of the body. Preloads are high-priority requests
 * that start with the HTML and compete with the stylesheet, and Lighthouse (like a phone on a slow
 * network) counts each script that finishes before the first paint as blocking it: the 9 KB page
 * first painted at ~3 s on simulated 4G. Here both go, replaced by a small inline script that,
 * once the first paint is done, preloads and runs `islands.tsx` and the chunks of the page's
 * `<Island>`s, which React hydrates without React Router: about half the JavaScript.
 */

import { EARLY_CLICKS, HYDRATING_ATTRIBUTE } from "../islands/early-clicks.ts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const APP_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * The islands entry of the client build, every chunk it imports, and each island's chunks (keyed
 * by island name), as site paths.
 */
export type IslandsEntry = {
  entry: string;
  imports: string[];
  islands: Record<string, string[]>;
};

const ISLAND_NAME = /data-island="([^"]+)"/g;

/** The islands script, its imports and the chunks of the islands this page shows. */
function islandPreloads(html: string, islands: IslandsEntry): string[] {
  const shown = [...html.matchAll(ISLAND_NAME)].map(([, name]) => name as string);
  const chunks = shown.flatMap((name) => {
    const files = islands.islands[name];
    if (!files) throw new Error(`paint-first: no chunk for the island "${name}"`);
    return files;
  });
  return [...new Set([islands.entry, ...islands.imports, ...chunks])];
}

/**
 * The inline script that runs the islands once the first contentful paint is recorded (a
 * PerformanceObserver, not a timer, so a test's frozen clock does not hold hydration back).
 * Without paint timing, or while the tab is hidden, it starts at once; a 3 s timer is the
 * backstop should no paint ever be reported. Until the islands run, it notes the taps on their
 * buttons (islands/early-clicks.ts).
 */
function bootAfterPaint(preloads: string[], entry: string): string {
  return [
    "(function(){",
    RECORD_EARLY_ISLAND_CLICKS,
    `var preloads=${JSON.stringify(preloads)},started=false;`,
    // A preload costs the main thread about half a millisecond, more on a slow phone: a form
    // page has two dozen, requested a few per task so that they never make one long task.
    "function boot(){if(started)return;started=true;var queue=preloads.slice(),channel=new MessageChannel();channel.port1.onmessage=step;step();",
    `function step(){queue.splice(0,${PRELOADS_PER_TASK}).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});`,
    "if(queue.length)return channel.port2.postMessage(null);",
    `var script=document.createElement("script");script.type="module";script.src=${JSON.stringify(entry)};document.body.appendChild(script)}}`,
    "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];",
    'if(document.visibilityState==="hidden"||types.indexOf("paint")<0)return boot();',
    'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();boot()}}).observe({type:"paint",buffered:true});',
    "setTimeout(boot,3000)",
    "})();",
  ].join("");
}

/** How many preloads the boot script requests in one task (see `bootAfterPaint`). */
const PRELOADS_PER_TASK = 6;

/** Notes the island buttons tapped before the islands are hydrated (see islands/early-clicks.ts). */
const RECORD_EARLY_ISLAND_CLICKS = [
  `var early=window.${EARLY_CLICKS}=[];`,
  'document.addEventListener("click",function(event){var target=event.target,island=target.closest&&target.closest("[data-island]"),button=island&&target.closest("button");',
  `if(button&&!island.hasAttribute("${HYDRATING_ATTRIBUTE}"))early.push(button)},true);`,
].join("");

/**
 * The page with React Router's scripts replaced by its islands, started after the first paint
 * (no script at all for a page without islands); throws if React Router's output changed.
 */
export function paintFirst(html: string, islands: IslandsEntry): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)];
  const moduleScripts = [...html.matchAll(APP_MODULE_SCRIPT)];
  if (moduleScripts.length !== 1 || preloads.length === 0) {
    throw new Error(
      `paint-first: expected one app module script and its preloads, found ${moduleScripts.length} and ${preloads.length}`,
    );
  }
  const boot = html.includes("data-island=")
    ? `<script>${bootAfterPaint(islandPreloads(html, islands), islands.entry)}</script>`
    : "";
  return html.replace(MODULE_PRELOAD, "").replace(APP_MODULE_SCRIPT, () => boot);
}
