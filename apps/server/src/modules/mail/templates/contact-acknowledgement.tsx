// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Contact, Edition } from "@congres/shared";
import { mailTexts } from "../mail-texts.ts";
import {
  type Detail,
  DetailsTable,
  MailHeading,
  MailLayout,
  Paragraph,
  PreservedText,
  SectionHeading,
  SignOff,
} from "./mail-layout.tsx";

const t = mailTexts.contact;

type ContactAcknowledgementProps = { name: string; contact: Contact; edition: Edition };

/** The thanks for a contact message, with a copy of what was sent. */
export function ContactAcknowledgement({ name, contact, edition }: ContactAcknowledgementProps) {
  const details: Detail[] = [{ label: t.fields.subject, value: contact.subject }];
  if (contact.phone) details.push({ label: t.fields.phone, value: contact.phone });
  if (contact.institution)
    details.push({ label: t.fields.institution, value: contact.institution });

  return (
    <MailLayout edition={edition} preview={t.preview}>
      <MailHeading>{t.heading}</MailHeading>
      <Paragraph>{mailTexts.common.greeting(name)}</Paragraph>
      <Paragraph>{t.intro(contact.email)}</Paragraph>

      <SectionHeading>{t.copyHeading}</SectionHeading>
      <DetailsTable details={details} />
      <PreservedText>{contact.message}</PreservedText>
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}
