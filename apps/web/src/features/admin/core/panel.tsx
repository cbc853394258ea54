import type { ReactNode } from "react";

/** A white card of a screen under its own h2 (the mailing's recipients, text, preview…). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-lg border border-brand-100 bg-white p-4"
    >
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
