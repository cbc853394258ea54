import { describe, expect, it } from "vitest";
import { APP_BOOT_ID, paintFirst } from "./paint-first.ts";

// The shape React Router 7 prerenders: preloads in the head, one module script in the body.
const PRERENDERED = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head>',
  "<body><main><h1>Programme</h1></main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

describe("paintFirst", () => {
  const html = paintFirst(PRERENDERED);

  it("leaves no preload and no module script for the browser to fetch before painting", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<main><h1>Programme</h1></main>");
  });

  it("keeps the module code verbatim in an inert script, so its CSP hash is the same", () => {
    expect(html).toContain(
      `<script type="text/plain" id="${APP_BOOT_ID}">import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");</script>`,
    );
  });

  it("starts the preloads and the module after the first contentful paint", () => {
    const boot = /<\/script><script>(\(function\(\)\{var preloads=[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(boot).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(boot).toContain('getEntriesByName("first-contentful-paint")');
    expect(boot).toContain('script.type="module"');
  });

  it("refuses a page whose shape it does not know, rather than shipping it half-changed", () => {
    expect(() => paintFirst("<html><body><main>Page</main></body></html>")).toThrow(
      /expected one app module script/,
    );
  });
});
