import { CalendarClock, FileText, Mail } from "lucide-react";
import { FormPage } from "../../components/layout/form-page.tsx";
import { TextWithLtrValue } from "../../components/ui/ltr-value.tsx";
import { SubmissionDeadlineFact } from "../../features/deadlines/submission-deadline-fact.tsx";
import { SubmissionFormSection } from "../../features/submission/submission-form-section.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import type { Locale } from "../../i18n/locale.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = localizedMeta((locale) => ({
  title: m.submissions_meta_title({}, { locale }),
  // No deadline here: the prerendered head cannot know the effective closing time.
  description: m.submissions_meta_description({ congress: editionTexts(locale).name }, { locale }),
}));

/** The three facts above the form, in the page's language. */
function submissionFacts(locale: Locale) {
  const { poster } = edition;
  const textClasses = "mt-1 text-sm text-muted";
  return [
    {
      icon: CalendarClock,
      title: m.submissions_deadline({}, { locale }),
      // The effective closing time, which only the server knows (issue #28 item 2).
      body: (
        <Island name="submission-deadline-fact" props={{}}>
          <SubmissionDeadlineFact />
        </Island>
      ),
    },
    {
      icon: FileText,
      title: m.submissions_formats({}, { locale }),
      body: (
        <p className={textClasses}>
          {m.submissions_formats_text(
            {
              format: poster.format,
              orientation: locale === "fr" ? poster.orientation : m.poster_portrait({}, { locale }),
              height: poster.heightCm,
              width: poster.widthCm,
            },
            { locale },
          )}
        </p>
      ),
    },
    {
      icon: Mail,
      title: m.submissions_question({}, { locale }),
      body: (
        <a
          href={`mailto:${edition.abstractEmail}`}
          className="mt-1 block break-words text-sm text-brand-700 underline"
        >
          <TextWithLtrValue
            text={m.submissions_question_text({ email: edition.abstractEmail }, { locale })}
            value={edition.abstractEmail}
          />
        </a>
      ),
    },
  ];
}

export default function Page() {
  const locale = useLocale();
  return (
    <FormPage
      eyebrow={
        <>
          {m.submissions_eyebrow({}, { locale })} · {edition.shortName}
        </>
      }
      title={m.submissions_heading({}, { locale })}
      intro={m.submissions_intro({}, { locale })}
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {submissionFacts(locale).map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-6 text-brand-600" />
            <h2 className="mt-3 font-semibold text-brand-900">{title}</h2>
            {body}
          </li>
        ))}
      </ul>

      <Island name="submission-form-section" props={{}}>
        <SubmissionFormSection />
      </Island>
    </FormPage>
  );
}
