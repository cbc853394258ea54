import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validRegistration } from "@congres/shared/testing";
import QRCode from "qrcode";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { postPublicWithReference } from "../support/admin-session.ts";
import { BROWSER_ARGS } from "../support/browser-args.ts";
import { queryDatabase, unique } from "../support/database.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

/**
 * The check-in desk (issue #25): a volunteer checks people in by typed code and by name, keeps
 * scanning while the network is down, and reads a badge with the camera — Chromium's fake
 * camera playing a video of a badge's QR code, written before the camera starts.
 */
const PASSWORD = "accueil-mot-de-passe-solide";

/**
 * A video the fake camera plays: `text`'s QR code, black on white, 6 pixels a module with a quiet
 * zone of four, in Y4M (YUV 4:2:0, the format Chromium reads), a few identical frames.
 */
function writeQrVideo(text: string, path: string) {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const scale = 6;
  const side = (size + 8) * scale;
  const width = side + 80;
  const height = side + 40;
  const luma = Buffer.alloc(width * height, 235);
  const left = (width - side) / 2 + 4 * scale;
  const top = (height - side) / 2 + 4 * scale;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!data[row * size + column]) continue;
      for (let y = 0; y < scale; y++) {
        luma.fill(
          16,
          (top + row * scale + y) * width + left + column * scale,
          (top + row * scale + y) * width + left + (column + 1) * scale,
        );
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}

/** Signs in through the API, as the sign-in form does: the page's context keeps the session. */
async function signInByApi(request: APIRequestContext, email: string, password: string) {
  await request.get("/sanctum/csrf-cookie");
  const state = await request.storageState();
  const token = state.cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const response = await request.post("/api/login", {
    data: { email, password },
    headers: { "X-XSRF-TOKEN": token },
  });
  expect(response.status()).toBe(200);
}

type Person = { id: number; reference: string; lastName: string };

/**
 * A desk account and its people, made by the admin through the API: each registered, then paid
 * unless `waiting`.
 */
async function prepareDesk(page: Page, lastNames: string[], waiting: string[] = []) {
  const admin = page.context().request;
  await signInByApi(admin, ADMIN.email, ADMIN.password);
  const email = `${unique("accueil")}@example.ma`;
  const created = await adminApiWrite(admin, "POST", "/api/admin/users", {
    name: "Driss Accueil",
    email,
    password: PASSWORD,
    role: "desk",
  });
  expect(created.status()).toBe(201);
  const people: Person[] = [];
  for (const base of lastNames) {
    // Letters only (digits become letters), so that the name search finds this person alone.
    const letters = unique("")
      .slice(-8)
      .replace(/[0-9]/g, (digit) => "qrstuvwxyz"[Number(digit)] ?? "q");
    const lastName = `${base}${letters}`;
    const { id, reference } = await postPublicWithReference(admin, "/api/registration", {
      ...validRegistration(),
      lastName,
      email: `${unique("delegue")}@example.ma`,
    });
    if (!waiting.includes(base)) {
      const paid = await adminApiWrite(
        admin,
        "POST",
        `/api/admin/registrations/${id}/payment/mark-paid`,
        {
          paidAt: "2025-10-05",
          amount: "1000",
        },
      );
      expect(paid.status()).toBe(200);
    }
    people.push({ id, reference, lastName });
  }
  await page.context().clearCookies();
  await signInByApi(page.context().request, email, PASSWORD);
  return people;
}

const liveCheckIns = (registrationId: number) =>
  queryDatabase<{ day: string; actor_email: string }>(
    "select day, actor_email from check_ins where registration_id = ? and undone_at is null",
    registrationId,
  );

const result = (page: Page) => page.locator("[data-tone]");

