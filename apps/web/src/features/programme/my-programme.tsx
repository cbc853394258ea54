import { CalendarArrowDown, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useLocale } from "../../i18n/locale-context.tsx";
import { hasSessionHint, setSessionHint } from "../../lib/delegate-session-hint.ts";
import { keepForOffline } from "../../lib/offline-page.ts";
import { m } from "../../paraglide/messages.js";
import {
  type AgendaEntry,
  acknowledge,
  agenda,
  agendaIds,
  icsHref,
  mergeAgenda,
  type PageSession,
  readPageSessions,
  readStarred,
  removeStar,
  type Starred,
  toggleStar,
  writeStarred,
} from "./my-programme-store.ts";
import { loadSpaceAgenda, saveSpaceAgenda } from "./space-agenda-api.ts";

/** Marks <html> once the page is kept for offline reading (browser tests wait for it). */
const OFFLINE_MARK = "offline";

/** What happened to a starred session since it was starred, and what the delegate can do. */
function Notice({ text, label, onAction }: { text: string; label: string; onAction: () => void }) {
  return (
    <p role="status" className="mt-2 flex items-start gap-2 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {text}{" "}
        <button type="button" className="font-semibold underline" onClick={onAction}>
          {label}
        </button>
      </span>
    </p>
  );
}

function Entry({
  entry,
  onAcknowledge,
  onRemove,
}: {
  entry: AgendaEntry;
  onAcknowledge: () => void;
  onRemove: () => void;
}) {
  const locale = useLocale();
  return (
    <li className="rounded-xl border border-brand-100 bg-white p-4">
      {entry.status === "removed" ? (
        <p className="font-semibold text-ink">{entry.title}</p>
      ) : (
        <a href={`#session-${entry.id}`} className="font-semibold text-brand-800 underline">
          {entry.title}
        </a>
      )}
      <p className="mt-1 text-sm text-muted">
        {entry.day} · <time dir="ltr">{entry.time}</time> · {entry.room}
      </p>
      {entry.status === "changed" && (
        <Notice
          text={m.my_programme_changed({}, { locale })}
          label={m.my_programme_acknowledge({}, { locale })}
          onAction={onAcknowledge}
        />
      )}
      {entry.status === "removed" && (
        <Notice
          text={m.my_programme_removed({}, { locale })}
          label={m.my_programme_remove({ title: entry.title }, { locale })}
          onAction={onRemove}
        />
      )}
    </li>
  );
}

/**
 * The stars kept in the delegate's space, when this browser opened one (issue #38 §6): merged
 * once with the browser's, then saved after each change, one write at a time and each with the
 * latest stars. Signed out, nothing is asked and the stars stay in the browser alone. One per
 * page, as the island.
 */
function spaceAgenda() {
  const state = {
    current: { signedIn: false, elsewhere: [] as string[], writes: Promise.resolve() },
  };
  const put = (ids: string[]) => {
    state.current.writes = state.current.writes.then(async () => {
      const answer = await saveSpaceAgenda(ids).catch(() => undefined);
      if (answer?.status === 401) signedOut();
    });
  };
  const signedOut = () => {
    state.current.signedIn = false;
    setSessionHint(false);
  };
  return {
    async merge(onPage: PageSession[], apply: (merged: Starred) => void) {
      if (!hasSessionHint()) return;
      const answer = await loadSpaceAgenda().catch(() => undefined);
      if (!answer?.ok) {
        if (answer?.status === 401) signedOut();
        return;
      }
      const merged = mergeAgenda(
        readStarred(localStorage),
        answer.data.session_ids.map(String),
        onPage,
      );
      state.current.signedIn = true;
      state.current.elsewhere = merged.elsewhere;
      apply(merged.starred);
      if (merged.changed) put(merged.ids);
    },
    save(starred: Starred) {
      if (state.current.signedIn) put(agendaIds(starred, state.current.elsewhere));
    },
  };
}

const space = spaceAgenda();

/**
 * "Mon programme" (issue #24 §3): the starred sessions, from the browser's storage. One island
 * for the whole page: it shows the stars of the session cards (hidden without JavaScript) and
 * handles their clicks by delegation, so the page loads no code per session.
 */
export function MyProgramme() {
  const locale = useLocale();
  const [starred, setStarred] = useState<Starred>({});
  const [sessions, setSessions] = useState<PageSession[]>([]);
  const current = useRef<Starred>({});
  const save = (next: Starred) => {
    current.current = next;
    writeStarred(localStorage, next);
    setStarred(next);
    space.save(next);
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    const onPage = readPageSessions(document);
    setSessions(onPage);
    current.current = readStarred(localStorage);
    setStarred(current.current);
    void space.merge(onPage, (merged) => {
      current.current = merged;
      writeStarred(localStorage, merged);
      setStarred(merged);
    });
    const onClick = (event: MouseEvent) => {
      const star = (event.target as Element | null)?.closest<HTMLElement>("[data-star]");
      const session = star && onPage.find((each) => each.id === star.dataset.star);
      if (session) saveRef.current(toggleStar(current.current, session));
    };
    document.addEventListener("click", onClick);
    for (const star of document.querySelectorAll<HTMLElement>("[data-star]")) star.hidden = false;
    keepForOffline().then(
      () => {
        document.documentElement.dataset[OFFLINE_MARK] = "ready";
      },
      (error: unknown) => reportError(error),
    );
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    for (const star of document.querySelectorAll<HTMLElement>("[data-star]"))
      star.setAttribute("aria-pressed", String((star.dataset.star ?? "") in starred));
  }, [starred]);

  const entries = agenda(starred, sessions);
  const downloadable = entries.some((entry) => entry.status !== "removed");
  return (
    <section
      id="mon-programme"
      aria-labelledby="mon-programme-titre"
      className="scroll-mt-24 border-t border-brand-100 bg-brand-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="mon-programme-titre" className="text-2xl font-bold text-brand-900">
          {m.my_programme_title({}, { locale })}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{m.my_programme_intro({}, { locale })}</p>
        {entries.length === 0 ? (
          <p className="mt-6 text-ink">{m.my_programme_empty({}, { locale })}</p>
        ) : (
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {entries.map((entry) => (
              <Entry
                key={entry.id}
                entry={entry}
                onAcknowledge={() => {
                  const seen = sessions.find((session) => session.id === entry.id);
                  if (seen) save(acknowledge(current.current, seen));
                }}
                onRemove={() => save(removeStar(current.current, entry.id))}
              />
            ))}
          </ul>
        )}
        {downloadable && (
          <a
            href={icsHref(entries, locale)}
            download="mon-programme.ics"
            className={buttonClasses("primary", "mt-6 inline-flex items-center gap-2")}
          >
            <CalendarArrowDown aria-hidden="true" className="size-5" />
            {m.my_programme_download({}, { locale })}
          </a>
        )}
      </div>
    </section>
  );
}
