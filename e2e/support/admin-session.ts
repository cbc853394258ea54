import type { CreatedWithReference } from "@congres/shared";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { ADMIN } from "./admin-account.ts";
import { adminApiWrite } from "./admin-api.ts";

/** Signs in through the /admin form, as a staff member does, and waits for the dashboard. */
export async function signInAsAdmin(
  page: Page,
  email: string = ADMIN.email,
  password: string = ADMIN.password,
) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/app$/);
}

/**
 * Signs in through the API the /admin form calls (its session cookie lands in `request`'s jar, a
 * page's or a context's), for a journey that then uses the API or opens a screen of its own:
 * no sign-in page nor dashboard drawn for nothing. The form itself is signInAsAdmin's.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string = ADMIN.email,
  password: string = ADMIN.password,
) {
  const answer = await adminApiWrite(request, "POST", "/api/login", { email, password });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * A browser context of its own for staff, signed in through the API: its `request` calls the
 * admin API and its pages open the screens under the same session. The caller closes it.
 */
export async function signedInStaffContext(
  browser: Browser,
  options: { baseURL: string; viewport?: { width: number; height: number } },
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await signInThroughApi(context.request);
  return context;
}

/** A public write with the CSRF cookie and header, as the site's forms send it. */
export async function postPublic(request: APIRequestContext, path: string, data: unknown) {
  return (await postPublicWithReference(request, path, data)).id;
}

/**
 * The same write, answered with the personal reference (registrations and submissions);
 * `headers` as a visitor's browser adds them (`Accept-Language`).
 */
export async function postPublicWithReference(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<CreatedWithReference> {
  await request.get("/sanctum/csrf-cookie");
  const state = await request.storageState();
  const token = state.cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const response = await request.post(path, {
    data,
    headers: { ...headers, "X-XSRF-TOKEN": token },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedWithReference;
}

/**
 * Types a search into an admin list and waits for the list's own state: the address bar holds
 * the search and the rows shown are its answer (the list is no longer `aria-busy`), so that a
 * locator never sees the previous rows while the new ones are on their way.
 */
export async function searchAdminList(page: Page, text: string) {
  await page.getByLabel("Rechercher").fill(text);
  await page.waitForURL((url) => (url.searchParams.get("q") ?? "") === text);
  await expect(page.locator('section[aria-labelledby="admin-list-title"]')).toHaveAttribute(
    "aria-busy",
    "false",
  );
}
