import { LegalPage } from "../../components/layout/legal-page.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { type MetaArgs, metaLocale, pageMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: m.legal_notice_title({}, { locale: metaLocale(args) }),
    description: m.legal_notice_meta_description(
      { congress: editionTexts(metaLocale(args)).name },
      { locale: metaLocale(args) },
    ),
  });

export default function Page() {
  const { LEGAL_NOTICE_SECTIONS } = useContent().legal;
  return (
    <LegalPage
      title={m.legal_notice_title({}, { locale: useLocale() })}
      sections={LEGAL_NOTICE_SECTIONS}
    />
  );
}
