// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Edition } from "@congres/shared";
import { mailTexts } from "../mail-texts.ts";
import {
  ActionButton,
  type Detail,
  DetailsTable,
  MailHeading,
  MailLayout,
  Paragraph,
} from "./mail-layout.tsx";

type StaffNotificationProps = {
  /** Also the heading: "Nouvelle inscription CPSS-7KQ2M : Amina Benali". */
  subject: string;
  intro: string;
  /** Labels of closed lists only: the mail carries no personal data beyond a name. */
  details: Detail[];
  /** Said in bold after the intro (a possible duplicate). */
  warning?: string | undefined;
  action: { label: string; href: string };
  edition: Edition;
};

/** The organisers' short notice of a new record, pointing to its admin page. */
export function StaffNotification({
  subject,
  intro,
  details,
  warning,
  action,
  edition,
}: StaffNotificationProps) {
  return (
    <MailLayout edition={edition} preview={subject}>
      <MailHeading>{subject}</MailHeading>
      <Paragraph>{intro}</Paragraph>
      {warning ? (
        <Paragraph>
          <strong>{warning}</strong>
        </Paragraph>
      ) : null}
      {details.length > 0 ? <DetailsTable details={details} /> : null}
      <ActionButton href={action.href}>{action.label}</ActionButton>
      <Paragraph>{mailTexts.staff.privacy}</Paragraph>
    </MailLayout>
  );
}
