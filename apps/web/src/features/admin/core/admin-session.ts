import type { StaffRole } from "@congres/shared";
import { apiGet, apiWrite } from "../../../lib/api-client.ts";
import { forgetDeskData } from "./offline-database.ts";

/**
 * The browser's display hints of §3 (`adminAuthed`, `adminUser`). They never grant anything:
 * the server checks the session cookie on every admin call.
 */
export const ADMIN_AUTHED_KEY = "adminAuthed";
export const ADMIN_USER_KEY = "adminUser";

/** The session's user; `role` comes with `/api/auth/me` (the sign-in answer has none). */
export type AdminUser = { id: number; name: string; email: string; role?: StaffRole };

export function rememberAdmin(user: AdminUser): void {
  localStorage.setItem(ADMIN_AUTHED_KEY, "true");
  rememberAdminUser(user);
}

/** The session's user with its role, as `/api/auth/me` gave it last. */
export function rememberAdminUser(user: AdminUser): void {
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
}

/**
 * The account last seen signed in on this browser, when its role is known: the desk's screen
 * opens on it while the network is down (decision 0058); the server checks every scan it sends.
 */
export function storedAdminUser(): (AdminUser & { role: StaffRole }) | undefined {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(ADMIN_USER_KEY) ?? "null");
    if (!user || typeof user !== "object") return undefined;
    const { id, name, email, role } = user as Partial<AdminUser>;
    if (typeof id !== "number" || typeof role !== "string") return undefined;
    return { id, name: String(name ?? ""), email: String(email ?? ""), role };
  } catch {
    return undefined;
  }
}

export function forgetAdmin(): void {
  localStorage.removeItem(ADMIN_AUTHED_KEY);
  localStorage.removeItem(ADMIN_USER_KEY);
}

export const isAdminFlagSet = () => localStorage.getItem(ADMIN_AUTHED_KEY) === "true";

/** The stored admin's name; `adminUser` may be the user object or just an e-mail (§3). */
export function storedAdminName(): string {
  const stored = localStorage.getItem(ADMIN_USER_KEY);
  if (!stored) return "Admin";
  try {
    const user: unknown = JSON.parse(stored);
    if (user && typeof user === "object" && "name" in user && typeof user.name === "string") {
      return user.name || "Admin";
    }
    return typeof user === "string" && user ? user : "Admin";
  } catch {
    return stored;
  }
}

export type SessionCheck = {
  authenticated: boolean;
  user: AdminUser | null;
  /** Signed in, but 2FA must be set up before anything else (decision 0045). */
  two_factor_enrolment_required?: true;
  /** The server could not be reached (the network is down): nothing is known of the session. */
  offline?: true;
};

/** `GET /api/auth/me`; any failure counts as "not signed in" (§8: session lookup failure ignored). */
export async function checkSession(): Promise<SessionCheck> {
  try {
    const response = await apiGet<SessionCheck>("/api/auth/me");
    if (response.ok && response.data?.authenticated) return response.data;
  } catch {
    // A network failure is treated as anonymous, said so (the desk works on offline).
    return { authenticated: false, user: null, offline: true };
  }
  return { authenticated: false, user: null };
}

/**
 * Ends the session on the server, clears the hints and the desk's offline data (its queued scans,
 * refusals and the day's badge references, decision 0058), then a full page load of the home
 * page.
 */
export async function logOut(): Promise<void> {
  try {
    await apiWrite("POST", "/api/logout");
  } finally {
    forgetAdmin();
    await forgetDeskData();
    window.location.assign("/");
  }
}
