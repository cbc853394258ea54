import type { ReviewerLanguage, StaffRole } from "@congres/shared";
import { STAFF_ROLE_LABELS } from "@congres/shared";

/**
 * The admin frame's words (header, menu, account menu, « Accès réservé »). The admin is French;
 * a reviewer's frame follows their workspace's language (French or English, decision 0046).
 */
export const SHELL_TEXTS = {
  fr: {
    skip: "Aller au contenu",
    title: "Administration",
    backToSite: "Retour au site",
    menu: "Menu d'administration",
    /** The screens' own names (ADMIN_SCREENS) are French: nothing to replace. */
    screens: {} as Record<string, string>,
    accountMenu: (name: string) => `Menu du compte : ${name}`,
    profile: "Voir profil",
    password: "Changer le mot de passe",
    signOut: "Déconnexion",
    loading: "Chargement...",
    deniedTitle: "Accès réservé",
    denied: (role: StaffRole) =>
      `Votre rôle (${STAFF_ROLE_LABELS[role]}) ne donne pas accès à cette page. Si vous en avez besoin, demandez-le à un administrateur.`,
    goTo: (screen: string) => `Aller à : ${screen}`,
  },
  en: {
    skip: "Skip to content",
    title: "Reviewer workspace",
    backToSite: "Back to the website",
    menu: "Workspace menu",
    screens: {
      "/admin/app/relecture": "My abstracts",
      "/admin/app/mot-de-passe": "My account",
    } as Record<string, string>,
    accountMenu: (name: string) => `Account menu: ${name}`,
    profile: "My account",
    password: "Change my password",
    signOut: "Sign out",
    loading: "Loading...",
    deniedTitle: "Access restricted",
    denied: (_role: StaffRole) =>
      "Your role (reviewer) does not give access to this page. If you need it, ask an administrator.",
    goTo: (screen: string) => `Go to: ${screen}`,
  },
} as const satisfies Record<ReviewerLanguage, unknown>;

export type ShellTexts = (typeof SHELL_TEXTS)[ReviewerLanguage];
