/**
 * Links that let a staff member choose a password (issue #22 section 2, decision 0044): the
 * invitation of a new account and the "Mot de passe oublié ?" reset. Shared by the server (the
 * mail's link, the validity) and the admin screens (the page under `/admin/`, its wording).
 */
export const ACCOUNT_LINK_PURPOSES = ["invitation", "password_reset"] as const;

export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** How long a link stays valid once sent. */
export const ACCOUNT_LINK_VALIDITY_MS: Record<AccountLinkPurpose, number> = {
  invitation: 72 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

/**
 * The admin page each link opens; the token follows in the fragment (`#…`), which browsers send
 * to no server, no log and no `Referer`.
 */
export const ACCOUNT_LINK_PAGES: Record<AccountLinkPurpose, string> = {
  invitation: "/admin/invitation",
  password_reset: "/admin/nouveau-mot-de-passe",
};

/** How the Journal names the link a password was chosen with. */
export const ACCOUNT_LINK_LABELS: Record<AccountLinkPurpose, string> = {
  invitation: "Invitation",
  password_reset: "Mot de passe oublié",
};
