import type { ReviewerLanguage, StaffRole } from "@congres/shared";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { LogoMark } from "../../../components/layout/logo-mark.tsx";
import { cn } from "../../../lib/cn.ts";
import { edition } from "../../../lib/edition.ts";
import { AdminAvatarMenu } from "./admin-avatar-menu.tsx";
import { SHELL_TEXTS } from "./shell-texts.ts";
import { screensOf } from "./staff-access.tsx";

/**
 * Header, sidebar and content of the admin area (§2). The menu holds the screens of `role`
 * (none while it is being asked); the layout decides what the content may be. `language`: the
 * frame's words, French but for a reviewer who works in English.
 */
export function AdminShell({
  role,
  language = "fr",
  children,
}: {
  role?: StaffRole;
  language?: ReviewerLanguage;
  children: ReactNode;
}) {
  const t = SHELL_TEXTS[language];
  return (
    <div lang={language} className="flex min-h-screen flex-col bg-gray-50">
      <a
        href="#contenu-admin"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t.skip}
      </a>
      <header className="sticky top-0 z-40 border-b border-brand-100 bg-white">
        <div className="flex items-center justify-between gap-3 px-4 py-2">
          <div className="flex min-w-0 items-center gap-3">
            <LogoMark size={32} className="hidden shrink-0 sm:block" />
            <p className="truncate font-bold text-brand-900">
              {t.title}
              <span className="ml-2 hidden font-medium text-muted sm:inline">
                {edition.shortName}
              </span>
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Link
              to="/"
              className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {t.backToSite}
            </Link>
            {/* Once the role is known: « Voir profil » leads where the role says (a click while
                the session was still asked led an admin to « Mon compte »). */}
            {role && <AdminAvatarMenu role={role} texts={t} />}
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label={t.menu}
          className="border-b border-brand-100 bg-white md:w-56 md:shrink-0 md:border-b-0 md:border-r"
        >
          <ul className="relative flex gap-1 overflow-x-auto p-2 md:flex-col">
            {(role ? screensOf(role) : []).map(({ to, label, icon: Icon, ...screen }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  end={"end" in screen}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium",
                      isActive
                        ? "bg-brand-700 text-white"
                        : "text-ink hover:bg-brand-50 hover:text-brand-900",
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t.screens[to] ?? label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="contenu-admin" className="min-w-0 flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
