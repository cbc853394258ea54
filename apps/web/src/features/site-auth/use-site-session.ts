import { initialsOf } from "@congres/shared/facts";
import { useEffect, useState } from "react";
import { apiGet, apiWrite } from "../../lib/api-client.ts";

type SessionAnswer = {
  authenticated: boolean;
  user: { id: number; name: string; email: string } | null;
};

export type SiteSession = { name: string; initials: string } | null;

const AUTH_FLAG = "adminAuthed";
const STORED_USER = "adminUser";

/** The name remembered by the admin login, used only while the server has not answered yet. */
function storedHint(): SiteSession {
  if (window.localStorage.getItem(AUTH_FLAG) !== "true") return null;
  const raw = window.localStorage.getItem(STORED_USER) ?? "";
  let name = raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && "name" in parsed && typeof parsed.name === "string")
      name = parsed.name;
  } catch {
    // adminUser may be a bare e-mail rather than JSON (§3 Client storage).
  }
  return { name: name || "Admin", initials: initialsOf(name) };
}

/**
 * Who is signed in, for the header (§4 Auth display). The prerendered HTML is always anonymous;
 * after mount the local flag gives a first guess and `GET /api/auth/me` has the last word
 * (any failure means anonymous).
 */
export function useSiteSession(): SiteSession {
  const [session, setSession] = useState<SiteSession>(null);
  useEffect(() => {
    let active = true;
    setSession(storedHint());
    apiGet<SessionAnswer>("/api/auth/me")
      .then((answer) => {
        if (!active) return;
        const user = answer.ok && answer.data?.authenticated ? answer.data.user : null;
        setSession(user ? { name: user.name, initials: initialsOf(user.name) } : null);
      })
      .catch(() => {
        if (active) setSession(null);
      });
    return () => {
      active = false;
    };
  }, []);
  return session;
}

/** Server sign-out, then the local flags, then a full reload of the home page. */
export async function signOut(): Promise<void> {
  try {
    await apiWrite("POST", "/api/logout");
  } finally {
    window.localStorage.removeItem(AUTH_FLAG);
    window.localStorage.removeItem(STORED_USER);
    window.location.assign("/");
  }
}
