import { m } from "../../paraglide/messages.js";

/** A site link: its French path (i18n/paths.ts gives the page's language) and its label. */
type NavLink = { to: string; label: typeof m.nav_home };

/** The links both the header and the footer hold, with the same label. */
const home: NavLink = { to: "/", label: m.nav_home };
const themes: NavLink = { to: "/themes", label: m.nav_themes };
const submissions: NavLink = { to: "/soumissions", label: m.nav_submissions };
const gallery: NavLink = { to: "/galerie", label: m.nav_gallery };
const contact: NavLink = { to: "/contact", label: m.nav_contact };

/** Header navigation of §2, in order. */
export const HEADER_LINKS: NavLink[] = [
  home,
  { to: "/about", label: m.nav_congress },
  themes,
  { to: "/programme", label: m.nav_programme },
  submissions,
  gallery,
  contact,
];

/** Footer links of §2, in order. */
export const FOOTER_LINKS: NavLink[] = [
  home,
  { to: "/about", label: m.nav_about_congress },
  themes,
  submissions,
  gallery,
  contact,
  { to: "/inscription", label: m.nav_register },
  { to: "/mentions-legales", label: m.nav_legal_notice },
  { to: "/cgu", label: m.nav_terms },
];
