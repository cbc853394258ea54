import { editionTexts } from "../../i18n/edition-texts.ts";
import type { Locale } from "../../i18n/locale.ts";
import { formatDateTime } from "../../lib/locale-format.ts";
import { m } from "../../paraglide/messages.js";

/**
 * A closing time as a page words it: the instant in its language, in Casablanca's time, and saying
 * so ("28 September 2025 at 23:59 (Casablanca time)"). The shared formatClosingTime is the
 * server's French wording.
 */
export const formatClosingInstant = (iso: string, locale: Locale) =>
  `${formatDateTime(iso, locale)} ${m.closed_time_zone({ city: editionTexts(locale).city }, { locale })}`;
