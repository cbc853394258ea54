// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  CATEGORIES,
  type Edition,
  labelOf,
  SUBMISSION_TYPES,
  type Submission,
} from "@congres/shared";
import { mailTexts } from "../mail-texts.ts";
import {
  DetailsTable,
  Highlight,
  MailHeading,
  MailLayout,
  Paragraph,
  PreservedText,
  SectionHeading,
  SignOff,
} from "./mail-layout.tsx";

const t = mailTexts.submission;

type SubmissionAcknowledgementProps = {
  reference: string;
  submission: Submission;
  edition: Edition;
};

/** The submitter's receipt: everything sent, as sent, and when the results come. */
export function SubmissionAcknowledgement({
  reference,
  submission,
  edition,
}: SubmissionAcknowledgementProps) {
  const submitter = `${submission.firstName} ${submission.lastName}`;
  const institution = [submission.institution, submission.department].filter(Boolean).join(", ");
  // Numbered as entered: the line starts with the rank, so it is also a unique key.
  const authors = submission.authors.map((author, index) => ({
    line: t.author(index + 1, `${author.firstName} ${author.lastName}`, author.affiliation),
    isPresenting: author.isPresenting,
  }));

  return (
    <MailLayout edition={edition} preview={t.preview(reference)}>
      <MailHeading>{t.heading}</MailHeading>
      <Paragraph>{mailTexts.common.greeting(submitter)}</Paragraph>
      <Paragraph>{t.intro(edition.name)}</Paragraph>
      <Highlight label={t.referenceLabel} value={reference} hint={t.referenceHint} />
      <Paragraph>
        <strong>{t.results(edition.resultsDateLabel)}</strong>
      </Paragraph>

      <SectionHeading>{t.summaryHeading}</SectionHeading>
      <DetailsTable
        details={[
          { label: t.fields.title, value: <strong>{submission.title}</strong> },
          {
            label: t.fields.submissionType,
            value: labelOf(SUBMISSION_TYPES, submission.submissionType),
          },
          { label: t.fields.category, value: labelOf(CATEGORIES, submission.category) },
          { label: t.fields.keywords, value: submission.keywords || mailTexts.common.none },
          { label: t.fields.submittedBy, value: t.submittedBy(submitter, institution) },
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

      <Paragraph>{t.questions(edition.abstractEmail)}</Paragraph>
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}
