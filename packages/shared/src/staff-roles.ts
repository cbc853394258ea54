/**
 * Staff roles (issue #22, decision 0043): what each staff account may reach in the admin. The
 * values are the API's; the labels are the admin's words (French). The server checks the role
 * on every admin route; the screens use the same list to show each person only their menus.
 */
export const STAFF_ROLES = ["admin", "secretariat", "committee", "reviewer", "desk"] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrateur",
  secretariat: "Secrétariat",
  committee: "Comité scientifique",
  reviewer: "Relecteur",
  desk: "Accueil",
};

/**
 * The role the invitation dialog starts from: a reviewer reaches only their own account and the
 * abstracts the committee gives them, none when invited; every other role is chosen on purpose.
 */
export const LEAST_PRIVILEGED_ROLE: StaffRole = "reviewer";

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * Who may reach what (decision 0043), named once: each admin route declares one of these in
 * `config.roles`, and the admin's menu shows an entry to the roles of the routes it calls. A
 * route that declares none is the administrators' alone.
 */
export const STAFF_ACCESS = {
  /** Staff accounts and settings. */
  admin: ["admin"],
  /**
   * Registrations, payments, bank statements, receipts, badges, certificates, messages, mails,
   * closing times, the Journal, and people's requests to export or erase their data.
   */
  office: ["admin", "secretariat"],
  /** Submissions with their authors (late ones too), decisions and their mails, the book. */
  committee: ["admin", "committee"],
  /** The reviewer workspace (`/api/review/*`): a reviewer's own assignments, blind (decision 0046). */
  review: ["reviewer"],
  /** The dashboard's counts: no money, no personal data. */
  officeAndCommittee: ["admin", "secretariat", "committee"],
  /**
   * The check-in desk (issue #25): scanning and searching badges, today's counters, undoing a
   * scan, printing one badge, a cash payment when the secretariat allows it. Nothing else.
   */
  desk: ["admin", "secretariat", "desk"],
  /**
   * Mailings to a filtered group (issue #26, decision 0048): the committee writes to authors and
   * reviewers only, which each route checks against the mailing's audience.
   */
  mailings: ["admin", "secretariat", "committee"],
  /** A person's own account: every role. */
  everyone: STAFF_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAccess = keyof typeof STAFF_ACCESS;

export const mayAccess = (role: StaffRole, access: StaffAccess): boolean =>
  (STAFF_ACCESS[access] as readonly StaffRole[]).includes(role);
