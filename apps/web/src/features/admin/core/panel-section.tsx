import { TitledSection, type TitledSectionProps } from "../../../components/ui/titled-section.tsx";

/** A titled part of an admin screen (payment, documents, mails, Journal…). */
export const PanelSection = (props: TitledSectionProps) => (
  <TitledSection
    {...props}
    className="space-y-3"
    headingClassName="text-lg font-bold text-brand-900"
  />
);
