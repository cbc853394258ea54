import { type ClosableForm, deadlineMessages, formatClosingTime } from "@congres/shared";
import { CalendarX } from "lucide-react";
import { edition } from "../../lib/edition.ts";

const TEXTS = {
  registration: "Les inscriptions en ligne sont closes depuis le",
  submission: "Les soumissions en ligne sont closes depuis le",
} as const;

/** What /inscription and /soumissions show instead of their form once the closing time passed. */
export function ClosedFormNotice({ form, closesAt }: { form: ClosableForm; closesAt: string }) {
  const email = edition.contact.email;
  return (
    <section
      aria-labelledby="formulaire-clos"
      className="mt-10 flex gap-4 rounded-xl border border-brand-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <CalendarX aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
      <div>
        <h2 id="formulaire-clos" className="text-2xl font-bold text-brand-900">
          {deadlineMessages.closedTitle[form]}
        </h2>
        <p className="mt-3 text-base text-ink">
          {TEXTS[form]} {formatClosingTime(closesAt)}.
        </p>
        <p className="mt-2 text-base text-ink">
          Pour toute demande, écrivez à{" "}
          <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
            {email}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
