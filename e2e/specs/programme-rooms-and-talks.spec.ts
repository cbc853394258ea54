import { ADMIN } from "../support/admin-account.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { testWithMailServer } from "../support/server-with-smtp.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect } from "../support/test.ts";
import { PHONE } from "../support/viewports.ts";

/**
 * The programme's rooms and talks (issue #36, item 11). A server of its own: adding a room and
 * publishing change what every other journey reads.
 */
const test = testWithMailServer;

const SYMPOSIUM = "2025-10-31-1430-amphi";
const TITLE = "Santé sexuelle des migrants : accès aux soins et prévention";

test("« Salles et jours » adds a room with its English and Arabic names", async ({ page }) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/app/programme");
  const places = page.getByRole("region", { name: "Salles et jours" });
  await places.getByRole("button", { name: "Ajouter une salle" }).click();
  const form = page.getByRole("dialog", { name: "Ajouter une salle" });
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Le nom de la salle est obligatoire")).toBeVisible();
  await form.getByLabel("Français").fill("Salle Averroès");
  await form.getByLabel("Anglais").fill("Averroes Room");
  await form.getByLabel("Arabe").fill("قاعة ابن رشد");
  await form.getByLabel("Capacité (places)").fill("80");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form).toBeHidden();
  await expect(places.getByRole("listitem").filter({ hasText: "Salle Averroès" })).toHaveText(
    /Salle Averroès — Averroes Room · قاعة ابن رشد — 80 places/,
  );
  // The same name again is refused, in French, beside the field.
  await places.getByRole("button", { name: "Ajouter une salle" }).click();
  await form.getByLabel("Français").fill("Salle Averroès");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Une autre salle porte déjà ce nom")).toBeVisible();
});

test("at 360 px in Arabic, a French talk title and its time stand apart", async ({ page }) => {
  await signInByApi(page, ADMIN.email, ADMIN.password);
  // The worker's server is shared with the other mail-server specs: programme-publish.spec.ts may
  // have moved the symposium an hour later before this test runs on the same worker. The talk
  // takes the session's first 20 minutes, wherever the session stands now.
  const draft = (await (await page.request.get("/api/admin/programme")).json()) as {
    draft: { sessions: { id: string; starts_at: string }[] };
  };
  const startsAt = draft.draft.sessions.find((session) => session.id === SYMPOSIUM)?.starts_at;
  if (!startsAt) throw new Error(`no session ${SYMPOSIUM} in the draft`);
  const [hours = 0, minutes = 0] = startsAt.split(":").map(Number);
  const end = hours * 60 + minutes + 20;
  const endsAt = `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
  const talk = { title: { fr: TITLE }, speakers: ["Łukasz Żółć"], startsAt, endsAt };
  const added = await adminApiWrite(
    page.request,
    "POST",
    `/api/admin/programme/sessions/${SYMPOSIUM}/items`,
    talk,
  );
  expect(added.status()).toBe(201);
  const published = await adminApiWrite(page.request, "POST", "/api/admin/programme/publish", {
    confirm: true,
  });
  expect(published.status()).toBe(200);

  await page.setViewportSize(PHONE);
  await page.goto("/ar/programme");
  const line = page
    .locator(`article[data-session="${SYMPOSIUM}"] li`, { hasText: TITLE })
    .locator("p")
    .first();
  // What a reader copies or hears: the time, a space, the title.
  await expect(line).toHaveText(`${startsAt} - ${endsAt} ${TITLE}`);
  const time = line.locator("time");
  const title = line.getByText(TITLE);
  const [timeBox, titleBox] = [await time.boundingBox(), await title.boundingBox()];
  if (!timeBox || !titleBox) throw new Error("time or title not laid out");
  // Right to left: the time at the right, the whole title to its left, a gap between, on
  // every line the title takes (its box spans them all).
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(timeBox.x - 4);
  expect(titleBox.height).toBeGreaterThan(timeBox.height);
});
