import { FormPage } from "../../components/layout/form-page.tsx";
import { DocumentVerification } from "../../features/verification/document-verification.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, metaLocale, pageMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = (args: MetaArgs) => {
  const locale = metaLocale(args);
  return [
    ...pageMeta(args, {
      title: m.verify_meta_title({}, { locale }),
      description: m.verify_meta_description({}, { locale }),
    }),
    { name: "robots", content: "noindex" },
  ];
};

/**
 * « Vérifier un document » (issue #38 §5): prerendered once per language at `/verifier`; the
 * server answers it for every `/verifier/<code>`, and the island reads the code from the address.
 */
export default function Page() {
  const locale = useLocale();
  return (
    <FormPage
      eyebrow={
        <>
          {edition.shortName} · {editionTexts(locale).city}
        </>
      }
      title={m.verify_heading({}, { locale })}
      intro={m.verify_intro({}, { locale })}
    >
      <Island name="document-verification" props={{}}>
        <DocumentVerification />
      </Island>
    </FormPage>
  );
}
