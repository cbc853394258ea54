/**
 * The test browser's command line, in the config and in a spec that adds its own (the check-in
 * desk's fake camera): a spec's `launchOptions` replace the config's, so it spreads these first.
 */
export const BROWSER_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The browser reaches the test server only: another site (the map frames of /contact
  // and /programme) fails at once, whether or not the machine has internet. The pages of
  // support/test.ts do not even ask: their requests to another site get an empty answer.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
] as const;
