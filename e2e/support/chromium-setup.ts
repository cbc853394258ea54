import { machineProbes } from "./chromium-probes.ts";
import { ChromiumNotFound, findChromium } from "./find-chromium.ts";

/**
 * Playwright's global setup: runs once, before any worker starts. The workers inherit
 * CHROMIUM_PATH from here, and playwright.config.ts launches exactly that browser.
 */
export default async function chromiumSetup() {
  try {
    const { path, source } = await findChromium(machineProbes());
    process.env.CHROMIUM_PATH = path;
    process.stderr.write(`Chromium des tests : ${path} (${source})\n`);
  } catch (error) {
    if (!(error instanceof ChromiumNotFound)) throw error;
    // One sentence, not a stack trace: the reader has something to install, not a bug to find.
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
}
