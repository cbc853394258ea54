import { ChevronDown, Mail } from "lucide-react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { IconCards } from "../../components/ui/icon-cards.tsx";
import { TextWithLtrValue } from "../../components/ui/ltr-value.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { m } from "../../paraglide/messages.js";
import { SubmissionCall } from "../countdown/submission-call.tsx";

export function SubmissionSection() {
  const locale = useLocale();
  const { ABSTRACT_INSTRUCTION_PANELS, SUBMISSION_ADVANTAGES } = useContent().home;
  return (
    <section aria-labelledby="soumission-titre" className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-16">
        <h2 id="soumission-titre" className="text-center text-3xl font-bold text-brand-900">
          {m.home_call_title({}, { locale })}
        </h2>
        <Island name="submission-call" props={{}}>
          <SubmissionCall />
        </Island>
        <div className="mt-8 text-center">
          <a href={`mailto:${edition.abstractEmail}`} className={buttonClasses("primary")}>
            <Mail aria-hidden="true" className="size-4" />
            <TextWithLtrValue
              text={m.home_send_abstract({ email: edition.abstractEmail }, { locale })}
              value={edition.abstractEmail}
            />
          </a>
        </div>
        <div className="mt-10 space-y-3">
          {ABSTRACT_INSTRUCTION_PANELS.map((panel) => (
            // <details> opens and closes without JavaScript and keeps the text in the HTML.
            <details
              key={panel.id}
              className="group rounded-xl border border-brand-100 bg-white shadow-sm"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
                {panel.title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="list-disc space-y-2 px-5 pb-5 ps-10 text-ink">
                {panel.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </details>
          ))}
        </div>
        <IconCards cards={SUBMISSION_ADVANTAGES} className="mt-10 grid gap-4 md:grid-cols-3" />
      </div>
    </section>
  );
}
