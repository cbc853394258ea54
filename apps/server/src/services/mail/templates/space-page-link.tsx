// The server also runs from folders without its tsconfig (e2e, CLI): name the JSX runtime here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { type Edition, type Locale, SPACE_PAGE_PATHS } from "@congres/shared";
import { Paragraph } from "./mail-layout.tsx";

/**
 * The plain link to « Mon espace » in the mail's language (issue #38): no token — the delegate
 * asks for a sign-in link there, with the address this mail reached.
 */
export function SpacePageLink({
  text,
  edition,
  language,
}: {
  text: string;
  edition: Edition;
  language: Locale;
}) {
  return (
    <Paragraph>
      {text} <span dir="ltr">{`${edition.siteUrl}${SPACE_PAGE_PATHS[language]}`}</span>
    </Paragraph>
  );
}
