// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  type Contact,
  DEFAULT_CONTACT_SUBJECT,
  DEFAULT_LOCALE,
  type Edition,
  type Locale,
} from "@congres/shared";
import { delegateMailTexts } from "../mail-language.ts";
import {
  type Detail,
  DetailsTable,
  Paragraph,
  PersonalMail,
  PreservedText,
  SectionHeading,
} from "./mail-layout.tsx";

type ContactAcknowledgementProps = {
  name: string;
  contact: Contact;
  edition: Edition;
  /** The sender's language, stored with the message; French when absent. */
  language?: Locale;
};

/** The thanks for a contact message, with a copy of what was sent. */
export function ContactAcknowledgement(props: ContactAcknowledgementProps) {
  const { contact } = props;
  const t = delegateMailTexts(props.language ?? DEFAULT_LOCALE).contact;
  // A blank subject was stored as the French default: the sender reads it in their language.
  const subject = contact.subject === DEFAULT_CONTACT_SUBJECT ? t.defaultSubject : contact.subject;
  const details: Detail[] = [{ label: t.fields.subject, value: subject }];
  if (contact.phone) details.push({ label: t.fields.phone, value: contact.phone });
  if (contact.institution)
    details.push({ label: t.fields.institution, value: contact.institution });

  return (
    <PersonalMail {...props} preview={t.preview} heading={t.heading}>
      <Paragraph>{t.intro(contact.email)}</Paragraph>

      <SectionHeading>{t.copyHeading}</SectionHeading>
      <DetailsTable details={details} />
      <PreservedText>{contact.message}</PreservedText>
    </PersonalMail>
  );
}
