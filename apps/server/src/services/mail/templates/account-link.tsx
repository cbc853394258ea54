// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Edition } from "@congres/shared";
import type { MailTemplateData } from "../mail-draft.ts";
import { mailTexts } from "../mail-texts.ts";
import { ActionButton, Paragraph, PersonalMail } from "./mail-layout.tsx";

const t = mailTexts.accountLink;

/** What the outbox row keeps (`template_data`), and the edition. */
type AccountLinkProps = Omit<
  Extract<MailTemplateData, { template: "staff_account_link" }>,
  "template"
> & { edition: Edition };

/** A staff member's invitation, or their "Mot de passe oublié ?" link (decision 0044). */
export function AccountLink(props: AccountLinkProps) {
  const { purpose, url, validUntil, edition } = props;
  return (
    <PersonalMail {...props} preview={t.preview[purpose]} heading={t.heading[purpose]}>
      <Paragraph>{t.intro[purpose](edition.name)}</Paragraph>
      <ActionButton href={url}>{t.action[purpose]}</ActionButton>
      <Paragraph>{t.validity(validUntil)}</Paragraph>
      <Paragraph>
        {t.copy} {url}
      </Paragraph>
      <Paragraph>{t.ifNotYou[purpose]}</Paragraph>
    </PersonalMail>
  );
}
