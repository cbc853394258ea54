/** Header navigation of §2, in order. */
export const HEADER_LINKS = [
  { to: "/", label: "Accueil" },
  { to: "/about", label: "Congrès" },
  { to: "/themes", label: "Thématiques" },
  { to: "/programme", label: "Programme" },
  { to: "/soumissions", label: "Soumissions" },
  { to: "/galerie", label: "Galerie" },
  { to: "/contact", label: "Contact" },
] as const;

/** Footer links of §2, in order. */
export const FOOTER_LINKS = [
  { to: "/", label: "Accueil" },
  { to: "/about", label: "Le congrès" },
  { to: "/themes", label: "Thématiques" },
  { to: "/soumissions", label: "Soumissions" },
  { to: "/galerie", label: "Galerie" },
  { to: "/contact", label: "Contact" },
  { to: "/inscription", label: "Inscription" },
  { to: "/mentions-legales", label: "Mentions légales" },
  { to: "/cgu", label: "CGU" },
] as const;
