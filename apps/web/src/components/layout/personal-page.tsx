import type { ReactNode } from "react";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { edition } from "../../lib/edition.ts";
import { FormPage } from "./form-page.tsx";

/**
 * A page about one person or one document (issue #38: « Mon espace », the check of a code): the
 * form pages' frame, its island doing the rest. Its `meta` is `unlistedPageMeta`.
 */
export function PersonalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <FormPage
      eyebrow={
        <>
          {edition.shortName} · {editionTexts(locale).city}
        </>
      }
      title={title}
      intro={intro}
    >
      {children}
    </FormPage>
  );
}
