import type { ReactNode } from "react";

/** A titled part of an admin screen, named for assistive technology by its heading. */
export function PanelSection({
  id,
  title,
  children,
}: {
  /** The heading's id, unique on the page: the section is `aria-labelledby` it. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
