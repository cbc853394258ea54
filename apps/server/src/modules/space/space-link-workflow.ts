import {
  INTL_LOCALES,
  type Locale,
  SPACE_LINK_VALIDITY_MS,
  SPACE_PAGE_PATHS,
} from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { INSTANT_IN_WORDS } from "../../services/mail/instant-in-words.ts";
import { delegateMailTexts } from "../../services/mail/mail-language.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { registrantName } from "../registrations/registration-space.ts";
import { submitterName } from "../submissions/submission-space.ts";
import { countLinksSince, forgetLinksBefore, storeLink } from "./space-links.ts";
import { newToken } from "./space-tokens.ts";

const HOUR_MS = 60 * 60 * 1000;

/** "5 septembre 2025 à 14:03 UTC+1", in the mail's language and the congress's time zone. */
const formatInstant = (instant: Date, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone,
    ...INSTANT_IN_WORDS,
    timeZoneName: "short",
  }).format(instant);

export type SpaceLinkRequest = { email: string; locale: Locale };

/**
 * A sign-in link asked on /mon-espace (decision 0068). Known and unknown addresses do the same
 * work — both names looked up, every address's links older than an hour forgotten and the hour's counted, a link
 * drawn and stored — and differ only in the mail queued for a known one: the route's answer, and
 * its time, tell nothing. Past
 * `perHour` links for the address in the last hour, nothing is stored or sent. Answers whether a
 * mail was queued (the route tells the worker).
 */
export async function sendSpaceLink(
  db: Db,
  mail: MailService,
  { email, locale }: SpaceLinkRequest,
  now: Date,
  perHour: number,
): Promise<boolean> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SPACE_LINK_VALIDITY_MS);
  const queued = await db.transaction().execute(async (trx) => {
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    await forgetLinksBefore(trx, hourAgo);
    const recent = await countLinksSince(trx, email, hourAgo);
    const registrant = await registrantName(trx, email);
    const submitter = await submitterName(trx, email);
    const name = registrant ?? submitter;
    if (recent >= perHour) return false;
    await storeLink(trx, { token, email, createdAt: now, expiresAt });
    if (name === undefined) return false;
    const { edition } = mail.context;
    await mail.queue(trx, [
      {
        kind: "space_link",
        to: { name, address: email },
        subject: delegateMailTexts(locale).spaceLink.subject(edition.shortName),
        entity: null,
        // Masked in the stored mail once it has left (decision 0056).
        secrets: [token],
        data: {
          template: "space_link",
          name,
          url: `${edition.siteUrl}${SPACE_PAGE_PATHS[locale]}#${token}`,
          validUntil: formatInstant(expiresAt, locale, edition.timeZone),
          language: locale,
        },
      },
    ]);
    return true;
  });
  if (queued) mail.queued();
  return queued;
}
