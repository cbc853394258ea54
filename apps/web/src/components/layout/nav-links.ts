import { m } from "../../paraglide/messages.js";

/** A site link: its French path (i18n/paths.ts gives the page's language) and its label. */
type NavLink = { to: string; label: typeof m.nav_home };

/** Header navigation of §2, in order. */
export const HEADER_LINKS: NavLink[] = [
  { to: "/", label: m.nav_home },
  { to: "/about", label: m.nav_congress },
  { to: "/themes", label: m.nav_themes },
  { to: "/programme", label: m.nav_programme },
  { to: "/soumissions", label: m.nav_submissions },
  { to: "/galerie", label: m.nav_gallery },
  { to: "/contact", label: m.nav_contact },
];

/** Footer links of §2, in order. */
export const FOOTER_LINKS: NavLink[] = [
  { to: "/", label: m.nav_home },
  { to: "/about", label: m.nav_about_congress },
  { to: "/themes", label: m.nav_themes },
  { to: "/soumissions", label: m.nav_submissions },
  { to: "/galerie", label: m.nav_gallery },
  { to: "/contact", label: m.nav_contact },
  { to: "/inscription", label: m.nav_register },
  { to: "/mentions-legales", label: m.nav_legal_notice },
  { to: "/cgu", label: m.nav_terms },
];
