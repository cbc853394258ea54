import { CalendarClock, FileText, Mail } from "lucide-react";
import { SubmissionFormSection } from "../../features/submission/submission-form-section.tsx";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Soumissions scientifiques",
    description: `Soumettez votre communication orale ou votre poster au ${edition.name} : résumé de 330 mots au maximum, avant le ${edition.submissionDeadlineLabel}.`,
  });

const FACTS = [
  {
    icon: CalendarClock,
    title: "Date limite",
    text: `${edition.submissionDeadlineLabel}. Résultats de l'évaluation ${edition.resultsDateLabel}.`,
  },
  {
    icon: FileText,
    title: "Formats",
    text: `Communication orale ou poster scientifique (${edition.poster.format}, ${edition.poster.orientation}, ${edition.poster.heightCm} × ${edition.poster.widthCm} cm).`,
  },
  {
    icon: Mail,
    title: "Une question ?",
    text: `Écrivez au comité scientifique : ${edition.abstractEmail}`,
    href: `mailto:${edition.abstractEmail}`,
  },
];

export default function Page() {
  return (
    <div className="bg-brand-50/40">
      <section className="mx-auto max-w-5xl px-4 pb-16 pt-10 sm:pt-16">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
            Appel à communications · {edition.shortName}
          </p>
          <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
            Soumission scientifique
          </h1>
          <p className="mt-4 text-base text-ink">
            Chercheurs, professionnels de santé, associations et étudiants : proposez une
            communication orale ou un poster sur le thème du congrès. Le résumé, en français ou en
            anglais, compte au plus 330 mots et précise s'il s'agit d'un poster ou d'une
            communication libre. Plusieurs résumés par auteur sont possibles ; le comité
            scientifique fait la sélection.
          </p>
        </header>

        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {FACTS.map(({ icon: Icon, title, text, href }) => (
            <li key={title} className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
              <h2 className="mt-3 font-semibold text-brand-900">{title}</h2>
              {href ? (
                <a href={href} className="mt-1 block break-words text-sm text-brand-700 underline">
                  {text}
                </a>
              ) : (
                <p className="mt-1 text-sm text-muted">{text}</p>
              )}
            </li>
          ))}
        </ul>

        <Island name="submission-form-section" props={{}}>
          <SubmissionFormSection />
        </Island>
      </section>
    </div>
  );
}
