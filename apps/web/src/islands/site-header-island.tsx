import { SiteHeader } from "../components/layout/site-header.tsx";
import { signOut, useSiteSession } from "../features/site-auth/use-site-session.ts";

/** The header with who is signed in (§4): the same on every public page, island or not. */
export function SiteHeaderIsland({ pathname }: { pathname: string }) {
  const session = useSiteSession();
  return <SiteHeader pathname={pathname} account={session} onSignOut={() => void signOut()} />;
}
