import { edition } from "./edition.ts";

/** `<title>`, description and Open Graph tags of a public page, in French. */
export function pageMeta({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}) {
  const fullTitle = `${title} | ${edition.shortName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: edition.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: `${edition.siteUrl}${path}` },
    { tagName: "link", rel: "canonical", href: `${edition.siteUrl}${path}` },
  ];
}
