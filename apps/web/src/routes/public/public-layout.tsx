import { Outlet } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { signOut, useSiteSession } from "../../features/site-auth/use-site-session.ts";

export default function PublicLayout() {
  const session = useSiteSession();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Aller au contenu
      </a>
      <SiteHeader account={session} onSignOut={() => void signOut()} />
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
