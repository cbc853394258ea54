import { PageHeader } from "../../components/layout/page-header.tsx";
import { GalleryGrid } from "../../features/gallery/gallery-grid.tsx";
import { edition } from "../../lib/edition.ts";
import { type MetaArgs, pageMeta } from "../../lib/page-meta.ts";

export const meta = (args: MetaArgs) =>
  pageMeta(args, {
    title: "Galerie",
    description: `Galerie photos du ${edition.name}, ${edition.city}.`,
  });

export default function Page() {
  return (
    <>
      <PageHeader title="GALERIE PHOTOS" eyebrow={edition.shortName}>
        <p>
          Les lieux et les temps forts du congrès, à {edition.city}. Les photos de l'édition seront
          ajoutées après l'événement.
        </p>
      </PageHeader>
      <section aria-label="Photos" className="mx-auto max-w-7xl px-4 py-14">
        <GalleryGrid />
      </section>
    </>
  );
}
