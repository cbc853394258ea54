import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./i18n/locale.ts";

/** The public pages of one language: the same modules, under its prefix and with its own ids. */
function publicPages(locale: Locale) {
  const prefix = locale === DEFAULT_LOCALE ? "" : `${locale}/`;
  const page = (path: string, file: string) =>
    route(`${prefix}${path}`, `routes/public/${file}.tsx`, { id: `${locale}/${file}` });
  return [
    locale === DEFAULT_LOCALE
      ? index("routes/public/home.tsx", { id: `${locale}/home` })
      : route(locale, "routes/public/home.tsx", { id: `${locale}/home` }),
    page("about", "about"),
    page("about-detailed", "about-detailed"),
    page("themes", "themes"),
    page("programme", "programme"),
    page("soumissions", "soumissions"),
    page("galerie", "galerie"),
    page("contact", "contact"),
    page("inscription", "inscription"),
    page("inscription/groupe", "inscription-groupe"),
    page("cgu", "cgu"),
    page("mentions-legales", "mentions-legales"),
    page("mon-espace", "mon-espace"),
    page("verifier", "verifier"),
    page("*", "not-found"),
  ];
}

export default [
  // The admin area: a client-side app outside the public layout (not prerendered).
  route("admin", "routes/admin/login.tsx"),
  route("admin/mot-de-passe-oublie", "routes/admin/forgot-password.tsx"),
  // The links of the invitation and reset mails (ACCOUNT_LINK_PAGES): one page, two addresses.
  route("admin/invitation", "routes/admin/choose-password.tsx", { id: "admin-invitation" }),
  route("admin/nouveau-mot-de-passe", "routes/admin/choose-password.tsx", {
    id: "admin-password-reset",
  }),
  route("admin/app", "routes/admin/admin-layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("soumissions", "routes/admin/submissions.tsx"),
    route("soumissions/nouvelle", "routes/admin/submission-new.tsx"),
    route("soumissions/:id", "routes/admin/submission-detail.tsx"),
    route("soumissions/:id/modifier", "routes/admin/submission-edit.tsx"),
    route("inscriptions", "routes/admin/registrations.tsx"),
    route("inscriptions/nouvelle", "routes/admin/registration-new.tsx"),
    route("inscriptions/:id", "routes/admin/registration-detail.tsx"),
    route("inscriptions/:id/modifier", "routes/admin/registration-edit.tsx"),
    route("contacts", "routes/admin/contacts.tsx"),
    route("contacts/:id", "routes/admin/contact-detail.tsx"),
    route("contacts/:id/modifier", "routes/admin/contact-edit.tsx"),
    route("journal", "routes/admin/audit.tsx"),
    route("annulations", "routes/admin/cancellation-requests.tsx"),
    route("factures", "routes/admin/invoices.tsx"),
    route("lettres-invitation", "routes/admin/visa-letters.tsx"),
    route("tarifs", "routes/admin/registration-options.tsx"),
    route("emails", "routes/admin/emails.tsx"),
    route("emails/:id", "routes/admin/email-detail.tsx"),
    route("a-envoyer", "routes/admin/decision-mails.tsx"),
    route("programme", "routes/admin/programme.tsx"),
    route("fichiers", "routes/admin/submission-files.tsx"),
    route("envois", "routes/admin/mailings.tsx"),
    route("envois/nouveau", "routes/admin/mailing-new.tsx"),
    route("envois/:id", "routes/admin/mailing-detail.tsx"),
    route("envois/:id/modifier", "routes/admin/mailing-edit.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("acces-api", "routes/admin/api-access.tsx"),
    route("rapprochement", "routes/admin/bank-import.tsx"),
    route("mot-de-passe", "routes/admin/change-password.tsx"),
    route("accueil", "routes/admin/check-in.tsx"),
    route("relecture", "routes/admin/review-workspace.tsx"),
    route("relecture/:id", "routes/admin/review-abstract.tsx"),
    route("classement", "routes/admin/review-ranking.tsx"),
    route("relecteurs", "routes/admin/review-settings.tsx"),
    route("webhooks", "routes/admin/webhooks.tsx"),
    route("api", "routes/admin/api-reference.tsx"),
  ]),
  route("sitemap.xml", "routes/public/sitemap-xml.ts"),
  route("robots.txt", "routes/public/robots-txt.ts"),
  // Public pages in French at their historic paths, and under /en and /ar (decision 0026).
  ...LOCALES.map((locale) =>
    layout("routes/public/public-layout.tsx", { id: `public-${locale}` }, publicPages(locale)),
  ),
] satisfies RouteConfig;
