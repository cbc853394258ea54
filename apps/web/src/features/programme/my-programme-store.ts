/**
 * "Mon programme" (issue #24 §3): the sessions a delegate starred, kept in the browser
 * (localStorage, no account), each with the fingerprint the page showed when it was starred, so
 * that a later change of its time, room, title or people is noticed.
 */
import type { Locale } from "../../i18n/locale.ts";

export const STORAGE_KEY = "congres.mon-programme";

/** What the page says of a session (read from its card), and what a star keeps of it. */
export type PageSession = {
  id: string;
  fingerprint: string;
  title: string;
  day: string;
  /** "09:00 - 10:30", shown left to right in every language. */
  time: string;
  room: string;
};
export type Starred = Record<string, Omit<PageSession, "id">>;

export type AgendaEntry = PageSession & { status: "current" | "changed" | "removed" };

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

const isSaved = (value: unknown): value is Starred[string] =>
  typeof value === "object" &&
  value !== null &&
  ["fingerprint", "title", "day", "time", "room"].every(
    (key) => typeof (value as Record<string, unknown>)[key] === "string",
  );

/** The stars kept, whatever the storage holds (nothing, another shape, text that is no JSON). */
export function readStarred(storage: KeyValueStore): Starred {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isSaved(value)));
  } catch {
    return {};
  }
}

export function writeStarred(storage: KeyValueStore, starred: Starred): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(starred));
  } catch {
    // Storage full or refused (a private window): the stars last as long as the page.
  }
}

export function toggleStar(starred: Starred, session: PageSession): Starred {
  const { [session.id]: kept, ...others } = starred;
  if (kept) return others;
  const { id: _id, ...saved } = session;
  return { ...starred, [session.id]: saved };
}

export function removeStar(starred: Starred, id: string): Starred {
  const { [id]: _removed, ...others } = starred;
  return others;
}

/** Keeps the page's version of a starred session as the one seen (the notice goes). */
export function acknowledge(starred: Starred, session: PageSession): Starred {
  const { id, ...saved } = session;
  return id in starred ? { ...starred, [id]: saved } : starred;
}

/**
 * The starred sessions in the programme's order, as the page shows them now; then those the
 * programme no longer holds, as they were when starred.
 */
export function agenda(starred: Starred, onPage: PageSession[]): AgendaEntry[] {
  const present = onPage
    .filter((session) => session.id in starred)
    .map((session): AgendaEntry => {
      const changed = starred[session.id]?.fingerprint !== session.fingerprint;
      return { ...session, status: changed ? "changed" : "current" };
    });
  const ids = new Set(onPage.map((session) => session.id));
  const removed = Object.entries(starred)
    .filter(([id]) => !ids.has(id))
    .map(([id, saved]): AgendaEntry => ({ id, ...saved, status: "removed" }));
  return [...present, ...removed];
}

/** The starred sessions as iCalendar (the route `/programme.ics`, issue #24 §3). */
export function icsHref(entries: AgendaEntry[], locale: Locale): string {
  const ids = entries.filter((entry) => entry.status !== "removed").map((entry) => entry.id);
  return `/programme.ics?sessions=${ids.map(encodeURIComponent).join(",")}&lang=${locale}`;
}

/** The sessions of the page, read from their cards (session-card.tsx). */
export function readPageSessions(root: ParentNode): PageSession[] {
  return Array.from(root.querySelectorAll<HTMLElement>("article[data-session]")).map((card) => {
    const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? "";
    return {
      id: card.dataset.session ?? "",
      fingerprint: card.dataset.fingerprint ?? "",
      title: text(card.querySelector("h4")),
      day: text(card.closest("section")?.querySelector("h2")),
      time: text(
        card.querySelector("[data-session-time]") ?? card.closest("li")?.querySelector("time"),
      ),
      room: text(card.querySelector("[data-room]")),
    };
  });
}

/** The stars merged with those kept in the delegate's space, and what the space should now hold. */
export type MergedAgenda = {
  starred: Starred;
  /** Kept in the space but neither starred here nor on this page: kept as they are. */
  elsewhere: string[];
  /** Every id the space should hold, sorted; `changed` when it differs from what it holds. */
  ids: string[];
  changed: boolean;
};

/**
 * The browser's stars and the space's (issue #38 §6), merged: a session starred on either side
 * is starred on both. One starred in the space only is kept here as the page shows it now; one
 * the page does not hold (left the programme, or starred from a newer page) stays in the space.
 */
export function mergeAgenda(
  local: Starred,
  spaceIds: readonly string[],
  onPage: PageSession[],
): MergedAgenda {
  const starred = { ...local };
  const elsewhere: string[] = [];
  for (const id of new Set(spaceIds)) {
    if (id in starred) continue;
    const session = onPage.find((each) => each.id === id);
    if (session) starred[id] = toggleStar({}, session)[id] as Starred[string];
    else elsewhere.push(id);
  }
  const ids = agendaIds(starred, elsewhere);
  const held = [...new Set(spaceIds)].sort();
  return {
    starred,
    elsewhere,
    ids,
    changed: ids.length !== held.length || ids.some((id, index) => id !== held[index]),
  };
}

/** What the space keeps: the stars of this browser and those it keeps for other pages. */
export const agendaIds = (starred: Starred, elsewhere: readonly string[]): string[] =>
  [...new Set([...Object.keys(starred), ...elsewhere])].sort();
