// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Edition } from "@congres/shared";
import type { MailTemplateData } from "../mail-draft.ts";
import { mailTexts } from "../mail-texts.ts";
import { ActionButton, MailHeading, MailLayout, Paragraph, SignOff } from "./mail-layout.tsx";

const t = mailTexts.accountLink;

/** What the outbox row keeps (`template_data`), and the edition. */
type AccountLinkProps = Omit<
  Extract<MailTemplateData, { template: "staff_account_link" }>,
  "template"
> & { edition: Edition };

/** A staff member's invitation, or their "Mot de passe oublié ?" link (decision 0044). */
export function AccountLink({ name, purpose, url, validUntil, edition }: AccountLinkProps) {
  return (
    <MailLayout edition={edition} preview={t.preview[purpose]}>
      <MailHeading>{t.heading[purpose]}</MailHeading>
      <Paragraph>{mailTexts.common.greeting(name)}</Paragraph>
      <Paragraph>{t.intro[purpose](edition.name)}</Paragraph>
      <ActionButton href={url}>{t.action[purpose]}</ActionButton>
      <Paragraph>{t.validity(validUntil)}</Paragraph>
      <Paragraph>
        {t.copy} {url}
      </Paragraph>
      <Paragraph>{t.ifNotYou[purpose]}</Paragraph>
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}
