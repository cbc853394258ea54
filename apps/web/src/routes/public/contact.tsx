import { FormCard } from "../../components/layout/form-card.tsx";
import { EditionEyebrow, FormPage } from "../../components/layout/form-page.tsx";
import { PageSection } from "../../components/layout/page-section.tsx";
import { ContactCards, OrganiserCard } from "../../features/contact/contact-cards.tsx";
import { ContactForm } from "../../features/contact/contact-form.tsx";
import { VenueMap } from "../../features/contact/venue-map.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { Island } from "../../islands/island.tsx";
import { edition } from "../../lib/edition.ts";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = localizedMeta((locale) => ({
  title: m.contact_meta_title({}, { locale }),
  description: m.contact_meta_description(
    {
      congress: editionTexts(locale).name,
      email: edition.contact.email,
      phone: edition.contact.phone,
    },
    { locale },
  ),
}));

export default function Page() {
  const locale = useLocale();
  return (
    <FormPage
      wide
      eyebrow={<EditionEyebrow />}
      title={m.contact_heading({}, { locale })}
      intro={m.contact_intro({}, { locale })}
    >
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <FormCard id="demande" title={m.contact_request({}, { locale })}>
          <Island name="contact-form" props={{}}>
            <ContactForm />
          </Island>
        </FormCard>
        <div className="flex flex-col gap-6">
          <PageSection
            id="coordonnees"
            title={m.contact_details({}, { locale })}
            headingClassName="mb-4"
          >
            <ContactCards />
          </PageSection>
          <OrganiserCard />
        </div>
      </div>

      <PageSection
        id="plan"
        title={m.contact_map({}, { locale })}
        className="mt-10"
        headingClassName="mb-4"
      >
        <Island name="venue-map" props={{}}>
          <VenueMap />
        </Island>
      </PageSection>
    </FormPage>
  );
}
