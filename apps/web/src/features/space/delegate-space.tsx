import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TextWithLtrValue } from "../../components/ui/ltr-value.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { hasSessionHint, setSessionHint } from "../../lib/delegate-session-hint.ts";
import { m } from "../../paraglide/messages.js";
import {
  loadSpace,
  openSpaceSession,
  type Space,
  signOutOfSpace,
  tokenInHash,
} from "./space-api.ts";
import { SpaceLinkForm } from "./space-link-form.tsx";
import { SpaceRegistrationCard } from "./space-registration-card.tsx";
import { SpaceSubmissions } from "./space-submissions.tsx";

/**
 * The token of the sign-in link in the address, removed from it at once: it is then in no
 * history entry, bookmark or shared screenshot.
 */
function takeTokenFromAddress(): string | undefined {
  const token = tokenInHash(window.location.hash);
  if (token) {
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}`,
    );
  }
  return token;
}

type Phase =
  | { kind: "link"; notice?: string }
  | { kind: "opening" }
  | { kind: "failed"; message: string }
  | { kind: "space"; space: Space };

/**
 * The island of `/mon-espace` (issue #38): the e-mail form; the link's token taken from the
 * address (and removed from it at once, so it is in no history entry, bookmark or screenshot);
 * then the space itself.
 */
export function DelegateSpace() {
  const locale = useLocale();
  const [phase, setPhase] = useState<Phase>({ kind: "link" });

  const refresh = useCallback(async () => {
    try {
      const answer = await loadSpace();
      if (answer.ok) {
        setSessionHint(true);
        setPhase({ kind: "space", space: answer.data });
      } else if (answer.status === 401) {
        setSessionHint(false);
        setPhase({ kind: "link" });
      } else {
        setPhase({ kind: "failed", message: answer.message ?? m.space_failed({}, { locale }) });
      }
    } catch {
      setPhase({ kind: "failed", message: m.space_network_failure({}, { locale }) });
    }
  }, [locale]);

  const open = useCallback(
    async (token: string | undefined) => {
      setPhase({ kind: "opening" });
      if (token) {
        try {
          const opened = await openSpaceSession(token);
          if (!opened.ok) {
            setPhase({
              kind: "link",
              notice:
                opened.status === 429 && opened.message
                  ? opened.message
                  : m.space_link_invalid({}, { locale }),
            });
            return;
          }
        } catch {
          setPhase({ kind: "failed", message: m.space_network_failure({}, { locale }) });
          return;
        }
      }
      await refresh();
    },
    [locale, refresh],
  );

  useEffect(() => {
    const token = takeTokenFromAddress();
    if (token || hasSessionHint()) void open(token);
    // A link pasted into this tab changes only the hash: no new page load.
    const onHashChange = () => {
      const pasted = takeTokenFromAddress();
      if (pasted) void open(pasted);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [open]);

  async function signOut() {
    try {
      await signOutOfSpace();
    } finally {
      setSessionHint(false);
      setPhase({ kind: "link" });
    }
  }

  if (phase.kind === "link") return <SpaceLinkForm notice={phase.notice} />;
  if (phase.kind === "opening") {
    return (
      <p role="status" className="mt-8 text-ink">
        {m.space_opening({}, { locale })}
      </p>
    );
  }
  if (phase.kind === "failed") {
    return (
      <p role="alert" className="mt-8 font-medium text-danger">
        {phase.message}
      </p>
    );
  }
  const { space } = phase;
  return (
    <div className="mt-8 flex flex-col gap-10">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm">
        <p className="min-w-0 break-words text-ink">
          <TextWithLtrValue
            text={m.space_signed_in_as({ email: space.email }, { locale })}
            value={space.email}
          />
        </p>
        <Button variant="secondary" onClick={() => void signOut()}>
          {m.space_sign_out({}, { locale })}
        </Button>
      </div>
      <section aria-labelledby="space-registrations" className="flex flex-col gap-4">
        <h2 id="space-registrations" className="text-2xl font-bold text-brand-900">
          {m.space_registrations({}, { locale })}
        </h2>
        {space.registrations.length === 0 ? (
          <p className="text-ink">{m.space_no_registration({}, { locale })}</p>
        ) : (
          space.registrations.map((registration) => (
            <SpaceRegistrationCard
              key={registration.id}
              registration={registration}
              onChanged={refresh}
            />
          ))
        )}
      </section>
      <SpaceSubmissions submissions={space.submissions} onChanged={refresh} />
    </div>
  );
}
