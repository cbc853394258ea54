// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, type Locale } from "@congres/shared";
import { MailHeading, MailLayout, Paragraph } from "./mail-layout.tsx";

type SubmissionDecisionProps = {
  heading: string;
  body: string;
  edition: Edition;
  /** The submitter's language, stored with the submission when the draft was written. */
  language?: Locale;
};

/**
 * The committee's decision, as staff reviewed it: the body is their text (from the decision's
 * template, perhaps edited), one paragraph per blank-line-separated block, line breaks kept.
 */
export function SubmissionDecision({
  heading,
  body,
  edition,
  language = DEFAULT_LOCALE,
}: SubmissionDecisionProps) {
  const paragraphs = body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <MailLayout edition={edition} preview={heading} language={language}>
      <MailHeading>{heading}</MailHeading>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity but their place; the list never reorders.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Paragraph key={index}>
          <span style={{ whiteSpace: "pre-line" }}>{paragraph.trim()}</span>
        </Paragraph>
      ))}
    </MailLayout>
  );
}
