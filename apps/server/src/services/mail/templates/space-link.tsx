// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE, editionWordingIn } from "@congres/shared";
import type { TemplateProps } from "../mail-draft.ts";
import { delegateMailTexts } from "../mail-language.ts";
import { ExpiringLink, Paragraph, PersonalMail } from "./mail-layout.tsx";

type SpaceLinkProps = TemplateProps<"space_link">;

/** The sign-in link to « Mon espace » (decision 0068), in the language of the page it was asked on. */
export function SpaceLink(props: SpaceLinkProps) {
  const { url, validUntil } = props;
  const language = props.language ?? DEFAULT_LOCALE;
  const t = delegateMailTexts(language).spaceLink;
  const congressName = editionWordingIn(language).name;
  return (
    <PersonalMail {...props} preview={t.preview} heading={t.heading}>
      <Paragraph>{t.intro(congressName)}</Paragraph>
      <ExpiringLink url={url} validUntil={validUntil} texts={t} />
      <Paragraph>{t.ifNotYou}</Paragraph>
    </PersonalMail>
  );
}
