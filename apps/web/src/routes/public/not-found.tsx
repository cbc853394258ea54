import { MissingPathLog } from "../../features/not-found/missing-path-log.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { Island } from "../../islands/island.tsx";
import { type MetaArgs, metaLocale } from "../../lib/page-meta.ts";
import { m } from "../../paraglide/messages.js";

export const meta = (args: MetaArgs) => [
  { title: m.not_found_title({}, { locale: metaLocale(args) }) },
  { name: "robots", content: "noindex" },
];

/**
 * The 404 page, prerendered in each language at /404, /en/404 and /ar/404: the server answers
 * it with HTTP 404 for any unknown path under the language's prefix (decision 0026).
 */
export default function NotFound() {
  const locale = useLocale();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-brand-800">404</h1>
      <p className="mt-4 text-xl text-muted">{m.not_found_text({}, { locale })}</p>
      <a
        href={localizedPath("/", locale)}
        className="mt-8 inline-block font-semibold text-brand-700 underline"
      >
        {m.not_found_home({}, { locale })}
      </a>
      <Island name="missing-path-log" props={{}}>
        <MissingPathLog />
      </Island>
    </section>
  );
}
