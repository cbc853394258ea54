import { Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";
import { HEADER_LINKS } from "./nav-links.ts";

/** The phone navigation: a disclosure button and the same links as the desktop bar. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();

  // A followed link closes the menu, as does Escape.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);
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
        aria-controls={panelId}
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
        id={panelId}
        aria-label="Menu principal mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-brand-100 bg-white px-4 pb-4 shadow-lg"
      >
        <ul className="flex flex-col py-2">
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    "block rounded-lg px-3 py-3 text-base font-medium",
                    isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-brand-50",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
