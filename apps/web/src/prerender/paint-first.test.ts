import { describe, expect, it } from "vitest";
import { EARLY_CLICKS } from "../islands/early-clicks.ts";
import { paintFirst } from "./paint-first.ts";

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
const PAGE = '<div data-island="site-header-island"><button>Menu</button></div><h1>Programme</h1>';

/**
 * Runs a boot script in a bare stand-in for the page (no paint timing, so it boots at once) and
 * returns what it appended, grouped by task: a task ends where the script waits for the next one.
 */
async function runBootScript(script: string): Promise<string[][]> {
  const tasks: string[][] = [[]];
  const append = (element: { rel?: string; href?: string; src?: string }) => {
    tasks
      .at(-1)
      ?.push(
        element.src
          ? `script ${element.src}`
          : `${element.rel === "modulepreload" ? "preload" : element.rel} ${element.href}`,
      );
  };
  const channel = class {
    port1: { onmessage?: () => void } = {};
    port2 = {
      postMessage: () =>
        setTimeout(() => {
          tasks.push([]);
          this.port1.onmessage?.();
        }),
    };
  };
  const document = {
    visibilityState: "visible",
    addEventListener: () => {},
    createElement: () => ({}),
    head: { appendChild: append },
    body: { appendChild: append },
  };
  new Function("window", "document", "MessageChannel", "setTimeout", script)(
    {},
    document,
    channel,
    () => {},
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  return tasks;
}

describe("paintFirst", () => {
  const html = paintFirst(prerendered(PAGE), ISLANDS);

  it("leaves nothing for the browser to fetch before painting, and no React Router", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("entry.client-2.js");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain(`<main>${PAGE}</main>`);
    // Kept: React's prerendered stream scripts write to it.
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("runs the islands after the first contentful paint, preloading only this page's", () => {
    const boot = bootScript(html);
    expect(boot).toContain('getEntriesByName("first-contentful-paint")');
    expect(boot).toContain(
      '["/assets/islands-3.js","/assets/client-4.js","/assets/site-header-island-5.js"]',
    );
    expect(boot).toContain('script.src="/assets/islands-3.js"');
    // Taps on an island's buttons before it is hydrated are noted, to be clicked again.
    expect(boot).toContain(`window.${EARLY_CLICKS}=[]`);
  });

  it("requests a form page's many preloads a few per task, then runs the islands script", async () => {
    const chunks = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    const formPage = paintFirst(prerendered('<form data-island="contact-form"></form>'), {
      ...ISLANDS,
      islands: { "contact-form": chunks },
    });
    const tasks = await runBootScript(bootScript(formPage));
    // 22 preloads, six per task; the islands script is appended in the last task, after them.
    expect(tasks.map((task) => task.length)).toEqual([6, 6, 6, 5]);
    expect(tasks.flat().slice(0, -1)).toEqual(
      ["/assets/islands-3.js", "/assets/client-4.js", ...chunks].map((href) => `preload ${href}`),
    );
    expect(tasks.flat().at(-1)).toBe("script /assets/islands-3.js");
  });

  it("gives a page without islands no script at all", () => {
    const plain = paintFirst(prerendered("<h1>Mentions</h1>"), ISLANDS);
    expect(plain).not.toContain("<script>(function(){");
    expect(plain).not.toContain("islands-3.js");
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
