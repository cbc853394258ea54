/**
 * Build step run on each prerendered public page (decision 0015): the page paints before any of
 * its JavaScript is requested.
 *
 * React Router writes `<link rel="modulepreload">` for every chunk of the page in the head and
 * a module script that imports them at the end of the body. Preloads are high-priority requests
 * that start with the HTML and compete with the stylesheet, and Lighthouse (like a phone on a slow
 * network) counts each script that finishes before the first paint as blocking it: the 9 KB page
 * first painted at ~3 s on simulated 4G. Here the preloads leave the head, the module script is
 * made inert (`type="text/plain"`, same text, so its CSP hash is unchanged), and a small inline
 * script starts both once the first paint is done. Hydration then follows as before.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const APP_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
export const APP_BOOT_ID = "app-boot";

/**
 * The inline script that loads the page's modules once the first contentful paint is recorded
 * (a PerformanceObserver, not a timer, so a test's frozen clock does not hold hydration back).
 * Without paint timing, or while the tab is hidden, it starts them at once; a 3 s timer is the
 * backstop should no paint ever be reported.
 */
function bootAfterPaint(preloads: string[]): string {
  return [
    "(function(){",
    `var preloads=${JSON.stringify(preloads)},started=false;`,
    "function boot(){if(started)return;started=true;",
    'preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});',
    `var script=document.createElement("script");script.type="module";script.textContent=document.getElementById("${APP_BOOT_ID}").textContent;document.body.appendChild(script)}`,
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
    'if(document.visibilityState==="hidden"||types.indexOf("paint")<0)return boot();',
    'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();boot()}}).observe({type:"paint",buffered:true});',
    "setTimeout(boot,3000)",
    "})();",
  ].join("");
}

/** The page with its scripts started after the first paint; throws if React Router's output changed. */
export function paintFirst(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href as string);
  const moduleScripts = [...html.matchAll(APP_MODULE_SCRIPT)];
  if (moduleScripts.length !== 1 || preloads.length === 0) {
    throw new Error(
      `paint-first: expected one app module script and its preloads, found ${moduleScripts.length} and ${preloads.length}`,
    );
  }
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      APP_MODULE_SCRIPT,
      (_, code: string) =>
        `<script type="text/plain" id="${APP_BOOT_ID}">${code}</script><script>${bootAfterPaint(preloads)}</script>`,
    );
}
