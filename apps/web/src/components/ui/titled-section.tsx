import type { ReactNode } from "react";

export type TitledSectionProps = {
  /** The heading's id, unique on the page: the section is `aria-labelledby` it. */
  id: string;
  title: string;
  children: ReactNode;
};

/** A section named for assistive technology by its heading, styled by the caller. */
export function TitledSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: TitledSectionProps & { className?: string; headingClassName: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
