import { cn } from "../../lib/cn.ts";
import { TitledSection, type TitledSectionProps } from "../ui/titled-section.tsx";

/** The heading of a public page's section; `headingClassName` adds spacing or alignment. */
const sectionHeading = (headingClassName: string | undefined) =>
  cn(headingClassName, "text-2xl font-bold text-brand-900");

type SectionStyle = { className?: string; headingClassName?: string };

/** A section of a public page, named by its heading. */
export const PageSection = ({
  className,
  headingClassName,
  ...props
}: TitledSectionProps & SectionStyle) => (
  <TitledSection
    {...props}
    className={className}
    headingClassName={sectionHeading(headingClassName)}
  />
);

/**
 * A band across a public page (`className` gives its background or border), its heading and
 * content in the page's width.
 */
export function PageBand({
  id,
  title,
  className,
  contentClassName = "mx-auto max-w-7xl px-4 py-14",
  headingClassName,
  children,
}: TitledSectionProps & SectionStyle & { contentClassName?: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={contentClassName}>
        <h2 id={id} className={sectionHeading(headingClassName)}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
