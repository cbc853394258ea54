import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, whose pages reach no other site than the test server's. The venue's map
 * frames (/contact, the programme's location dialog) ask www.google.com: without internet, their
 * navigation stayed pending for the whole test about once in 25 loads of /contact, whatever the
 * host resolver said (launch arguments in browser-args.ts), and a page waiting for the network to
 * go quiet timed out. Here any outside request is answered at once by an empty page; the browser
 * still applies the site's Content-Security-Policy to the frame before asking.
 */
/** Any address but the test server's (a pattern, matched by Playwright's server: no round trip). */
const OUTSIDE = /^https?:\/\/(?!(127\.0\.0\.1|localhost)[:/])/;

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(OUTSIDE, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "" }),
    );
    await use(context);
  },
});
