import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The admin area: a client-side app outside the public layout (not prerendered).
  route("admin", "routes/admin/login.tsx"),
  route("admin/app", "routes/admin/admin-layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("soumissions", "routes/admin/submissions.tsx"),
    route("soumissions/nouvelle", "routes/admin/submission-new.tsx"),
    route("soumissions/:id", "routes/admin/submission-detail.tsx"),
    route("inscriptions", "routes/admin/registrations.tsx"),
    route("inscriptions/nouvelle", "routes/admin/registration-new.tsx"),
    route("inscriptions/:id", "routes/admin/registration-detail.tsx"),
    route("contacts", "routes/admin/contacts.tsx"),
    route("contacts/:id", "routes/admin/contact-detail.tsx"),
    route("emails", "routes/admin/emails.tsx"),
    route("emails/:id", "routes/admin/email-detail.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("mot-de-passe", "routes/admin/change-password.tsx"),
  ]),
  route("sitemap.xml", "routes/public/sitemap-xml.ts"),
  route("robots.txt", "routes/public/robots-txt.ts"),
  layout("routes/public/public-layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("about-detailed", "routes/public/about-detailed.tsx"),
    route("themes", "routes/public/themes.tsx"),
    route("programme", "routes/public/programme.tsx"),
    route("soumissions", "routes/public/soumissions.tsx"),
    route("galerie", "routes/public/galerie.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("inscription", "routes/public/inscription.tsx"),
    route("cgu", "routes/public/cgu.tsx"),
    route("mentions-legales", "routes/public/mentions-legales.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
