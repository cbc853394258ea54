// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, editionWordingIn } from "@congres/shared";
import type { MailTemplateData } from "../mail-draft.ts";
import { delegateMailTexts } from "../mail-language.ts";
import { ActionButton, MailHeading, MailLayout, Paragraph, SignOff } from "./mail-layout.tsx";

/** What the outbox row keeps (`template_data`), and the edition. */
type SpaceLinkProps = Omit<Extract<MailTemplateData, { template: "space_link" }>, "template"> & {
  edition: Edition;
};

/** The sign-in link to « Mon espace » (decision 0068), in the language of the page it was asked on. */
export function SpaceLink({
  name,
  url,
  validUntil,
  edition,
  language = DEFAULT_LOCALE,
}: SpaceLinkProps) {
  const texts = delegateMailTexts(language);
  const t = texts.spaceLink;
  const congressName = editionWordingIn(language).name;
  return (
    <MailLayout edition={edition} preview={t.preview} language={language}>
      <MailHeading>{t.heading}</MailHeading>
      <Paragraph>{texts.common.greeting(name)}</Paragraph>
      <Paragraph>{t.intro(congressName)}</Paragraph>
      <ActionButton href={url}>{t.action}</ActionButton>
      <Paragraph>{t.validity(validUntil)}</Paragraph>
      <Paragraph>
        {t.copy} <span dir="ltr">{url}</span>
      </Paragraph>
      <Paragraph>{t.ifNotYou}</Paragraph>
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}
