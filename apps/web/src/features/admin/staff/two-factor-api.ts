import type { StaffRole } from "@congres/shared";

/** Two-factor sign-in and one's own sessions (issue #22 §3 and §5, decision 0045). */

export const TWO_FACTOR_PATH = "/api/admin/account/two-factor";
export const SESSIONS_PATH = "/api/admin/account/sessions";
export const REQUIRED_ROLES_PATH = "/api/admin/settings/two-factor";

export type TwoFactorStatus = { enabled: boolean; required: boolean };
export type TwoFactorEnrolment = { secret: string; otpauth_url: string };
export type RequiredRoles = { required_roles: StaffRole[] };

export type AccountSession = {
  id: string;
  stage: "full" | "two_factor" | "enrolment";
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
  current: boolean;
};

/** What `POST /api/login` answers: the session, or the step that comes next. */
export type SignInAnswer =
  | { user: { id: number; name: string; email: string }; two_factor_enrolment_required?: true }
  | { two_factor_required: true };

/** The account page's anchor where enrolment happens; the sign-in sends people there. */
export const ENROLMENT_URL = "/admin/app/mot-de-passe#double-authentification";

/** The recovery codes as the downloaded text file says them. */
export function recoveryCodesText(codes: readonly string[], shortName: string) {
  return [
    `Codes de secours — administration ${shortName}`,
    "",
    "Chaque code ne sert qu'une fois, à la place du code de votre application.",
    "Gardez ce fichier en lieu sûr.",
    "",
    ...codes,
    "",
  ].join("\n");
}
