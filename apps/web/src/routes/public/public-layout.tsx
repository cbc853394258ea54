import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { Island } from "../../islands/island.tsx";
import { SiteHeaderIsland } from "../../islands/site-header-island.tsx";

export default function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Aller au contenu
      </a>
      <Island name="site-header-island" props={{ pathname }}>
        <SiteHeaderIsland pathname={pathname} />
      </Island>
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
