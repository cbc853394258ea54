import { expectHeadingOrder, expectNoAxeViolations } from "../support/accessibility.ts";
import { expect, test } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

// Two sessions of the seed's first day, in Arabic (packages/shared/src/programme-seed.json).
const OPENING = { id: "2025-10-30-0945-amphi", title: "المحاضرة الافتتاحية" };
const PARALLEL_B = {
  id: "2025-10-30-1100-ibnRochd",
  title: "الجلسة الموازية ب — العدوى المنقولة جنسيًا وفيروس العوز المناعي البشري",
};

test("a delegate stars two sessions on a phone in Arabic, sees them in My programme, and again offline after a reload", async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/ar/programme");
  await expect(page.locator("html")).toHaveAttribute("data-islands", "hydrated");
  const view = page.getByRole("region", { name: "برنامجي" });
  await expect(view.getByText("لا توجد جلسات بعد.")).toBeVisible();

  for (const session of [OPENING, PARALLEL_B]) {
    const star = page.getByRole("button", { name: `برنامجي: ${session.title}` });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");
  }
  // Right to left: the star sits at the card's left end.
  const card = page.locator(`article[data-session="${OPENING.id}"]`);
  const starBox = await card.getByRole("button").boundingBox();
  const cardBox = await card.boundingBox();
  expect(starBox && cardBox && starBox.x < cardBox.x + cardBox.width / 2).toBe(true);

  const entries = view.getByRole("listitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).getByRole("link", { name: OPENING.title })).toHaveAttribute(
    "href",
    `#session-${OPENING.id}`,
  );
  await expect(entries.nth(0)).toContainText("المدرج الكبير");
  await expect(entries.nth(1)).toContainText(PARALLEL_B.title);
  await expect(entries.nth(1).locator("time[dir=ltr]")).toHaveText("11:00 - 13:00");
  await expect(view.getByRole("link", { name: "تنزيل برنامجي (iCal)" })).toHaveAttribute(
    "href",
    `/programme.ics?sessions=${OPENING.id},${PARALLEL_B.id}&lang=ar`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  // The stars shown and the view filled: still no axe violation, the outline in order.
  await expectNoAxeViolations(page);
  await expectHeadingOrder(page);

  // Kept for offline reading once loaded: the page, its scripts and the stars, with no network.
  await expect(page.locator("html")).toHaveAttribute("data-offline", "ready");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Styled as online, in its font: the page kept links to its stylesheet, kept too (the first
  // visit had it inside the page, decision 0052).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS(
    "font-family",
    /^"Noto Sans Arabic"/,
  );
  await expect(page.locator("main")).toHaveCSS("display", "block");
  await expect(page.locator("html")).toHaveAttribute("data-islands", "hydrated");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText(PARALLEL_B.title);
  await expect(page.getByRole("button", { name: `برنامجي: ${OPENING.title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await context.setOffline(false);
});

test("a session changed since it was starred is pointed out until the delegate has seen it", async ({
  page,
}) => {
  // A star kept when the opening lecture had other times: its fingerprint differs from today's.
  await page.addInitScript((id) => {
    if (localStorage.getItem("congres.mon-programme")) return;
    const kept = {
      [id]: {
        fingerprint: "ancienne",
        title: "Opening lecture",
        day: "Thursday 30 October 2025",
        time: "09:00 - 09:45",
        room: "Main lecture theatre",
      },
      gone: {
        fingerprint: "x",
        title: "Cancelled workshop",
        day: "Friday 31 October 2025",
        time: "18:00 - 19:00",
        room: "JAY Room",
      },
    };
    localStorage.setItem("congres.mon-programme", JSON.stringify(kept));
  }, OPENING.id);
  await page.goto("/en/programme");
  const view = page.getByRole("region", { name: "My programme" });
  const opening = view.getByRole("listitem").filter({ hasText: "Opening lecture" });
  // Shown as the programme has it now, with the notice.
  await expect(opening.locator("time")).toHaveText("09:45 - 10:30");
  await expect(opening.getByRole("status")).toContainText("Changed since you added it");
  const cancelled = view.getByRole("listitem").filter({ hasText: "Cancelled workshop" });
  await expect(cancelled.getByRole("status")).toContainText("no longer in the programme");
  await expectNoAxeViolations(page, "#mon-programme");
  await opening.getByRole("button", { name: "Noted" }).click();
  await expect(opening.getByRole("status")).toHaveCount(0);
  await cancelled.getByRole("button", { name: "Remove “Cancelled workshop”" }).click();
  await expect(view.getByRole("listitem")).toHaveCount(1);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-islands", "hydrated");
  await expect(view.getByRole("listitem")).toHaveCount(1);
  await expect(view.getByRole("status")).toHaveCount(0);
  await expect(view.getByRole("link", { name: "Download my programme (iCal)" })).toHaveAttribute(
    "href",
    `/programme.ics?sessions=${OPENING.id}&lang=en`,
  );
});
