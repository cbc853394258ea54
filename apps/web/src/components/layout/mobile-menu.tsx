import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { HEADER_LINKS } from "./nav-links.ts";

/** One menu per page: a fixed id, the same whether the header is hydrated whole or as an island. */
const PANEL_ID = "menu-mobile";

/**
 * The phone navigation: a disclosure button and the same links as the desktop bar. A followed
 * link loads its page, which closes the menu; Escape closes it too.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);

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
        <span className="sr-only">{open ? "Fermer le menu" : "Ouvrir le menu"}</span>
      </button>
      <nav
        id={PANEL_ID}
        aria-label="Menu principal mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-brand-100 bg-white px-4 pb-4 shadow-lg"
      >
        <ul className="flex flex-col py-2">
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <a
                href={link.to}
                aria-current={pathname === link.to ? "page" : undefined}
                className={cn(
                  "block rounded-lg px-3 py-3 text-base font-medium",
                  pathname === link.to
                    ? "bg-brand-50 text-brand-800"
                    : "text-ink hover:bg-brand-50",
                )}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
