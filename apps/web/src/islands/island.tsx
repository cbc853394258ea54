import type { ReactNode } from "react";
import { LocaleProvider, useLocale } from "../i18n/locale-context.tsx";
import { IslandRoot, islandIdPrefix } from "./island-root.tsx";
import type { IslandName, IslandProps } from "./registry.ts";

/**
 * At prerender time an island is rendered as a React root of its own, as `islands.tsx` starts it
 * in the browser (on Preact, which then sets its own ids: decision 0030), with its name as the
 * prefix of the ids `useId` makes, so that two islands' ids differ in the static page too. Only
 * the server build has this; the browser bundle does not carry react-dom/server.
 */
const renderIsland: ((island: ReactNode, name: string) => string) | undefined = import.meta.env.SSR
  ? await import("react-dom/server").then(
      ({ renderToString }) =>
        (island: ReactNode, name: string) => {
          const html = renderToString(island, { identifierPrefix: islandIdPrefix(name) });
          // React writes resource hints (an eager image's preload) ahead of a root's content;
          // inside an island they would not match the tree started in the browser.
          if (html.startsWith("<link")) {
            throw new Error(
              `island "${name}" starts with a resource hint: give its images fetchPriority="low" or loading="lazy"`,
            );
          }
          return html;
        },
    )
  : undefined;

/**
 * Marks an interactive part of a public page (decision 0015): `islands.tsx` starts it with the
 * same props, written here as JSON. The wrapper has no box of its own (`display: contents`), so
 * the layout is the same with or without it. Islands use no router: their links are plain.
 */
export function Island<Name extends IslandName>({
  name,
  props,
  children,
}: {
  name: Name;
  props: IslandProps<Name>;
  children: ReactNode;
}) {
  const attributes = {
    "data-island": name,
    "data-props": JSON.stringify(props),
    className: "contents",
  };
  // A root of its own: the page's language is handed over as islands.tsx does in the browser.
  const locale = useLocale();
  if (!renderIsland) return <div {...attributes}>{children}</div>;
  const html = renderIsland(
    <LocaleProvider locale={locale}>
      <IslandRoot island={null}>{children}</IslandRoot>
    </LocaleProvider>,
    name,
  );
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own renderToString output (escaped), at build time only
    <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
