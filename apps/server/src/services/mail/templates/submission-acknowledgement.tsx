// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  choiceLabelIn,
  DEFAULT_LOCALE,
  type Edition,
  editionWordingIn,
  type Locale,
  type Submission,
} from "@congres/shared";
import { delegateMailTexts } from "../mail-language.ts";
import {
  DetailsTable,
  Highlight,
  Paragraph,
  PersonalMail,
  PreservedText,
  SectionHeading,
} from "./mail-layout.tsx";
import { SpacePageLink } from "./space-page-link.tsx";

type SubmissionAcknowledgementProps = {
  reference: string;
  submission: Submission;
  edition: Edition;
  /** The submitter's language, stored with the submission; French when absent. */
  language?: Locale;
};

/** The submitter's receipt: everything sent, as sent, and when the results come. */
export function SubmissionAcknowledgement({
  reference,
  submission,
  edition,
  language = DEFAULT_LOCALE,
}: SubmissionAcknowledgementProps) {
  const texts = delegateMailTexts(language);
  const t = texts.submission;
  const wording = editionWordingIn(language);
  const submitter = `${submission.firstName} ${submission.lastName}`;
  const institution = [submission.institution, submission.department].filter(Boolean).join(", ");
  // Numbered as entered: the line starts with the rank, so it is also a unique key. The names'
  // layout (« 1. Amina Benali — CHU Ibn Rochd ») is the same in every language.
  const authors = submission.authors.map((author, index) => {
    const name = `${author.firstName} ${author.lastName}`;
    const named = author.affiliation ? `${name} — ${author.affiliation}` : name;
    return { line: `${index + 1}. ${named}`, isPresenting: author.isPresenting };
  });

  return (
    <PersonalMail
      edition={edition}
      language={language}
      preview={t.preview(reference)}
      heading={t.heading}
      name={submitter}
    >
      <Paragraph>{t.intro(wording.name)}</Paragraph>
      <Highlight label={t.referenceLabel} value={reference} hint={t.referenceHint} />
      <Paragraph>
        <strong>{t.results(wording.resultsDateLabel)}</strong>
      </Paragraph>

      <SectionHeading>{t.summaryHeading}</SectionHeading>
      <DetailsTable
        details={[
          { label: t.fields.title, value: <strong>{submission.title}</strong> },
          {
            label: t.fields.submissionType,
            value: choiceLabelIn(language, "submissionTypes", submission.submissionType),
          },
          {
            label: t.fields.category,
            value: choiceLabelIn(language, "categories", submission.category),
          },
          { label: t.fields.keywords, value: submission.keywords || texts.common.none },
          { label: t.fields.submittedBy, value: `${submitter} — ${institution}` },
        ]}
      />

      <SectionHeading>{t.authorsHeading}</SectionHeading>
      {authors.map((author) => (
        <Paragraph key={author.line}>
          {author.line}
          {author.isPresenting ? <strong> {t.presenting}</strong> : null}
        </Paragraph>
      ))}

      <SectionHeading>{t.abstractHeading}</SectionHeading>
      <PreservedText>{submission.abstract}</PreservedText>

      <SectionHeading>{t.fields.conflict}</SectionHeading>
      {submission.hasConflictOfInterest ? (
        <PreservedText>{t.conflictDeclared(submission.conflictDescription)}</PreservedText>
      ) : (
        <Paragraph>{t.noConflict}</Paragraph>
      )}

      <SpacePageLink text={texts.space.submission} edition={edition} language={language} />
      <Paragraph>{t.questions(edition.abstractEmail)}</Paragraph>
    </PersonalMail>
  );
}
