import { validRegistration } from "@congres/shared/testing";
import type { Page } from "@playwright/test";
import type { ReceivedMail } from "../../apps/server/src/testing/smtp-test-server.ts";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { adminApiWrite } from "../support/admin-api.ts";
import { postPublicWithReference, signInAsAdmin } from "../support/admin-session.ts";
import { unique } from "../support/database.ts";
import { fillRegistrationIn, registrationFormIn } from "../support/localized-forms.ts";
import { type ServerWithSmtp, testWithMailServer } from "../support/server-with-smtp.ts";
import { expect } from "../support/test.ts";
import { uiMessages } from "../support/ui-messages.ts";
import { DESKTOP, PHONE } from "../support/viewports.ts";

/**
 * Issue #40 « Done when », options' part (decision 0075), on a server with a real SMTP server:
 * staff create a workshop with 2 seats, a promo code and a country group with its fee in « Tarifs
 * et options »; three delegates
 * try it — two get seats (the first through the French form at 360 px, with the code), the third,
 * on the Arabic page, finds it full and joins the waiting list; one cancels; the third receives
 * the offer mail and books through its link. axe on each screen shown.
 */
const test = testWithMailServer;
test.use({ viewport: PHONE });

const mailsTo = (server: ServerWithSmtp, address: string): ReceivedMail[] =>
  server.smtp.received.filter(
    (mail) => mail.to && "value" in mail.to && mail.to.value[0]?.address === address,
  );

async function staffPage(page: Page, baseURL: string): Promise<Page> {
  const context = await page.context().browser()?.newContext({ baseURL, viewport: DESKTOP });
  if (!context) throw new Error("no browser");
  const staff = await context.newPage();
  await signInAsAdmin(staff);
  return staff;
}

