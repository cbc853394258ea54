import { lazy, Suspense, useEffect, useState } from "react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { cn } from "../../lib/cn.ts";
import { editionFacts } from "../../lib/edition-facts.ts";
import { m } from "../../paraglide/messages.js";
import type { HeaderAccount } from "./avatar-menu.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { LogoMark } from "./logo-mark.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { HEADER_LINKS } from "./nav-links.ts";

// Only a signed-in admin sees the account menu: its Radix dropdown loads then, not on every visit.
const AvatarMenu = lazy(() =>
  import("./avatar-menu.tsx").then(({ AvatarMenu }) => ({ default: AvatarMenu })),
);

/** §9: the header turns opaque past this many pixels of scroll. */
const SCROLL_THRESHOLD_PX = 20;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * Plain links, not React Router's: on pages without a form the header is an island hydrated
 * without the router (decision 0015), and a public page loads whole in any case.
 */
export function SiteHeader({
  pathname,
  account,
  onSignOut,
}: {
  pathname: string;
  account: HeaderAccount | null;
  onSignOut: () => void;
}) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const locale = useLocale();
  const here = (to: string) => localizedPath(to, locale);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 border-b backdrop-blur transition-colors",
        scrolled ? "border-brand-100 bg-white/95 shadow-md" : "border-transparent bg-white/75",
      )}
    >
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <div className="flex items-center gap-2">
          {/* The link holds the logo only, so its name can be the spec's label. */}
          <a href={here("/")} aria-label={m.header_home_label({}, { locale })} className="rounded">
            <LogoMark size={40} />
          </a>
          <span className="whitespace-nowrap font-bold text-brand-800">
            {editionFacts.shortName}
          </span>
        </div>
        <nav aria-label={m.header_main_menu({}, { locale })} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <a
                  href={here(link.to)}
                  aria-current={pathname === here(link.to) ? "page" : undefined}
                  className={cn(
                    "rounded-lg px-3 py-2 text-sm font-medium",
                    pathname === here(link.to)
                      ? "bg-brand-50 text-brand-800"
                      : "text-ink hover:text-brand-700",
                  )}
                >
                  {link.label({}, { locale })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher pathname={pathname} className="hidden lg:flex" />
          {account ? (
            <Suspense fallback={null}>
              <AvatarMenu account={account} onSignOut={onSignOut} />
            </Suspense>
          ) : (
            <a
              href={here("/inscription")}
              className="rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 sm:px-5"
            >
              {m.nav_register({}, { locale })}
            </a>
          )}
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
