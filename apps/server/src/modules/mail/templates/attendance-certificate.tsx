// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Edition } from "@congres/shared";
import { mailTexts } from "../mail-texts.ts";
import { MailHeading, MailLayout, Paragraph, SignOff } from "./mail-layout.tsx";

const t = mailTexts.attendanceCertificate;

type AttendanceCertificateProps = { name: string; reference: string; edition: Edition };

/** The mail that carries a delegate's attendance certificate, sent after the congress. */
export function AttendanceCertificate({ name, edition }: AttendanceCertificateProps) {
  return (
    <MailLayout edition={edition} preview={t.preview(edition.name)}>
      <MailHeading>{t.heading}</MailHeading>
      <Paragraph>{mailTexts.common.greeting(name)}</Paragraph>
      <Paragraph>{t.intro(edition.name)}</Paragraph>
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}
