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

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
