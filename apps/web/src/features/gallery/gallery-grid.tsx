import { GALLERY_WIDTHS } from "../../content/language-invariant.ts";
import { useContent } from "../../i18n/use-content.ts";

/**
 * Images of the first row load at once; the rest wait until they come near the viewport. The
 * first is the page's largest paint on a phone: asked for at high priority, it is not held back
 * behind the stylesheet (Chromium delays low-priority requests while one is loading); the others
 * are asked for at low priority, after it.
 */
const EAGER_COUNT = 2;

/**
 * The first picture, when its largest AVIF is small (Vite's own inlining limit, 4 KB), comes
 * inside the page as a data URL: on a phone it is the largest paint, and a file would cost a new
 * connection and a round trip after the stylesheet (/ar/galerie LCP 1.28 → ~1.0 s, decision
 * 0037). A real photo, larger, stays a file. Read at prerender: no browser ever runs this.
 */
const INLINE_LIMIT_BYTES = 4096;
// The pattern must be a literal: the largest width of GALLERY_WIDTHS (another width inlines none).
const avifs = import.meta.glob<string>("../../../public/images/gallery/*-960.avif", {
  eager: true,
  query: "?inline",
  import: "default",
});
const inlinedAvif = (file: string) => {
  const dataUrl = avifs[`../../../public/images/gallery/${file}-${GALLERY_WIDTHS.at(-1)}.avif`];
  const base64 = dataUrl?.slice(dataUrl.indexOf(",") + 1) ?? "";
  return dataUrl && (base64.length * 3) / 4 <= INLINE_LIMIT_BYTES ? dataUrl : undefined;
};

const srcSet = (file: string, extension: string) =>
  GALLERY_WIDTHS.map((width) => `/images/gallery/${file}-${width}.${extension} ${width}w`).join(
    ", ",
  );

export function GalleryGrid() {
  const { GALLERY } = useContent().gallery;
  const [smallest] = GALLERY_WIDTHS;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {GALLERY.map((image, index) => (
        <li key={image.file}>
          <figure className="overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
            <picture>
              <source
                type="image/avif"
                srcSet={(index === 0 && inlinedAvif(image.file)) || srcSet(image.file, "avif")}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
              />
              <img
                src={`/images/gallery/${image.file}-${smallest}.webp`}
                srcSet={srcSet(image.file, "webp")}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                alt={image.alt}
                width={960}
                height={640}
                loading={index < EAGER_COUNT ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "low"}
                decoding="async"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
            </picture>
            <figcaption className="px-4 py-3 text-sm font-medium text-brand-900">
              {image.caption}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
