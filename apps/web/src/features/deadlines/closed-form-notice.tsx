import type { ClosableForm } from "@congres/shared";
import { CalendarX } from "lucide-react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { editionFacts } from "../../lib/edition-facts.ts";
import { m } from "../../paraglide/messages.js";
import { formatClosingInstant } from "./closing-instant.ts";

const TEXTS = { registration: m.closed_registration, submission: m.closed_submission };
const TITLES = { registration: m.closed_title_registration, submission: m.closed_title_submission };

/** What /inscription and /soumissions show instead of their form once the closing time passed. */
export function ClosedFormNotice({ form, closesAt }: { form: ClosableForm; closesAt: string }) {
  const email = editionFacts.contact.email;
  const locale = useLocale();
  const closedAt = formatClosingInstant(closesAt, locale);
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
