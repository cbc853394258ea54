// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, type Edition, editionWordingIn } from "@congres/shared";
import type { MailTemplateData } from "../mail-draft.ts";
import { delegateMailTexts } from "../mail-language.ts";
import { ActionButton, Paragraph, PersonalMail } from "./mail-layout.tsx";

/** What the outbox row keeps (`template_data`), and the edition. */
type SpaceLinkProps = Omit<Extract<MailTemplateData, { template: "space_link" }>, "template"> & {
  edition: Edition;
};

/** The sign-in link to « Mon espace » (decision 0068), in the language of the page it was asked on. */
export function SpaceLink(props: SpaceLinkProps) {
  const { url, validUntil } = props;
  const language = props.language ?? DEFAULT_LOCALE;
  const t = delegateMailTexts(language).spaceLink;
  const congressName = editionWordingIn(language).name;
  return (
    <PersonalMail {...props} preview={t.preview} heading={t.heading}>
      <Paragraph>{t.intro(congressName)}</Paragraph>
      <ActionButton href={url}>{t.action}</ActionButton>
      <Paragraph>{t.validity(validUntil)}</Paragraph>
      <Paragraph>
        {t.copy} <span dir="ltr">{url}</span>
      </Paragraph>
      <Paragraph>{t.ifNotYou}</Paragraph>
    </PersonalMail>
  );
}
