import type { TemplateProps } from "../mail-draft.ts";
import { mailTexts } from "../mail-texts.ts";
import { ActionButton, Paragraph, PersonalMail } from "./mail-layout.tsx";

const t = mailTexts.accountLink;

type AccountLinkProps = TemplateProps<"staff_account_link">;

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
