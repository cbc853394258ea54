import ICAL from "ical.js";
import { ADMIN } from "../support/admin-account.ts";
import { testWithMailServer } from "../support/server-with-smtp.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect } from "../support/test.ts";

/**
 * The programme from the admin (issue #24): staff move a session and publish; a delegate's page,
 * served by the same running server (no rebuild, no restart), shows it, points out the starred
 * session that moved, and its iCal download holds the new room and times. A server of its own:
 * publishing changes the public pages every other journey reads.
 */
const test = testWithMailServer;

const SYMPOSIUM = { id: "2025-10-31-1430-amphi", title: "Symposium" };

test("staff move a starred session and publish; the delegate's page shows it at once, with a notice and a valid .ics", async ({
  page,
  browser,
  mailServer,
}) => {
  test.setTimeout(90_000);
  // The delegate, in a browser of their own, stars the symposium as first published.
  const delegate = await (await browser.newContext({ baseURL: mailServer.baseURL })).newPage();
  await delegate.goto("/programme");
  await expect(delegate.locator("html")).toHaveAttribute("data-islands", "hydrated");
  const card = delegate.locator(`article[data-session="${SYMPOSIUM.id}"]`);
  await expect(card).toContainText("Grand amphithéâtre");
  await delegate.getByRole("button", { name: `Mon programme : ${SYMPOSIUM.title}` }).click();
  const view = delegate.getByRole("region", { name: "Mon programme" });
  await expect(view.getByRole("listitem")).toHaveCount(1);

  // Staff move it to a new room, an hour later, and publish.
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/app/programme");
  await page.getByRole("button", { name: `Modifier la session « ${SYMPOSIUM.title} »` }).click();
  const form = page.getByRole("dialog", { name: `Modifier « ${SYMPOSIUM.title} »` });
  await form.getByLabel("Salle").fill("Salle Atlas");
  await form.getByLabel("Début").fill("15:30");
  await form.getByLabel("Fin").fill("17:00");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form).toBeHidden();
  const draft = page.locator(`[data-session-id="${SYMPOSIUM.id}"]`);
  await expect(draft).toContainText("15:30");
  await expect(draft).toContainText("Salle Atlas");

  // The new room gets its English name and its map, on "Salles et jours".
  await page.getByRole("button", { name: "Modifier la salle « Salle Atlas »" }).click();
  const roomForm = page.getByRole("dialog", { name: "Modifier la salle « Salle Atlas »" });
  await roomForm.getByLabel("Anglais").fill("Atlas Room");
  await roomForm.getByLabel("Lien du plan").fill("https://example.org/plan-atlas");
  await roomForm.getByLabel("Capacité (places)").fill("douze");
  await roomForm.getByRole("button", { name: "Enregistrer" }).click();
  await expect(roomForm.getByText("Capacité invalide")).toBeVisible();
  await roomForm.getByLabel("Capacité (places)").fill("80");
  await roomForm.getByRole("button", { name: "Enregistrer" }).click();
  await expect(roomForm).toBeHidden();
  await expect(page.getByText("Atlas Room — 80 places — plan en lien")).toBeVisible();
  // New rooms come last; « Monter » puts it before the gala's hotel (the order of parallel
  // sessions side by side).
  const places = page.getByRole("region", { name: "Salles et jours" });
  const roomOrder = async () =>
    (await places.getByRole("listitem").allTextContents())
      .map((text) => text.split(" — ")[0])
      .filter((name) => name === "Salle Atlas" || name?.startsWith("Hôtel Anfa"));
  await expect.poll(roomOrder).toEqual(["Hôtel Anfa Atlas, Casablanca", "Salle Atlas"]);
  await expect(
    places.getByRole("button", { name: "Descendre la salle « Salle Atlas »" }),
  ).toBeDisabled();
  await places.getByRole("button", { name: "Monter la salle « Salle Atlas »" }).click();
  await expect.poll(roomOrder).toEqual(["Salle Atlas", "Hôtel Anfa Atlas, Casablanca"]);
  await expect(
    places.getByRole("button", { name: "Descendre la salle « Salle Atlas »" }),
  ).toBeEnabled();

  // Before publishing, the move is in the draft's preview (the public page as it will read,
  // its scripts running under the page's policy), not on the public page.
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: "en anglais (nouvel onglet)" }).click(),
  ]);
  await expect(preview.locator("html")).toHaveAttribute("data-islands", "hydrated");
  await expect(preview.locator(`article[data-session="${SYMPOSIUM.id}"]`)).toContainText(
    "Atlas Room",
  );
  await preview.close();
  expect(await (await delegate.request.get("/en/programme")).text()).not.toContain("Atlas Room");

  await page.getByRole("button", { name: "Publier", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Publier le programme ?" });
  // A new room at a time the posters also use: whatever the checks find is listed, then confirmed.
  await confirm.getByRole("button", { name: /^Publier( quand même)?$/ }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Programme publié : version 2$/)).toBeVisible();

  // The same server, not rebuilt nor restarted: the public page in two languages has the move.
  await delegate.reload();
  await expect(delegate.locator("html")).toHaveAttribute("data-islands", "hydrated");
  await expect(card).toContainText("Salle Atlas");
  // Its slot now starts at 15:30 (the times head the slot, above its card).
  await expect(delegate.locator("#jour-2 time", { hasText: "15:30 - 17:00" })).toBeVisible();
  await expect(
    view.getByText("Modifiée depuis que vous l'avez ajoutée", { exact: false }),
  ).toBeVisible();
  const english = await delegate.request.get("/en/programme");
  expect(await english.text()).toContain('<a href="https://example.org/plan-atlas"');
  expect(await english.text()).toContain("Atlas Room");

  // The starred agenda's download: valid iCalendar, the session in its new room and times.
  const link = view.getByRole("link", { name: "Télécharger mon programme (iCal)" });
  await expect(link).toHaveAttribute("href", `/programme.ics?sessions=${SYMPOSIUM.id}&lang=fr`);
  const download = await delegate.request.get((await link.getAttribute("href")) ?? "");
  expect(download.headers()["content-type"]).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await download.text()));
  const events = calendar.getAllSubcomponents("vevent").map((one) => new ICAL.Event(one));
  expect(events).toHaveLength(1);
  expect(events[0]?.summary).toBe(SYMPOSIUM.title);
  expect(events[0]?.location).toBe("Salle Atlas");
  // 15:30 in Casablanca on 31 October 2025 (UTC+1) is 14:30 UTC.
  expect(events[0]?.startDate.toJSDate().toISOString()).toBe("2025-10-31T14:30:00.000Z");
  expect(events[0]?.endDate.toJSDate().toISOString()).toBe("2025-10-31T16:00:00.000Z");
  await delegate.context().close();
});
