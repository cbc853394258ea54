import type {
  ProgrammeAdminView,
  ProgrammeDayRequest,
  ProgrammeItemRequest,
  ProgrammePublishResult,
  ProgrammeRoomRequest,
  ProgrammeSessionRequest,
  ProgrammeVersionRow,
} from "@congres/shared";
import type { ProgrammePersonData, ProgrammeSessionData } from "@congres/shared/programme";
import { useQueryClient } from "@tanstack/react-query";
import { camelCase } from "change-case/keys";
import { AUDIT_ENDPOINT, adminGet, adminWrite } from "../core/admin-api.ts";
import { useAdminQuery } from "../core/admin-queries.ts";
import { DECISION_MAILS_ENDPOINT } from "../submissions/decisions-api.ts";

export const PROGRAMME_ENDPOINT = "/api/admin/programme";
const VERSIONS_ENDPOINT = `${PROGRAMME_ENDPOINT}/versions`;
const sessionUrl = (id: string) => `${PROGRAMME_ENDPOINT}/sessions/${encodeURIComponent(id)}`;
const itemUrl = (sessionId: string, itemId: string) =>
  `${sessionUrl(sessionId)}/items/${encodeURIComponent(itemId)}`;

/** The draft, its conflicts, the accepted submissions to place, where it stands. */
export function useProgramme() {
  return useAdminQuery({
    queryKey: [PROGRAMME_ENDPOINT],
    queryFn: async () => {
      const view = await adminGet<ProgrammeAdminView>(PROGRAMME_ENDPOINT);
      return { ...view, draft: sharedKeys(view.draft) as ProgrammeAdminView["draft"] };
    },
  });
}

export function useProgrammeVersions() {
  return useAdminQuery({
    queryKey: [PROGRAMME_ENDPOINT, "versions"],
    queryFn: () => adminGet<{ data: ProgrammeVersionRow[] }>(VERSIONS_ENDPOINT),
  });
}

/** After an edit or a publication: the draft, the versions, the drafts to send, the Journal. */
export function useProgrammeChanged() {
  const queryClient = useQueryClient();
  return () => {
    for (const endpoint of [PROGRAMME_ENDPOINT, DECISION_MAILS_ENDPOINT, AUDIT_ENDPOINT]) {
      void queryClient.invalidateQueries({ queryKey: [endpoint] });
    }
  };
}

/**
 * The API answers the programme's sessions with snake_case keys (`starts_at`, like every
 * answer); the screens read them in the shared camelCase shape the requests use.
 */
const sharedKeys = (value: unknown) => camelCase(value, Number.POSITIVE_INFINITY);

async function sessionWrite(method: "POST" | "PUT", path: string, body: unknown) {
  const outcome = await adminWrite<unknown>(method, path, body);
  return outcome.ok
    ? { ...outcome, data: sharedKeys(outcome.data) as ProgrammeSessionData }
    : outcome;
}

/** A room's names, capacity and map link (its French name in the address, as it was). */
export const saveRoom = (name: string, room: ProgrammeRoomRequest) =>
  adminWrite<unknown>("PUT", `${PROGRAMME_ENDPOINT}/rooms/${encodeURIComponent(name)}`, room);

/** A new room with its names in three languages, capacity and map link, after the others. */
export const addRoom = (room: ProgrammeRoomRequest) =>
  adminWrite<unknown>("POST", `${PROGRAMME_ENDPOINT}/rooms`, room);

/** The rooms' order: every room's French name once. */
export const saveRoomOrder = (rooms: string[]) =>
  adminWrite<unknown>("PUT", `${PROGRAMME_ENDPOINT}/room-order`, { rooms });

/** A day's heading in three languages. */
export const saveDay = (date: string, day: ProgrammeDayRequest) =>
  adminWrite<unknown>("PUT", `${PROGRAMME_ENDPOINT}/days/${encodeURIComponent(date)}`, day);

/** Creates the session (no `id`) or replaces it whole. */
export const saveSession = (id: string | undefined, session: ProgrammeSessionRequest) =>
  id === undefined
    ? sessionWrite("POST", `${PROGRAMME_ENDPOINT}/sessions`, session)
    : sessionWrite("PUT", sessionUrl(id), session);

export const deleteSession = (id: string) => adminWrite<null>("DELETE", sessionUrl(id));

export const saveItem = (
  sessionId: string,
  itemId: string | undefined,
  item: ProgrammeItemRequest,
) =>
  itemId === undefined
    ? sessionWrite("POST", `${sessionUrl(sessionId)}/items`, item)
    : sessionWrite("PUT", itemUrl(sessionId, itemId), item);

export const deleteItem = (sessionId: string, itemId: string) =>
  adminWrite<null>("DELETE", itemUrl(sessionId, itemId));

/** Publishes the draft; `confirm` despite its conflicts (otherwise a 409 lists them). */
export const publishProgramme = (confirm: boolean) =>
  adminWrite<ProgrammePublishResult>(
    "POST",
    `${PROGRAMME_ENDPOINT}/publish`,
    confirm ? { confirm } : {},
  );

export const restoreVersion = (version: number) =>
  adminWrite<ProgrammePublishResult>("POST", `${VERSIONS_ENDPOINT}/${version}/restore`);

/** People as staff type them, one per line; a name kept keeps its title, role and photo. */
export const peopleFromLines = (
  lines: string,
  before: readonly ProgrammePersonData[],
): ProgrammePersonData[] =>
  lines
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((name) => before.find((person) => person.name === name) ?? { name });

export const peopleToLines = (people: readonly ProgrammePersonData[]) =>
  people.map((person) => person.name).join("\n");

/** "HH:MM–HH:MM", or the start alone for an evening without an announced end. */
export const sessionTimes = (session: { startsAt: string; endsAt?: string | undefined }) =>
  session.endsAt ? `${session.startsAt}–${session.endsAt}` : session.startsAt;

/** "1 e-mail aux orateurs attend…", "3 e-mails aux orateurs attendent…". */
export const draftsWaiting = (count: number) =>
  count === 1
    ? "1 e-mail aux orateurs attend votre relecture dans"
    : `${count} e-mails aux orateurs attendent votre relecture dans`;

const DAY_FORMAT = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** "2025-10-31" → "vendredi 31 octobre": a calendar day, not an instant. */
export const frenchDay = (date: string) => DAY_FORMAT.format(new Date(`${date}T12:00:00Z`));