test("a workshop of 2 seats and a promo code: two book, the third waits, gets the freed seat by mail and books it", async ({
  page,
  mailServer,
}) => {
  // A server of its own starts with it, and four screens are checked by axe on a shared machine.
  test.setTimeout(90_000);
  const staff = await staffPage(page, mailServer.baseURL);
  const code = unique("atelier")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "-")
    .slice(0, 40);
  const promo = `ORATEUR-${Date.now() % 100_000}`;

  // Staff: the workshop and the code, through « Tarifs et options ».
  await staff.goto("/admin/app/tarifs");
  await expect(staff.getByRole("heading", { name: "Tarifs et options", level: 1 })).toBeVisible();
  const addonForm = staff.getByRole("form", { name: "Nouvelle option" });
  await addonForm.getByLabel("Code (minuscules, chiffres, tirets)").fill(code);
  await addonForm.getByLabel("Libellé en français").fill("Atelier pré-congrès");
  await addonForm.getByLabel("Libellé en anglais").fill("Pre-congress workshop");
  await addonForm.getByLabel("Libellé en arabe").fill("ورشة ما قبل المؤتمر");
  await addonForm.getByLabel("Prix (DH)").fill("300");
  await addonForm.getByLabel("Places (vide : sans limite)").fill("2");
  await addonForm.getByRole("button", { name: "Ajouter l'option" }).click();
  await expect(staff.getByRole("cell", { name: code })).toBeVisible();
  const promoForm = staff.getByRole("form", { name: "Nouveau code promo" });
  await promoForm.getByLabel("Code", { exact: true }).fill(promo);
  await promoForm.getByLabel("Valeur").fill("50");
  await promoForm.getByLabel("Utilisations au plus").fill("5");
  await promoForm.getByLabel("Valable jusqu'au (inclus)").fill("2099-12-31");
  await promoForm.getByRole("button", { name: "Créer le code" }).click();
  await expect(staff.getByText(`${promo} : 50 %`)).toBeVisible();

  // A country group with Senegal in it, and its own standard fee for health professionals.
  const groupCode = `revenu-${Date.now() % 100_000}`;
  const groups = staff.getByRole("region", { name: "Groupes de pays" });
  const newGroup = groups.getByRole("form", { name: "Nouveau groupe de pays" });
  await newGroup.getByLabel("Code du groupe (minuscules, chiffres, tirets)").fill(groupCode);
  await newGroup.getByLabel("Nom du groupe").fill("Revenu faible");
  await newGroup.getByRole("button", { name: "Ajouter le groupe" }).click();
  await groups.getByLabel(`Nom du groupe ${groupCode}`).fill("Revenu intermédiaire");
  await groups.getByLabel(/^Rechercher un pays/).fill("senegal");
  await groups.getByLabel("Sénégal").selectOption({ label: "Revenu intermédiaire" });
  await groups.getByRole("button", { name: "Enregistrer les groupes" }).click();
  await expect(groups.getByRole("status")).toContainText("Groupes enregistrés");
  const fees = staff.getByRole("region", { name: "Frais d'inscription (DH)" });
  await fees.getByLabel(`Professionnel de santé, Standard, ${groupCode}`).fill("600");
  await fees.getByRole("button", { name: "Enregistrer les tarifs" }).click();
  await expect(fees.getByRole("status")).toBeVisible();
  await expectNoAxeViolations(staff);
  const saved = (await (await staff.request.get("/api/admin/registration-options")).json()) as {
    groups: { code: string; label: string; countries: string[] }[];
    fees: { participationType: string; period: string; countryGroup: string; amount: number }[];
  };
  expect(saved.groups).toContainEqual({
    code: groupCode,
    label: "Revenu intermédiaire",
    countries: ["SN"],
  });
  expect(saved.fees).toContainEqual({
    participationType: "professionnel",
    period: "standard",
    countryGroup: groupCode,
    amount: 600,
  });

  // First delegate: the French form at 360 px, the workshop ticked, the code typed.
  const fr = uiMessages("fr");
  await page.goto("/inscription");
  const first = { ...validRegistration(), email: `${unique("premiere").toLowerCase()}@example.ma` };
  await fillRegistrationIn(page, fr, first);
  const form = registrationFormIn(page, fr);
  await expect(form.getByText("Votre tarif : 1 000 DH")).toBeVisible();
  await form.getByRole("checkbox", { name: /Atelier pré-congrès/ }).check();
  await form.getByRole("textbox", { name: "Code promo" }).fill(promo.toLowerCase());
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: fr.registration_submit }).click();
  // 1 000 + 300, less 50 %: the amount the server stored.
  await expect(page.getByRole("dialog")).toContainText("650 DH");

  // Second delegate, through the API.
  await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    email: `${unique("deuxieme").toLowerCase()}@example.ma`,
    addons: [code],
  });
  const second = (await staff.request.get("/api/admin/registrations?q=deuxieme")).json();
  const secondId = ((await second) as { data: { id: number; email: string }[] }).data[0]?.id;

  // Third delegate, on the Arabic page: the workshop is full, she joins the waiting list.
  const ar = uiMessages("ar");
  const third = {
    ...validRegistration(),
    email: `${unique("troisieme").toLowerCase()}@example.ma`,
  };
  await page.goto("/ar/inscription");
  const arabicForm = registrationFormIn(page, ar);
  await arabicForm
    .getByRole("textbox", { name: ar.registration_email, exact: true })
    .fill(third.email);
  await expect(arabicForm.getByRole("checkbox", { name: /ورشة ما قبل المؤتمر/ })).toBeDisabled();
  await arabicForm.getByRole("button", { name: ar.registration_addon_waiting }).click();
  await expect(arabicForm.getByRole("status")).toHaveText(ar.registration_addon_waitlisted ?? "");
  await expectNoAxeViolations(page);

  // The second cancels (staff record it): the seat goes to the third, by mail, in Arabic.
  const cancelled = await adminApiWrite(
    staff.request,
    "POST",
    `/api/admin/registrations/${secondId}/payment/cancel`,
    {},
  );
  expect(cancelled.status()).toBe(200);
  const offerLink = () =>
    mailsTo(mailServer, third.email)
      .map((mail) => /\/ar\/inscription\?offre=[\w-]+&option=[\w-]+/.exec(String(mail.text))?.[0])
      .find(Boolean);
  await expect.poll(offerLink, { timeout: 30_000 }).toBeTruthy();
  expect(mailsTo(mailServer, third.email)[0]?.subject).toContain("تحرّر مكان");

  // Her link opens the Arabic form with the held seat ticked; she books it.
  await page.goto(offerLink() as string);
  await fillRegistrationIn(page, ar, third);
  await expect(arabicForm.getByRole("checkbox", { name: /ورشة ما قبل المؤتمر/ })).toBeChecked();
  await arabicForm.getByRole("button", { name: ar.registration_submit }).click();
  await expect(page.getByRole("dialog")).toContainText(ar.registration_success_title ?? "");

  const options = await (await staff.request.get("/api/admin/registration-options")).json();
  const workshop = (
    options as { addons: { code: string; sold: number; held: number }[] }
  ).addons.find((addon) => addon.code === code);
  expect(workshop).toMatchObject({ sold: 2, held: 0 });
  await staff.context().close();
});
