// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Edition } from "@congres/shared";
import { mailTexts } from "../mail-texts.ts";
import { ActionButton, DetailsTable, Paragraph, PersonalMail } from "./mail-layout.tsx";

const t = mailTexts.loginAlert;

type LoginAlertProps = {
  name: string;
  failures: number;
  /** Already written for the reader: "5 septembre 2025 à 14:03 UTC+1". */
  since: string;
  addresses: number;
  maxDelayMinutes: number;
  alertIntervalMinutes: number;
  edition: Edition;
};

/** Tells an admin that failed sign-ins have slowed their account down, and what to do. */
export function LoginAlert(props: LoginAlertProps) {
  const { failures, since, addresses, maxDelayMinutes, alertIntervalMinutes, edition } = props;
  return (
    <PersonalMail {...props} preview={t.preview(failures)} heading={t.heading}>
      <Paragraph>{t.intro(failures, since)}</Paragraph>
      <DetailsTable
        details={[
          { label: t.fields.failures, value: String(failures) },
          { label: t.fields.since, value: since },
          { label: t.fields.addresses, value: String(addresses) },
        ]}
      />
      <Paragraph>{t.slowedDown(maxDelayMinutes)}</Paragraph>
      <Paragraph>{t.ifYou}</Paragraph>
      <Paragraph>{t.ifNotYou}</Paragraph>
      <ActionButton href={`${edition.siteUrl}/admin`}>{t.action}</ActionButton>
      <Paragraph>{t.onlyOnce(alertIntervalMinutes)}</Paragraph>
    </PersonalMail>
  );
}
