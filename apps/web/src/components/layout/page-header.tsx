import type { ReactNode } from "react";

/** The coloured band that opens every inner public page, with its one h1. */
export function PageHeader({
  title,
  eyebrow,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-brand-50">{children}</div>}
      </div>
    </div>
  );
}

const HERO_BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors";

/** Buttons drawn on the dark page bands (the UI kit's buttons are made for white pages). */
export const heroButtonClasses = {
  solid: `${HERO_BUTTON} bg-accent-400 text-brand-900 hover:bg-white`,
  outline: `${HERO_BUTTON} border border-white text-white hover:bg-white/10`,
};
