import { describe, expect, it } from "vitest";
import { EARLY_CLICKS } from "../islands/early-clicks.ts";
import { APP_BOOT_ID, paintFirst } from "./paint-first.ts";

// The shape React Router 7 prerenders: preloads in the head, one module script in the body.
const prerendered = (main: string) =>
  [
    '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
    '<link rel="stylesheet" href="/assets/root.css"/></head>',
    `<body><main>${main}</main>`,
    "<script>window.__reactRouterContext = {};</script>",
    '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>',
    "</body></html>",
  ].join("");

const ISLANDS = {
  entry: "/assets/islands-3.js",
  imports: ["/assets/client-4.js"],
  islands: {
    "site-header-island": ["/assets/site-header-island-5.js", "/assets/client-4.js"],
    "location-dialog": ["/assets/location-dialog-6.js"],
  },
};
const bootScript = (html: string) =>
  /<script>(\(function\(\)\{var [\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("paintFirst", () => {
  for (const [kind, main] of [
    ["with a form", "<h1>Contact</h1><form></form>"],
    ["without a form", "<h1>Programme</h1>"],
  ] as const) {
    it(`leaves nothing for the browser to fetch before painting a page ${kind}`, () => {
      const html = paintFirst(prerendered(main), ISLANDS);
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain('<script type="module"');
      expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
      expect(html).toContain(`<main>${main}</main>`);
      expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
      expect(bootScript(html)).toContain('getEntriesByName("first-contentful-paint")');
    });
  }

  it("runs React Router's module verbatim on a page with a form (same CSP hash)", () => {
    const html = paintFirst(prerendered("<form></form>"), ISLANDS);
    expect(html).toContain(
      `<script type="text/plain" id="${APP_BOOT_ID}">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>`,
    );
    const boot = bootScript(html);
    expect(boot).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(boot).toContain(`document.getElementById("${APP_BOOT_ID}").textContent`);
    expect(boot).not.toContain(EARLY_CLICKS);
  });

  it("loads the islands instead of React Router on a page without a form", () => {
    const html = paintFirst(
      prerendered('<div data-island="site-header-island"></div><h1>Programme</h1>'),
      ISLANDS,
    );
    expect(html).not.toContain("entry.client-2.js");
    expect(html).not.toContain(APP_BOOT_ID);
    const boot = bootScript(html);
    // The page's own islands are preloaded, not the others (location-dialog).
    expect(boot).toContain(
      '["/assets/islands-3.js","/assets/client-4.js","/assets/site-header-island-5.js"]',
    );
    expect(boot).toContain('script.src="/assets/islands-3.js"');
    // Taps on an island's buttons before it is hydrated are noted, to be clicked again.
    expect(boot).toContain(`window.${EARLY_CLICKS}=[]`);
  });

  it("refuses an island the build has no chunk for", () => {
    expect(() => paintFirst(prerendered('<div data-island="carousel"></div>'), ISLANDS)).toThrow(
      /no chunk for the island "carousel"/,
    );
  });

  it("refuses a page whose shape it does not know, rather than shipping it half-changed", () => {
    expect(() => paintFirst("<html><body><main>Page</main></body></html>", ISLANDS)).toThrow(
      /expected one app module script/,
    );
  });
});
