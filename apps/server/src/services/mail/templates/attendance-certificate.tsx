// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, editionWordingIn, type Locale } from "@congres/shared";
import { delegateMailTexts } from "../mail-language.ts";
import { MailHeading, MailLayout, Paragraph, SignOff } from "./mail-layout.tsx";

type AttendanceCertificateProps = {
  name: string;
  reference: string;
  edition: Edition;
  /** The delegate's language, stored with the registration; French when absent. */
  language?: Locale;
};

/**
 * The mail that carries a delegate's attendance certificate, sent after the congress, in the
 * delegate's language; the certificate itself is the congress's official French document.
 */
export function AttendanceCertificate({
  name,
  edition,
  language = DEFAULT_LOCALE,
}: AttendanceCertificateProps) {
  const texts = delegateMailTexts(language);
  const t = texts.attendanceCertificate;
  const congressName = editionWordingIn(language).name;
  return (
    <MailLayout edition={edition} preview={t.preview(congressName)} language={language}>
      <MailHeading>{t.heading}</MailHeading>
      <Paragraph>{texts.common.greeting(name)}</Paragraph>
      <Paragraph>{t.intro(congressName)}</Paragraph>
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}
