import { cn } from "../../lib/cn.ts";
import { TitledSection, type TitledSectionProps } from "../ui/titled-section.tsx";

/** The white card a page's form stands in, under the form's heading. */
export const FormCard = ({ className, ...props }: TitledSectionProps & { className?: string }) => (
  <TitledSection
    {...props}
    className={cn("rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8", className)}
    headingClassName="mb-6 text-2xl font-bold text-brand-900"
  />
);
