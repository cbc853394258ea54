import { INTL_LOCALES, LOCALES, type Locale } from "@congres/shared";
import type { Db } from "../../db/connection.ts";
import { INSTANT_IN_WORDS } from "../../services/mail/instant-in-words.ts";
import { delegateMailTexts } from "../../services/mail/mail-language.ts";
import type { MailService } from "../../services/mail/mail-service.ts";
import { hashOfferToken, newOfferToken } from "./offer-tokens.ts";
import type { AddonRow } from "./options-repository.ts";
import { giveBackSeat, releaseHeldSeat } from "./seats.ts";
import { markOffered, nextWaiting } from "./waitlist-repository.ts";

/** How long a freed seat is held for the person offered it (the 48 hours). */
export const OFFER_VALIDITY_MS = 48 * 3_600_000;

/** The registration page in each language, where an offer's link leads. */
const REGISTRATION_PAGE: Record<Locale, string> = {
  fr: "/inscription",
  en: "/en/inscription",
  ar: "/ar/inscription",
};

const labelIn = (addon: AddonRow, locale: Locale) =>
  ({ fr: addon.label_fr, en: addon.label_en, ar: addon.label_ar })[locale];

const languageOf = (stored: string): Locale =>
  (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : "fr";

/**
 * A seat of `addon` is free (held already when `held`): offered to the first person waiting, with
 * a link valid 48 hours, her mail queued in the same transaction. Nobody waiting: the seat goes
 * back to sale. Answers whether an offer was made.
 */
export async function offerFreedSeat(
  trx: Db,
  addon: AddonRow,
  at: Date,
  mail: MailService,
  held: boolean,
): Promise<boolean> {
  const next = await nextWaiting(trx, addon.id);
  if (!next) {
    if (held) await releaseHeldSeat(trx, addon.id);
    return false;
  }
  const token = newOfferToken();
  const expiresAt = new Date(at.getTime() + OFFER_VALIDITY_MS);
  await markOffered(trx, next.id, { tokenHash: hashOfferToken(token), at, expiresAt });
  const language = languageOf(next.language);
  const { edition } = mail.context;
  const label = labelIn(addon, language);
  const url = new URL(`${edition.siteUrl}${REGISTRATION_PAGE[language]}`);
  url.searchParams.set("offre", token);
  url.searchParams.set("option", addon.code);
  url.hash = "formulaire";
  await mail.queue(trx, [
    {
      kind: "waitlist_offer",
      to: { name: next.email, address: next.email },
      subject: delegateMailTexts(language).waitlistOffer.subject(label, edition.shortName),
      entity: null,
      data: {
        template: "waitlist_offer",
        label,
        url: url.toString(),
        validUntil: new Intl.DateTimeFormat(INTL_LOCALES[language], {
          timeZone: edition.timeZone,
          ...INSTANT_IN_WORDS,
          timeZoneName: "short",
        }).format(expiresAt),
        language,
      },
    },
  ]);
  return true;
}

/** A sold seat given back (a cancellation): held for the next waiting, or back on sale. */
export async function freeSoldSeat(trx: Db, addon: AddonRow, at: Date, mail: MailService) {
  const offered = await offerFreedSeat(trx, addon, at, mail, false);
  await giveBackSeat(trx, addon.id, offered);
  return offered;
}
