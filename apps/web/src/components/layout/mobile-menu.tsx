import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocale } from "../../i18n/locale-context.tsx";
import { localizedPath } from "../../i18n/paths.ts";
import { cn } from "../../lib/cn.ts";
import { m } from "../../paraglide/messages.js";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { HEADER_LINKS } from "./nav-links.ts";

/** One menu per page: a fixed id, the same whether the header is hydrated whole or as an island. */
const PANEL_ID = "menu-mobile";

/**
 * The phone navigation: a disclosure button and the same links as the desktop bar. A followed
 * link loads its page, which closes the menu; Escape closes it too.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const locale = useLocale();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        className="flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">
          {open ? m.menu_close({}, { locale }) : m.menu_open({}, { locale })}
        </span>
      </button>
      <nav
        id={PANEL_ID}
        aria-label={m.header_mobile_menu({}, { locale })}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-brand-100 bg-white px-4 pb-4 shadow-lg"
      >
        <ul className="flex flex-col py-2">
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <a
                href={localizedPath(link.to, locale)}
                aria-current={pathname === localizedPath(link.to, locale) ? "page" : undefined}
                className={cn(
                  "block rounded-lg px-3 py-3 text-base font-medium",
                  pathname === localizedPath(link.to, locale)
                    ? "bg-brand-50 text-brand-800"
                    : "text-ink hover:bg-brand-50",
                )}
              >
                {link.label({}, { locale })}
              </a>
            </li>
          ))}
        </ul>
        <LanguageSwitcher
          pathname={pathname}
          className="border-t border-brand-100 pt-3"
          linkClassName="px-3 py-3 text-base"
        />
      </nav>
    </div>
  );
}
