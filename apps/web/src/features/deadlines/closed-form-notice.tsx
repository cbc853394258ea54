import type { ClosableForm } from "@congres/shared";
import { CalendarX } from "lucide-react";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { editionFacts } from "../../lib/edition-facts.ts";
import { formatDateTime } from "../../lib/locale-format.ts";
import { m } from "../../paraglide/messages.js";

const TEXTS = { registration: m.closed_registration, submission: m.closed_submission };
const TITLES = { registration: m.closed_title_registration, submission: m.closed_title_submission };

/** What /inscription and /soumissions show instead of their form once the closing time passed. */
export function ClosedFormNotice({ form, closesAt }: { form: ClosableForm; closesAt: string }) {
  const email = editionFacts.contact.email;
  const locale = useLocale();
  // The shared formatClosingTime is the server's French wording; a page words the same instant
  // in its own language, in Casablanca's time, and says so.
  const closedAt = `${formatDateTime(closesAt, locale)} ${m.closed_time_zone({ city: editionTexts(locale).city }, { locale })}`;
  return (
    <section
      aria-labelledby="formulaire-clos"
      className="mt-10 flex gap-4 rounded-xl border border-brand-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <CalendarX aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
      <div>
        <h2 id="formulaire-clos" className="text-2xl font-bold text-brand-900">
          {TITLES[form]({}, { locale })}
        </h2>
        <p className="mt-3 text-base text-ink">
          {TEXTS[form]({}, { locale })} {closedAt}.
        </p>
        <p className="mt-2 text-base text-ink">
          {m.closed_write_to({}, { locale })}{" "}
          <a href={`mailto:${email}`} dir="ltr" className="font-semibold text-brand-700 underline">
            {email}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
