// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, type Locale } from "@congres/shared";
import { delegateMailTexts } from "../mail-language.ts";
import { Paragraph, PersonalMail } from "./mail-layout.tsx";

type VisaLetterDecisionProps = {
  name: string;
  reference: string;
  decision: "approved" | "refused";
  /** Staff's reason for a refusal, as they wrote it. */
  reason?: string;
  edition: Edition;
  /** The delegate's language, stored with the registration; French when absent. */
  language?: Locale;
};

/**
 * The answer to a delegate's visa letter request (decision 0070), in her language: the letter
 * attached when approved, staff's reason when refused.
 */
export function VisaLetterDecision(props: VisaLetterDecisionProps) {
  const { reference, reason } = props;
  const t = delegateMailTexts(props.language ?? DEFAULT_LOCALE).visaLetter;
  const approved = props.decision === "approved";
  return (
    <PersonalMail
      {...props}
      preview={approved ? t.approvedPreview : t.refusedPreview}
      heading={approved ? t.approvedHeading : t.refusedHeading}
    >
      {approved ? (
        <Paragraph>{t.approvedIntro(reference)}</Paragraph>
      ) : (
        <>
          <Paragraph>{t.refusedIntro(reference)}</Paragraph>
          <Paragraph>{reason}</Paragraph>
          <Paragraph>{t.refusedAfter}</Paragraph>
        </>
      )}
    </PersonalMail>
  );
}
