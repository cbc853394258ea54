import { FormPage } from "../../components/layout/form-page.tsx";
import { DelegateSpace } from "../../features/space/delegate-space.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, metaLocale, pageMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

/** One person's page: never indexed, never in sitemap.xml (the server sends no-store for its API). */
export const meta = (args: MetaArgs) => {
  const locale = metaLocale(args);
  return [
    ...pageMeta(args, {
      title: m.space_meta_title({}, { locale }),
      description: m.space_meta_description({}, { locale }),
    }),
    { name: "robots", content: "noindex" },
  ];
};

/** « Mon espace » (issue #38): the prerendered frame; the island does the rest. */
export default function Page() {
  const locale = useLocale();
  return (
    <FormPage
      eyebrow={
        <>
          {edition.shortName} · {editionTexts(locale).city}
        </>
      }
      title={m.space_heading({}, { locale })}
      intro={m.space_intro({}, { locale })}
    >
      <Island name="delegate-space" props={{}}>
        <DelegateSpace />
      </Island>
    </FormPage>
  );
}
