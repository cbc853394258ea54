import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./page-scripts.ts";

/** axe-core over the page (or one part of it), WCAG 2.1 A and AA: zero violations expected. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // A page's islands enable their forms when they have started: a button's colour then
  // changes with a transition. Judge the page once it has started, not before.
  await waitForHydration(page);
  // Text fading in is briefly low-contrast: judge the page as it settles, not mid-animation.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** Headings may not skip a level (h1 → h3), and each page has exactly one h1. */
export async function expectHeadingOrder(page: Page): Promise<void> {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((all) => all.map((heading) => Number(heading.tagName[1])));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.reduce((previous, level) => {
    expect(level, `h${previous} followed by h${level}`).toBeLessThanOrEqual(previous + 1);
    return level;
  }, 1);
}

/** The page's header, main content and footer, each visible. */
export async function expectLandmarks(page: Page): Promise<void> {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}
