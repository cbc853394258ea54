import { PersonalPage } from "../../components/layout/personal-page.tsx";
import { DocumentVerification } from "../../features/verification/document-verification.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { Island } from "../../islands/island.tsx";
import { messageTexts, unlistedPageMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = unlistedPageMeta(messageTexts(m.verify_meta_title, m.verify_meta_description));

/**
 * « Vérifier un document » (issue #38 §5): prerendered once per language at `/verifier`; the
 * server answers it for every `/verifier/<code>`, and the island reads the code from the address.
 */
export default function Page() {
  const locale = useLocale();
  return (
    <PersonalPage title={m.verify_heading({}, { locale })} intro={m.verify_intro({}, { locale })}>
      <Island name="document-verification" props={{}}>
        <DocumentVerification />
      </Island>
    </PersonalPage>
  );
}
