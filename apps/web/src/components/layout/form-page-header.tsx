import type { ReactNode } from "react";

/** The light heading of a page built around a form (inscription, soumissions, contact). */
export function FormPageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base text-ink">{children}</p>
    </header>
  );
}
