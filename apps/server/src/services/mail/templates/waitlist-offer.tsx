// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { DEFAULT_LOCALE } from "@congres/shared";
import type { TemplateProps } from "../mail-draft.ts";
import { delegateMailTexts } from "../mail-language.ts";
import { ExpiringLink, MailHeading, MailLayout, Paragraph, SignOff } from "./mail-layout.tsx";

type WaitlistOfferProps = TemplateProps<"waitlist_offer">;

/** A seat freed on an add-on's waiting list, held 48 hours for the reader (decision 0075). */
export function WaitlistOffer({
  label,
  url,
  validUntil,
  edition,
  language = DEFAULT_LOCALE,
}: WaitlistOfferProps) {
  const t = delegateMailTexts(language).waitlistOffer;
  return (
    <MailLayout edition={edition} preview={t.preview} language={language}>
      <MailHeading>{t.heading}</MailHeading>
      <Paragraph>{t.intro(label)}</Paragraph>
      <ExpiringLink url={url} validUntil={validUntil} texts={t} />
      <SignOff shortName={edition.shortName} />
    </MailLayout>
  );
}
