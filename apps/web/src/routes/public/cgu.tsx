import { LegalPage } from "../../components/layout/legal-page.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { useContent } from "../../i18n/use-content.ts";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = localizedMeta((locale) => ({
  title: m.cgu_title({}, { locale }),
  description: m.cgu_meta_description({ congress: editionTexts(locale).name }, { locale }),
}));

export default function Page() {
  const { CGU_SECTIONS } = useContent().legal;
  return <LegalPage title={m.cgu_title({}, { locale: useLocale() })} sections={CGU_SECTIONS} />;
}