test("the desk checks people in by typed code and by name, on a screen that alone may use the camera", async ({
  page,
}) => {
  const [paid, waiting] = await prepareDesk(page, ["Alaoui", "Zerouali"], ["Zerouali"]);
  if (!paid || !waiting) throw new Error("people not prepared");
  const desk = await page.goto("/admin/app/accueil");
  expect(desk?.headers()["permissions-policy"]).toBe(
    "camera=(self), microphone=(), geolocation=(), payment=()",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accueil CPSS 2025");
  // The counters once the server gave them (a dash until then).
  await expect(page.getByRole("region", { name: "Aujourd'hui" })).not.toContainText("—");
  const arrived = page.getByRole("region", { name: "Aujourd'hui" }).getByText(/Arrivés$/);
  const before = Number(await arrived.locator("xpath=preceding-sibling::span").textContent());

  // The code as a volunteer types it from a badge: lower case, no dash.
  await page.getByLabel("Référence du badge").fill(paid.reference.replace("-", "").toLowerCase());
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(result(page)).toHaveAttribute("data-tone", "green");
  await expect(result(page)).toContainText(`Bienvenue, Dr Amina ${paid.lastName}`);
  // Refreshed at once after the scan (other journeys check people in meanwhile: at least one more).
  await expect
    .poll(async () => Number(await arrived.locator("xpath=preceding-sibling::span").textContent()))
    .toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByRole("link", { name: "Imprimer le badge" })).toHaveAttribute(
    "href",
    `/api/admin/check-in/${paid.id}/badge.pdf`,
  );
  await expectNoAxeViolations(page);

  // Scanned again: orange, with the first time.
  await page.getByLabel("Référence du badge").fill(paid.reference);
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(result(page)).toHaveAttribute("data-tone", "orange");
  await expect(result(page)).toContainText("déjà arrivé(e) aujourd'hui");

  // The forgotten badge: by name; not paid, so orange and said so.
  await page.getByPlaceholder("Nom ou référence").fill(waiting.lastName);
  await page.getByRole("button", { name: "Chercher" }).click();
  const found = page.getByRole("list", { name: "Résultats de la recherche" });
  await expect(found.getByRole("listitem")).toHaveCount(1);
  await expect(found).toContainText("En attente");
  await found
    .getByRole("button", { name: `Enregistrer l'arrivée de Dr Amina ${waiting.lastName}` })
    .click();
  await expect(result(page)).toHaveAttribute("data-tone", "orange");
  await expect(result(page)).toContainText("Inscription non réglée");
  await expect(result(page)).toContainText(/Reste à payer : 1\s000,00 DH\./);
  // The unpaid arrival is counted apart: arrived and not arrived make the expected.
  const counters = page
    .getByRole("region", { name: "Aujourd'hui" })
    .locator("p > span:first-child");
  await expect(
    page.getByText(/^Et \d+ arrivées? non réglées? \(hors des attendus\)$/),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const [checkedIn = 0, expected = 0, notArrived = 0] = (await counters.allTextContents()).map(
        Number,
      );
      return checkedIn + notArrived - expected;
    })
    .toBe(0);
  // An unknown code: red, in French.
  await page.getByLabel("Référence du badge").fill("CPSS-ZZZZZ");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(result(page)).toHaveAttribute("data-tone", "red");
  await expect(result(page)).toContainText("Aucune inscription ne correspond à « CPSS-ZZZZZ »");

  expect(liveCheckIns(paid.id)).toHaveLength(1);
  expect(liveCheckIns(waiting.id)).toHaveLength(1);

  // Leaving the desk's screen loads a document without the camera: a mark left on this
  // document's window is gone once the new one has loaded.
  await page.evaluate(() => Object.assign(window, { deskDocument: true }));
  await page.getByRole("button", { name: /Menu du compte/ }).click();
  await page.getByRole("menuitem", { name: "Voir profil" }).click();
  await expect(page).toHaveURL(/\/admin\/app\/mot-de-passe$/);
  await expect
    .poll(() =>
      page
        .evaluate(() => !("deskDocument" in window) && document.readyState === "complete")
        // The old document may be going away while it is asked.
        .catch(() => false),
    )
    .toBe(true);
  const account = await page.request.get("/admin/app/mot-de-passe");
  expect(account.headers()["permissions-policy"]).toBe(
    "camera=(), microphone=(), geolocation=(), payment=()",
  );
  expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name)).toMatch(
    /\/admin\/app\/mot-de-passe$/,
  );
});

test("« Annuler ce passage » undoes a scan, and leaves the screen once its five minutes are over", async ({
  page,
}) => {
  const [first, second] = await prepareDesk(page, ["Bennani", "Chraibi"]);
  if (!first || !second) throw new Error("people not prepared");
  // The page's clock runs as usual until the test moves it on.
  await page.clock.install();
  await page.goto("/admin/app/accueil");
  const scan = async (person: Person) => {
    await page.getByLabel("Référence du badge").fill(person.reference);
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(result(page)).toHaveAttribute("data-tone", "green");
    await expect(result(page)).toContainText(person.lastName);
  };
  const undo = page.getByRole("button", { name: "Annuler ce passage" });

  await scan(first);
  await undo.click();
  await expect(result(page)).toContainText("Passage annulé");
  expect(liveCheckIns(first.id)).toEqual([]);

  await scan(second);
  await expect(undo).toBeVisible();
  await page.clock.fastForward("05:01");
  await expect(undo).toBeHidden();
  await expect(result(page)).toContainText(second.lastName);
  expect(liveCheckIns(second.id)).toHaveLength(1);
});

