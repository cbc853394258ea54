import { INSTANT_IN_WORDS } from "../../services/mail/instant-in-words.ts";
import type { MailContext, MailDraft } from "../../services/mail/mail-draft.ts";
import { mailTexts } from "../../services/mail/mail-texts.ts";
import { renderMail } from "../../services/mail/render-mail.ts";
import {
  type AccountFailures,
  LOGIN_ALERT_INTERVAL_MS,
  MAX_ACCOUNT_DELAY_MS,
} from "./login-throttle.ts";

const minutes = (ms: number) => Math.round(ms / 60_000);

/** "5 septembre 2025 à 14:03 UTC+1": the congress's time, with its offset so that none guesses. */
export const formatInstant = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("fr-FR", { timeZone, ...INSTANT_IN_WORDS, timeZoneName: "short" }).format(
    instant,
  );

/** The alert to an admin whose account failed sign-ins have slowed down; about no record. */
export async function loginAlertMail(
  admin: { name: string; email: string },
  failures: AccountFailures,
  context: MailContext,
): Promise<MailDraft> {
  const { edition } = context;
  const body = await renderMail("LoginAlert", {
    name: admin.name,
    failures: failures.count,
    since: formatInstant(failures.since, edition.timeZone),
    addresses: failures.addresses,
    maxDelayMinutes: minutes(MAX_ACCOUNT_DELAY_MS),
    alertIntervalMinutes: minutes(LOGIN_ALERT_INTERVAL_MS),
    edition,
  });
  return {
    kind: "staff_login_alert",
    to: { name: admin.name, address: admin.email },
    subject: mailTexts.loginAlert.subject(edition.shortName),
    ...body,
    entity: null,
  };
}
