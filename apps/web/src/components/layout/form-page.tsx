import type { ReactNode } from "react";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { edition } from "../../lib/edition.ts";
import { formatCongressDates } from "../../lib/locale-format.ts";

/** The eyebrow of most form pages: the congress's short name, its city and, with `dates`, when. */
export function EditionEyebrow({ dates = false }: { dates?: boolean }) {
  const locale = useLocale();
  return (
    <>
      {edition.shortName} · {editionTexts(locale).city}
      {dates && <> · {formatCongressDates(locale)}</>}
    </>
  );
}

/**
 * A page built around a form (inscription, soumissions, contact): its light band and heading —
 * eyebrow, title, introduction — then the page's own sections.
 */
export function FormPage({
  eyebrow,
  title,
  intro,
  wide = false,
  children,
}: {
  eyebrow: ReactNode;
  title: string;
  intro: ReactNode;
  /** Room for a form beside a column of cards (contact). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="bg-brand-50/40">
      <section
        className={
          wide
            ? "mx-auto max-w-6xl px-4 pb-16 pt-10 sm:pt-16"
            : "mx-auto max-w-5xl px-4 pb-16 pt-10 sm:pt-16"
        }
      >
        <header className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 text-base text-ink">{intro}</p>
        </header>
        {children}
      </section>
    </div>
  );
}
