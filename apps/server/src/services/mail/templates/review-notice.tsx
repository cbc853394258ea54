import type { TemplateProps } from "../mail-draft.ts";
import { REVIEW_MAIL_TEXTS } from "../review-mail-texts.ts";
import { ActionButton, MailHeading, MailLayout, Paragraph, SignOff } from "./mail-layout.tsx";

type ReviewNoticeProps = TemplateProps<"review_notice">;

/** A reviewer's mail: new abstracts to review, or the reminder before the deadline (decision 0046). */
export function ReviewNotice({
  name,
  notice,
  count,
  deadline,
  url,
  language,
  edition,
}: ReviewNoticeProps) {
  const texts = REVIEW_MAIL_TEXTS[language];
  const t = texts[notice];
  return (
    <MailLayout edition={edition} preview={t.heading} language={language}>
      <MailHeading>{t.heading}</MailHeading>
      <Paragraph>{texts.greeting(name)}</Paragraph>
      <Paragraph>{t.intro(count)}</Paragraph>
      {deadline ? <Paragraph>{texts.deadline(deadline)}</Paragraph> : null}
      <ActionButton href={url}>{texts.action}</ActionButton>
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}
