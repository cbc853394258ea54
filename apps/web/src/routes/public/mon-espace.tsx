import { PersonalPage } from "../../components/layout/personal-page.tsx";
import { DelegateSpace } from "../../features/space/delegate-space.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { Island } from "../../islands/island.tsx";
import { messageTexts, unlistedPageMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = unlistedPageMeta(messageTexts(m.space_meta_title, m.space_meta_description));

/** « Mon espace » (issue #38): the prerendered frame; the island does the rest. */
export default function Page() {
  const locale = useLocale();
  return (
    <PersonalPage title={m.space_heading({}, { locale })} intro={m.space_intro({}, { locale })}>
      <Island name="delegate-space" props={{}}>
        <DelegateSpace />
      </Island>
    </PersonalPage>
  );
}
