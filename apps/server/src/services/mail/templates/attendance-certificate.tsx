// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, editionWordingIn, type Locale } from "@congres/shared";
import { delegateMailTexts } from "../mail-language.ts";
import { Paragraph, PersonalMail } from "./mail-layout.tsx";

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
export function AttendanceCertificate(props: AttendanceCertificateProps) {
  const language = props.language ?? DEFAULT_LOCALE;
  const t = delegateMailTexts(language).attendanceCertificate;
  const congressName = editionWordingIn(language).name;
  return (
    <PersonalMail {...props} preview={t.preview(congressName)} heading={t.heading}>
      <Paragraph>{t.intro(congressName)}</Paragraph>
    </PersonalMail>
  );
}
