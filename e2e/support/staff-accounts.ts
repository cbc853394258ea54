import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { generate } from "otplib";
import { queryDatabase } from "./database.ts";

/** Staff accounts' journeys: mailed links, chosen passwords, codes, signing out (issue #22). */

type StoredMail = { id: number; eml_file: string | null };

/**
 * The link of the newest mail of `kind` to `email`, as a path on this server, read from its .eml
 * copy: the e2e server has no SMTP, so that copy is the mail's delivery and the only place its
 * token is kept — the stored row holds it masked (decision 0056).
 */
export async function linkIn(kind: string, email: string, after = 0): Promise<string> {
  const newest = () =>
    queryDatabase<StoredMail>(
      "select id, eml_file from outbox where kind = ? and to_address = ? and id > ? order by id desc limit 1",
      kind,
      email,
      after,
    )[0];
  await expect.poll(() => newest()?.eml_file ?? null, { timeout: 10_000 }).not.toBeNull();
  const mail = await simpleParser(await readFile(newest()?.eml_file ?? ""));
  // A staff link (/admin/…#token) or a delegate's sign-in link (/mon-espace#token, per language).
  const match =
    /https?:\/\/\S+?(\/(?:admin\/[a-z-]+|(?:(?:en|ar)\/)?mon-espace)#[A-Za-z0-9_-]{43})/.exec(
      mail.text ?? "",
    );
  if (!match?.[1]) throw new Error(`no link in the ${kind} mail to ${email}`);
  return match[1];
}

export const newestMailId = (email: string) =>
  queryDatabase<{ id: number }>("select max(id) as id from outbox where to_address = ?", email)[0]
    ?.id ?? 0;

/** On the page of a mailed link: chooses a password twice and lands on the sign-in page. */
export async function choosePassword(page: Page, password: string) {
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(`${password}-autre`);
  await page.getByRole("button", { name: "Enregistrer mon mot de passe" }).click();
  await expect(page.getByText("Les deux mots de passe ne correspondent pas")).toBeVisible();
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await page.getByRole("button", { name: "Enregistrer mon mot de passe" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Votre mot de passe est enregistré" }),
  ).toBeVisible();
}

/** The code the phone shows one step (30 s) ahead: accepted (±1 step), never the one just used. */
export const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

export async function signOut(page: Page) {
  await page.getByRole("button", { name: /Menu du compte/ }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs `page`'s browser in through `POST /api/login` (its request context shares the cookies),
 * without typing the form: for journeys whose subject is not the sign-in.
 */
export async function signInByApi(page: Page, email: string, password: string) {
  await page.request.get("/sanctum/csrf-cookie");
  const state = await page.request.storageState();
  const token = state.cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const response = await page.request.post("/api/login", {
    data: { email, password },
    headers: { "X-XSRF-TOKEN": token },
  });
  expect(response.status(), await response.text()).toBe(200);
}
