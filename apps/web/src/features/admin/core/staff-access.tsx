import {
  mayAccess,
  type ReviewerLanguage,
  type StaffAccess,
  type StaffRole,
} from "@congres/shared";
import {
  Ban,
  BookOpen,
  CalendarDays,
  ClipboardCheck,
  FileText,
  FolderDown,
  KeyRound,
  Landmark,
  LayoutDashboard,
  ListOrdered,
  type LucideIcon,
  Mail,
  MailCheck,
  Megaphone,
  Plug,
  Receipt,
  ScanLine,
  ScrollText,
  Send,
  Stamp,
  Tags,
  UserCog,
  Users,
  UsersRound,
  Webhook,
} from "lucide-react";
import { createContext, useContext, useEffect } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { adminMeta } from "./admin-format.ts";
import { SHELL_TEXTS } from "./shell-texts.ts";

export const ACCOUNT_PATH = "/admin/app/mot-de-passe";

/**
 * The check-in desk's screen: full screen, and the one address whose document may use the
 * camera (the server's Permissions-Policy, issue #25). Crossing into or out of it loads a new
 * document, so that the camera is allowed there and nowhere else.
 */
export const DESK_PATH = "/admin/app/accueil";
export const isDeskPath = (pathname: string) => pathname.replace(/\/+$/, "") === DESK_PATH;

/** The address this document was loaded at (client-side navigation leaves it as it was). */
export function documentPath(): string {
  const [entry] = performance.getEntriesByType("navigation");
  return new URL(entry?.name ?? window.location.href).pathname;
}

/** The person's own account: every role has it. */
const ACCOUNT_SCREEN = {
  to: ACCOUNT_PATH,
  label: "Mon compte",
  icon: KeyRound,
  access: "everyone",
} as const;

/**
 * The admin's screens in menu order, each with the roles that may use it: those of the API
 * routes it calls (decision 0043). The menu shows a person only theirs; a screen's address
 * and the paths under it are refused to the others with "Accès réservé".
 */
export const ADMIN_SCREENS = [
  {
    to: "/admin/app",
    label: "Tableau de bord",
    icon: LayoutDashboard,
    end: true,
    access: "officeAndCommittee",
  },
  { to: "/admin/app/relecture", label: "Relecture", icon: ClipboardCheck, access: "review" },
  { to: "/admin/app/soumissions", label: "Soumissions", icon: FileText, access: "committee" },
  { to: "/admin/app/inscriptions", label: "Inscriptions", icon: Users, access: "office" },
  { to: DESK_PATH, label: "Accueil", icon: ScanLine, access: "desk" },
  {
    to: "/admin/app/rapprochement",
    label: "Rapprochement bancaire",
    icon: Landmark,
    access: "office",
  },
  {
    to: "/admin/app/annulations",
    label: "Demandes d'annulation",
    icon: Ban,
    access: "office",
  },
  { to: "/admin/app/factures", label: "Factures", icon: Receipt, access: "office" },
  {
    to: "/admin/app/lettres-invitation",
    label: "Lettres d'invitation",
    icon: Stamp,
    access: "office",
  },
  { to: "/admin/app/contacts", label: "Contacts", icon: Mail, access: "office" },
  { to: "/admin/app/emails", label: "E-mails", icon: Send, access: "office" },
  { to: "/admin/app/classement", label: "Classement", icon: ListOrdered, access: "committee" },
  { to: "/admin/app/relecteurs", label: "Relecteurs", icon: UsersRound, access: "committee" },
  { to: "/admin/app/programme", label: "Programme", icon: CalendarDays, access: "committee" },
  {
    to: "/admin/app/fichiers",
    label: "Fichiers des auteurs",
    icon: FolderDown,
    access: "committee",
  },
  { to: "/admin/app/a-envoyer", label: "À envoyer", icon: MailCheck, access: "committee" },
  {
    to: "/admin/app/envois",
    label: "Messages groupés",
    icon: Megaphone,
    access: "mailings",
  },
  { to: "/admin/app/tarifs", label: "Tarifs et options", icon: Tags, access: "admin" },
  { to: "/admin/app/users", label: "Administrateurs", icon: UserCog, access: "admin" },
  { to: "/admin/app/acces-api", label: "Accès API", icon: Plug, access: "admin" },
  { to: "/admin/app/webhooks", label: "Webhooks", icon: Webhook, access: "admin" },
  { to: "/admin/app/journal", label: "Journal", icon: ScrollText, access: "office" },
  // The OpenAPI reference: every staff member reads it (the document itself is public).
  { to: "/admin/app/api", label: "Référence de l'API", icon: BookOpen, access: "admin" },
  ACCOUNT_SCREEN,
] as const satisfies readonly {
  to: string;
  label: string;
  icon: LucideIcon;
  access: StaffAccess;
  /** Only the address itself, not those under it (the dashboard's is every screen's prefix). */
  end?: true;
}[];

export type AdminScreen = (typeof ADMIN_SCREENS)[number];

/** The screen an admin address belongs to; an address no screen claims is the admins'. */
export function screenAccessOf(pathname: string): StaffAccess {
  const path = pathname.replace(/\/+$/, "");
  const screen = ADMIN_SCREENS.find(
    (candidate) =>
      path === candidate.to || ("end" in candidate ? false : path.startsWith(`${candidate.to}/`)),
  );
  return screen?.access ?? "admin";
}

export const screensOf = (role: StaffRole) =>
  ADMIN_SCREENS.filter((screen) => mayAccess(role, screen.access));

/** Where a person lands: their first screen (a reviewer's workspace, the desk's check-in screen). */
export const landingOf = (role: StaffRole): AdminScreen => screensOf(role)[0] ?? ACCOUNT_SCREEN;

const StaffRoleContext = createContext<StaffRole | undefined>(undefined);
export const StaffRoleProvider = StaffRoleContext.Provider;

/** The signed-in person's role, known before any screen renders (admin-layout.tsx). */
export function useStaffRole(): StaffRole {
  const role = useContext(StaffRoleContext);
  if (!role) throw new Error("useStaffRole outside the admin layout");
  return role;
}

const StaffAccountContext = createContext<number | undefined>(undefined);
/** The signed-in account's id: the desk keeps its offline scans per account (decision 0058). */
export const StaffAccountProvider = StaffAccountContext.Provider;

export function useStaffAccountId(): number {
  const id = useContext(StaffAccountContext);
  if (id === undefined) throw new Error("useStaffAccountId outside the admin layout");
  return id;
}

export const useMayAccess = (access: StaffAccess) => mayAccess(useStaffRole(), access);

/**
 * Shown instead of a screen the person's role may not use: no crash, no flash of it. In the
 * frame's language (a reviewer's may be English).
 */
export function AccessDenied({ language = "fr" }: { language?: ReviewerLanguage }) {
  const role = useStaffRole();
  const landing = landingOf(role);
  const t = SHELL_TEXTS[language];
  useEffect(() => {
    const [title] = adminMeta(t.deniedTitle);
    if (title?.title) document.title = title.title;
  }, [t]);
  return (
    <section aria-labelledby="access-denied-title" className="max-w-2xl space-y-4">
      <h1 id="access-denied-title" className="text-2xl font-bold text-brand-900">
        {t.deniedTitle}
      </h1>
      <p className="text-ink">{t.denied(role)}</p>
      <Link to={landing.to} className={buttonClasses("primary")}>
        {t.goTo(t.screens[landing.to] ?? landing.label)}
      </Link>
    </section>
  );
}
