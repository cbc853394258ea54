import type { ReactNode } from "react";

/** A form page's dark panel beside its form (the fees, the organisers), named by its heading. */
export function BrandPanel({
  id,
  title,
  children,
}: {
  /** The heading's id, unique on the page: the panel is `aria-labelledby` it. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-brand-800 p-6 text-white shadow-sm">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