test("offline, the desk keeps the scans, sends them when back, and the server counts the person once", async ({
  page,
  context,
}) => {
  const [person] = await prepareDesk(page, ["Berrada"]);
  if (!person) throw new Error("person not prepared");
  await page.goto("/admin/app/accueil");
  await expect(page.getByRole("region", { name: "Aujourd'hui" })).not.toContainText("—");

  await context.setOffline(true);
  const waitingLine = page.getByText(/en attente d'envoi$/);
  for (const [index, typed] of [person.reference, person.reference.toLowerCase()].entries()) {
    await page.getByLabel("Référence du badge").fill(typed);
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(waitingLine).toHaveText(
      index === 0 ? "1 passage en attente d'envoi" : "2 passages en attente d'envoi",
    );
  }
  await expect(result(page)).toContainText("Déjà scanné(e) hors ligne");
  expect(liveCheckIns(person.id)).toEqual([]);

  await context.setOffline(false);
  await expect(waitingLine).toHaveCount(0);
  expect(liveCheckIns(person.id)).toHaveLength(1);
  expect(
    queryDatabase<{ count: number }>(
      "select count(*) as count from check_ins where registration_id = ?",
      person.id,
    )[0]?.count,
  ).toBe(1);
});

test("the camera reads a badge's QR code and checks the person in", async ({
  page,
  playwright,
  baseURL,
}) => {
  const [person] = await prepareDesk(page, ["Kettani"]);
  if (!person) throw new Error("person not prepared");
  // The badge's QR code holds the bare reference (services/pdf/pdf-documents.tsx). A browser of
  // its own plays it as its fake camera, from a file of its own: Chromium reads the file while
  // its camera runs, and a file rewritten for the next test under a camera still closing left
  // the desk with no picture to read, once in a dozen runs.
  const video = join(mkdtempSync(join(tmpdir(), "congres-camera-")), "badge.y4m");
  writeQrVideo(person.reference, video);
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH,
    args: [
      ...BROWSER_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      locale: "fr-FR",
      timezoneId: "Africa/Casablanca",
      reducedMotion: "reduce",
      permissions: ["camera"],
      // The desk's session, signed in by prepareDesk.
      storageState: await page.context().storageState(),
    });
    const desk = await context.newPage();
    await desk.goto("/admin/app/accueil");
    await desk.getByRole("button", { name: "Scanner avec la caméra" }).click();
    await expect(desk.getByLabel("Image de la caméra")).toHaveAttribute("data-state", "on");
    await expect(result(desk)).toHaveAttribute("data-tone", "green", { timeout: 15_000 });
    await expect(result(desk)).toContainText(`Bienvenue, Dr Amina ${person.lastName}`);
    await desk.getByRole("button", { name: "Arrêter la caméra" }).click();
    expect(liveCheckIns(person.id)).toHaveLength(1);
  } finally {
    await browser.close();
  }
});

