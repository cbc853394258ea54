import type { AccountNotice as Notice, TemplateProps } from "../mail-draft.ts";
import { mailTexts } from "../mail-texts.ts";
import { ActionButton, Paragraph, PersonalMail } from "./mail-layout.tsx";

const t = mailTexts.accountNotice;

type AccountNoticeProps = TemplateProps<"staff_account_notice">;

/** The sentence saying what happened, and when. */
function whatHappened(notice: Notice, at: string): string {
  switch (notice.kind) {
    case "password_reset":
      return t.passwordReset(at);
    case "two_factor_removed":
      return notice.by ? t.twoFactorRemovedByAdmin(at, notice.by) : t.twoFactorRemovedBySelf(at);
    case "role_changed":
      return t.roleChanged(at, notice.from, notice.to, notice.by);
    case "wrong_codes":
      return t.wrongCodes(notice.count, at);
  }
}

/** Tells a staff member what just changed on their account, and what to do if it was not them. */
export function AccountNotice(props: AccountNoticeProps) {
  const { notice, edition } = props;
  const happened = whatHappened(notice, props.at);
  return (
    <PersonalMail {...props} preview={happened} heading={t.heading[notice.kind]}>
      <Paragraph>{happened}</Paragraph>
      <Paragraph>{t.ifYou}</Paragraph>
      <Paragraph>{t.ifNotYou[notice.kind]}</Paragraph>
      <ActionButton href={`${edition.siteUrl}/admin`}>{t.action}</ActionButton>
    </PersonalMail>
  );
}
