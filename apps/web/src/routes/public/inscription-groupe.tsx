import { EditionEyebrow, FormPage } from "../../components/layout/form-page.tsx";
import { GroupOrderForm } from "../../features/registration/group-order-form.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { Island } from "../../islands/island.tsx";
import { localizedMeta, messageTexts } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = localizedMeta(messageTexts(m.group_meta_title, m.group_meta_description));

/** « Inscrire un groupe » (issue #40 item 4): prerendered per language, the order an island. */
export default function Page() {
  const locale = useLocale();
  return (
    <FormPage
      eyebrow={<EditionEyebrow dates />}
      title={m.group_heading({}, { locale })}
      intro={m.group_intro({}, { locale })}
    >
      <Island name="group-order-form" props={{}}>
        <GroupOrderForm />
      </Island>
    </FormPage>
  );
}