test("offline, a cancelled or unknown badge is refused at once, a refusal coming back is kept until seen, the page reloads, and sign-out clears the queue", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const [arriving, cancelledBefore, cancelledAfter, signedOut] = await prepareDesk(
    page,
    ["Sefrioui", "Tahiri", "Lamrani", "Bouzidi"],
    ["Tahiri", "Lamrani"],
  );
  if (!arriving || !cancelledBefore || !cancelledAfter || !signedOut) {
    throw new Error("people not prepared");
  }
  // The secretariat, in a request context of its own (the desk's browser goes offline).
  const office = await playwright.request.newContext({ baseURL });
  await signInByApi(office, ADMIN.email, ADMIN.password);
  const cancel = async (person: Person) =>
    expect(
      (
        await adminApiWrite(office, "POST", `/api/admin/registrations/${person.id}/payment/cancel`)
      ).status(),
    ).toBe(200);
  await cancel(cancelledBefore);

  await page.goto("/admin/app/accueil");
  // The day's references kept, and the page kept for offline.
  await expect(
    page.getByText(/^Hors ligne, les badges sont vérifiés sur la liste du jour/),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-offline", "ready");

  await context.setOffline(true);
  const type = async (code: string) => {
    await page.getByLabel("Référence du badge").fill(code);
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  };
  const waitingLine = page.getByText(/en attente d'envoi$/);
  // Refused at once, without the network, with the server's sentences; nothing waits.
  await type(cancelledBefore.reference.toLowerCase());
  await expect(result(page)).toHaveAttribute("data-tone", "red");
  await expect(result(page)).toContainText(
    `L'inscription ${cancelledBefore.reference} est annulée`,
  );
  await type("CPSS-ZZZZZ");
  await expect(result(page)).toContainText("Aucune inscription ne correspond à « CPSS-ZZZZZ »");
  await expect(waitingLine).toHaveCount(0);
  // Known badges are kept.
  await type(arriving.reference);
  await expect(result(page)).toContainText("Hors ligne : passage gardé");
  await type(cancelledAfter.reference);
  await expect(waitingLine).toHaveText("2 passages en attente d'envoi");

  // Reloaded without the network: the page loads, its queue still there.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accueil CPSS 2025");
  await expect(waitingLine).toHaveText("2 passages en attente d'envoi");
  // Meanwhile the secretariat cancels one of them: the server will refuse that scan.
  await cancel(cancelledAfter);
  await type(arriving.reference.toLowerCase());
  await expect(result(page)).toContainText("Déjà scanné(e) hors ligne");
  await expect(result(page)).toContainText("sera transmis");
  await expect(waitingLine).toHaveText("3 passages en attente d'envoi");

  await context.setOffline(false);
  await expect(waitingLine).toHaveCount(0);
  const refusals = page.getByRole("list", { name: "Passages refusés" });
  await expect(refusals.getByRole("listitem")).toHaveCount(1);
  await expect(refusals).toContainText(
    `Dr Amina ${cancelledAfter.lastName} (${cancelledAfter.reference})`,
  );
  await expect(refusals).toContainText("est annulée");
  // « Passage gardé … sera transmis » is gone once sent.
  await expect(result(page)).toContainText("Passages hors ligne transmis");
  await expect(page.getByText(/sera transmis/)).toHaveCount(0);
  expect(liveCheckIns(arriving.id)).toHaveLength(1);
  expect(liveCheckIns(cancelledAfter.id)).toEqual([]);

  // Kept until the volunteer has seen it, across a reload.
  await page.reload();
  await expect(refusals).toContainText(cancelledAfter.lastName);
  await refusals.getByRole("button", { name: /^J'ai vu le refus/ }).click();
  await expect(refusals).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accueil CPSS 2025");
  await expect(page.getByText(/passages? gardés? hors ligne (a|ont) été refusés?/)).toHaveCount(0);

  // A scan that cannot reach the server waits; signing out takes it from the browser unsent.
  await page.route("**/api/admin/check-in", (route) => route.abort("internetdisconnected"));
  await type(signedOut.reference);
  await expect(waitingLine).toHaveText("1 passage en attente d'envoi");
  await page.getByRole("button", { name: /Menu du compte/ }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)),
  ).not.toContain("congres-accueil");
  await page.unroute("**/api/admin/check-in");
  await office.dispose();
  expect(liveCheckIns(signedOut.id)).toEqual([]);
});

test("a scan kept offline is never sent under another account signed in on the same browser", async ({
  page,
  context,
}) => {
  const [person] = await prepareDesk(page, ["Ouazzani"]);
  if (!person) throw new Error("person not prepared");
  await page.goto("/admin/app/accueil");
  await expect(page.locator("html")).toHaveAttribute("data-offline", "ready");
  await context.setOffline(true);
  await page.getByLabel("Référence du badge").fill(person.reference);
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByText(/en attente d'envoi$/)).toHaveText("1 passage en attente d'envoi");

  // The phone changes hands without a sign-out: another desk account signs in.
  await page.goto("about:blank");
  await context.setOffline(false);
  await prepareDesk(page, []);
  // Whatever the screen sends on opening (its queue first) is over once the network is idle.
  await page.goto("/admin/app/accueil", { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("data-offline", "ready");
  await expect(page.getByText(/^Hors ligne, les badges sont vérifiés/)).toBeVisible();
  await expect(page.getByText(/en attente d'envoi$/)).toHaveCount(0);
  expect(liveCheckIns(person.id)).toEqual([]);
  // Still kept for the account that made it.
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const opening = indexedDB.open("congres-accueil");
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const counting = opening.result.transaction("scans").objectStore("scans").count();
            counting.onsuccess = () => {
              opening.result.close();
              resolve(counting.result);
            };
          };
        }),
    ),
  ).toBe(1);
});
