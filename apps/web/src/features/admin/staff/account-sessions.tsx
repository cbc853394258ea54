import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { apiWrite } from "../../../lib/api-client.ts";
import { formatDateTime } from "../core/admin-format.ts";
import { useAdminGet } from "../core/admin-queries.ts";
import { toastError } from "../core/toast-error.ts";
import { type AccountSession, SESSIONS_PATH } from "./two-factor-api.ts";

/** The browser in a few words, from what it said it was. */
function browserOf(userAgent: string | null): string {
  if (!userAgent) return "Navigateur inconnu";
  const browser =
    ["Edg", "Firefox", "Chrome", "Safari"].find((name) => userAgent.includes(`${name}/`)) ?? "";
  const system =
    ["Android", "iPhone", "iPad", "Windows", "Mac OS", "Linux"].find((name) =>
      userAgent.includes(name),
    ) ?? "";
  const named = [browser === "Edg" ? "Edge" : browser, system && `sur ${system}`]
    .filter(Boolean)
    .join(" ");
  return named || userAgent.slice(0, 60);
}

/** "Mes sessions": where this account is signed in; any other session can be ended. */
export function AccountSessions() {
  const queryClient = useQueryClient();
  const sessions = useAdminGet<{ data: AccountSession[] }>(SESSIONS_PATH);

  async function end(session: AccountSession) {
    const response = await apiWrite("DELETE", `${SESSIONS_PATH}/${session.id}`).catch(
      () => undefined,
    );
    if (response?.ok) toast({ title: "Session fermée" });
    else {
      toastError(response?.message ?? "Fermeture impossible. Veuillez réessayer.");
    }
    await queryClient.invalidateQueries({ queryKey: [SESSIONS_PATH] });
  }

  return (
    <section aria-labelledby="sessions-title" className="space-y-4">
      <h2 id="sessions-title" className="text-xl font-bold text-brand-900">
        Mes sessions
      </h2>
      {sessions.data ? (
        <ul className="max-w-2xl divide-y rounded-lg border bg-white">
          {sessions.data.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {browserOf(session.user_agent)}
                  {session.current ? (
                    <span className="ms-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                      Ce navigateur
                    </span>
                  ) : null}
                  {session.stage === "two_factor" ? (
                    <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      Code en attente
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  Ouverte le {formatDateTime(session.created_at, "short")} · dernière activité le{" "}
                  {formatDateTime(session.last_seen_at, "short")}
                </p>
              </div>
              {session.current ? null : (
                <Button type="button" variant="secondary" onClick={() => void end(session)}>
                  Fermer cette session
                  <span className="sr-only">
                    {" "}
                    ouverte le {formatDateTime(session.created_at, "short")}
                  </span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          {sessions.isError ? "Chargement impossible." : "Chargement…"}
        </p>
      )}
    </section>
  );
}
