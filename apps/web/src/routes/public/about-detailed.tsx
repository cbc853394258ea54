import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Présentation du congrès",
    description: `Thème du ${edition.name} en français, en anglais et en arabe, et présentation du congrès.`,
  });

export default function Page() {
  const { ABOUT_DETAILED_TEXT } = useContent().about;
  return (
    <>
      <PageHeader title="Présentation du congrès" eyebrow={edition.editionLabel} />
      <div className="mx-auto max-w-4xl px-4 py-14">
        <Link to="/" className={buttonClasses("ghost", "-ms-3")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Retour à l'accueil
        </Link>
        <section aria-labelledby="theme-titre" className="mt-6">
          <h2 id="theme-titre" className="text-2xl font-bold text-brand-900">
            Thème du congrès
          </h2>
          <dl className="mt-6 space-y-4">
            <div className="rounded-2xl bg-brand-50 p-6">
              <dt className="text-sm font-semibold uppercase text-brand-700">Français</dt>
              <dd className="mt-2 text-lg font-semibold text-brand-900">{edition.theme.fr}</dd>
            </div>
            <div className="rounded-2xl bg-brand-50 p-6">
              <dt className="text-sm font-semibold uppercase text-brand-700">English</dt>
              <dd lang="en" className="mt-2 text-lg font-semibold text-brand-900">
                {edition.theme.en}
              </dd>
            </div>
            <div className="rounded-2xl bg-brand-50 p-6">
              <dt className="text-sm font-semibold uppercase text-brand-700">العربية</dt>
              <dd lang="ar" dir="rtl" className="mt-2 text-xl font-semibold text-brand-900">
                {edition.theme.ar}
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="presentation-titre" className="mt-12">
          <h2 id="presentation-titre" className="text-2xl font-bold text-brand-900">
            Présentation
          </h2>
          {ABOUT_DETAILED_TEXT.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to="/programme" className={buttonClasses("primary")}>
            Voir le programme
          </Link>
          <Link to="/inscription" className={buttonClasses("secondary")}>
            S'inscrire
          </Link>
        </div>
      </div>
    </>
  );
}
