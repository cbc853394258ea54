import { validRegistration } from "@congres/shared/testing";
import { expectNoAxeViolations } from "../support/accessibility.ts";
import { ADMIN } from "../support/admin-account.ts";
import { postPublicWithReference } from "../support/admin-session.ts";
import { unique } from "../support/database.ts";
import { signInByApi } from "../support/staff-accounts.ts";
import { expect, test } from "../support/test.ts";

test("registrations sharing an e-mail address are flagged as duplicates in the list and the detail", async ({
  page,
}) => {
  const email = `${unique("doublon")}@example.ma`;
  const first = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    email,
  });
  const second = await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    email: email.toUpperCase(),
  });
  const alone = `${unique("seul")}@example.ma`;
  await postPublicWithReference(page.request, "/api/registration", {
    ...validRegistration(),
    email: alone,
  });

  await signInByApi(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/app/inscriptions?q=${encodeURIComponent(alone)}`);
  const aloneRow = page.locator("tbody tr").filter({ hasText: alone });
  await expect(aloneRow).toBeVisible();
  await expect(aloneRow).not.toContainText("Doublon");

  await page.goto(`/admin/app/inscriptions?q=${encodeURIComponent(email)}`);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  for (const reference of [first.reference, second.reference]) {
    const row = rows.filter({ hasText: reference });
    await expect(row.getByRole("link", { name: /Doublon/ })).toHaveText(
      "Doublon (1 autre inscription avec cette adresse)",
    );
  }
  await expectNoAxeViolations(page);

  await page.goto(`/admin/app/inscriptions/${second.id}`);
  await expect(page.getByRole("heading", { name: `Inscription #${second.id}` })).toBeVisible();
  const badge = page.getByRole("link", { name: /Doublon/ });
  await expect(badge).toContainText("1 autre inscription avec cette adresse");
  await expectNoAxeViolations(page);
  // The badge leads to the list searched by the address, where the other one is.
  await badge.click();
  await expect(page).toHaveURL(/\/admin\/app\/inscriptions\?q=/);
  await expect(page.locator("tbody tr").filter({ hasText: first.reference })).toBeVisible();
});
