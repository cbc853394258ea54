import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { type AppOptions, buildApp } from "../app.ts";
import { loadMailSettings, type MailSettings } from "../config/mail-settings.ts";
import type { Db } from "../db/connection.ts";
import { renderDelegatePdf } from "../modules/receipts/attachment-pdfs.ts";
import { SESSION_COOKIE } from "../plugins/session.ts";
import { MailDeliveryWorker } from "../services/mail/delivery-worker.ts";
import { MailService } from "../services/mail/mail-service.ts";
import { EmlFolder } from "../services/mail/mail-transport.ts";
import { checkAnswersAgainstDocument } from "./answer-check.ts";

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** Mail settings as `npm start` has them (no SMTP_URL), with a DATA_DIR of the test's own. */
export const testMailSettings = (env: Record<string, string> = {}) =>
  loadMailSettings(env, mkdtempSync(join(tmpdir(), "congres-mail-")));

/**
 * The API on `db`; mails are queued in the outbox and stay there unless a test delivers them.
 * A « Mon espace » link answers at once: its answer floor, which hides whether an address is
 * known, is measured by the test about it (space-sign-in.test.ts) and would only slow the others.
 */
export async function testApp(db: Db, options: Partial<AppOptions> = {}) {
  const app = await buildApp({
    db,
    mail: new MailService(testMailSettings()),
    spaceLinkAnswerFloorMs: 0,
    ...options,
  });
  // Every answer a test receives must be the one the OpenAPI document describes (issue #41).
  checkAnswersAgainstDocument(app);
  return app;
}

/** Renders and "delivers" every queued mail as `npm start` does without SMTP (.eml copies). */
export function drainMails(db: Db, settings: MailSettings): Promise<void> {
  const emlFolder = new EmlFolder(settings.mailDir, settings);
  return new MailDeliveryWorker({
    db,
    smtp: undefined,
    emlFolder,
    edition: settings.edition,
    attachments: renderDelegatePdf,
  })
    .drain()
    .then(() => undefined);
}

/**
 * The CSRF token a browser holds after `GET /sanctum/csrf-cookie`: a visitor's, or, given a
 * session cookie, the token bound to that signed-in session.
 */
export async function csrfToken(app: TestApp, session?: string): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/sanctum/csrf-cookie",
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });
  const cookie = response.cookies.find((c) => c.name === "XSRF-TOKEN");
  if (!cookie) throw new Error("no XSRF-TOKEN cookie");
  return cookie.value;
}

/** A JSON write carrying the CSRF cookie and header, like the site's API client. */
export async function postJson(
  app: TestApp,
  url: string,
  payload: unknown,
  options: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  const token = await csrfToken(app);
  return app.inject({
    method: "POST",
    url,
    payload: payload as InjectOptions["payload"],
    ...options,
    cookies: { "XSRF-TOKEN": token, ...options.cookies },
    headers: { "x-xsrf-token": token, ...options.headers },
  });
}
