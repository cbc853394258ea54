import type { LegalSection } from "../../content/legal.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { m } from "../../paraglide/messages.js";
import { PageHeader } from "./page-header.tsx";

/** A legal page: its title, a table of contents and the numbered sections. */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={title}>
        {/* The French text is the binding one; a translation says so. */}
        {locale !== "fr" && <p data-translation-note="">{m.translation_note({}, { locale })}</p>}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-14">
        <nav aria-label={m.legal_contents({}, { locale })} className="rounded-2xl bg-brand-50 p-6">
          <h2 className="font-semibold text-brand-900">{m.legal_contents({}, { locale })}</h2>
          <ol className="mt-3 list-decimal space-y-1 ps-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
            <h2 className="text-xl font-bold text-brand-900">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 break-words leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
