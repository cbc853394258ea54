import { PageHeader } from "../../components/layout/page-header.tsx";
import { GalleryGrid } from "../../features/gallery/gallery-grid.tsx";
import { editionTexts } from "../../i18n/edition-texts.ts";
import { useLocale } from "../../i18n/locale-context.tsx";
import { edition } from "../../lib/edition.ts";
import { localizedMeta } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = localizedMeta((locale) => ({
  title: m.gallery_meta_title({}, { locale }),
  description: m.gallery_meta_description(
    { congress: editionTexts(locale).name, city: editionTexts(locale).city },
    { locale },
  ),
}));

export default function Page() {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={m.gallery_heading({}, { locale })} eyebrow={edition.shortName}>
        <p>{m.gallery_intro({ city: editionTexts(locale).city }, { locale })}</p>
      </PageHeader>
      <section
        aria-label={m.gallery_photos({}, { locale })}
        className="mx-auto max-w-7xl px-4 py-14"
      >
        <GalleryGrid />
      </section>
    </>
  );
}
