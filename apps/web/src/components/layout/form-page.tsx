import type { ReactNode } from "react";

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
