import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { contentIn } from "../../content/localized.ts";
import { LocaleProvider } from "../../i18n/locale-context.tsx";
import { localeFromPath } from "../../i18n/paths.ts";
import { Island } from "../../islands/island.tsx";
import { SiteHeaderIsland } from "../../islands/site-header-island.tsx";
import { m } from "../../paraglide/messages.js";

export default function PublicLayout() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { missing } = contentIn(locale);
  return (
    <LocaleProvider locale={locale}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {m.skip_to_content({}, { locale })}
        </a>
        <Island name="site-header-island" props={{ pathname }}>
          <SiteHeaderIsland pathname={pathname} />
        </Island>
        {missing.length > 0 && (
          // Until its translation is merged, a page shows the French text under this mark.
          <p data-missing-translation="" lang="fr" className="bg-accent-400 px-4 py-2 text-sm">
            ⟦Traduction manquante : {missing.join(", ")}⟧
          </p>
        )}
        <main id="contenu" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </LocaleProvider>
  );
}
