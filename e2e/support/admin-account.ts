/** The first admin the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = {
  email: "admin.e2e@congres-sexologie.ma",
  password: "e2e-Mot-de-passe-solide",
} as const;
