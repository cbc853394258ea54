import { TitledSection, type TitledSectionProps } from "../ui/titled-section.tsx";

/** A form page's dark panel beside its form (the fees, the organisers). */
export const BrandPanel = (props: TitledSectionProps) => (
  <TitledSection
    {...props}
    className="rounded-xl bg-brand-800 p-6 text-white shadow-sm"
    headingClassName="text-lg font-semibold"
  />
);
