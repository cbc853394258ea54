import { randomUUID } from "node:crypto";
import {
  ACCEPTED_STATUSES,
  type AuditAction,
  type AuditChanges,
  changedFields,
  type ProgrammeItemInput,
  type ProgrammeSessionInput,
} from "@congres/shared";
import type { ProgrammeSessionData } from "@congres/shared/programme";
import type { Db } from "../../db/connection.ts";
import { type ActedAt, auditBy } from "../../services/audit/audit-repository.ts";
import { submissionStatus } from "../submissions/submission-programme.ts";
import { frenchDate, sessionTimes } from "./programme-checks.ts";
import {
  deleteItem,
  deleteSession,
  draftProgramme,
  findItem,
  findSession,
  insertItem,
  insertSession,
  programmeDays,
  updateItem,
  updateSession,
} from "./programme-repository.ts";

/**
 * Staff's edits of the draft programme (issue #24 §1): a session or an item created, changed or
 * deleted, each checked against the database (the congress days, the session's times, an
 * accepted submission) and audited in one transaction. Nothing is public until published.
 */

export const PROGRAMME_EDIT_MESSAGES = {
  day: (days: string[]) =>
    `Le jour doit être l'un des jours du congrès : ${days.map(frenchDate).join(", ")}`,
  itemOutside: (session: string) => `L'intervention doit se tenir pendant sa session (${session})`,
  itemsOutside: (items: number) =>
    `${items === 1 ? "Une intervention a ses" : `${items} interventions ont leurs`} propres heures hors de ces horaires : modifiez-les d'abord`,
  submissionUnknown: "Soumission introuvable",
  submissionNotAccepted:
    "Cette soumission n'est pas acceptée : seule une soumission acceptée entre au programme",
  boardNotPosters: "Un numéro de panneau ne se donne que dans une session posters",
} as const;

const m = PROGRAMME_EDIT_MESSAGES;

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export type EditContext = ActedAt;

export type EditOutcome<T> =
  | { kind: "done"; value: T }
  | { kind: "not_found" }
  | { kind: "invalid"; errors: Record<string, string[]> };

export const invalid = (
  field: string,
  message: string,
): { kind: "invalid"; errors: Record<string, string[]> } => ({
  kind: "invalid",
  errors: { [field]: [message] },
});

export async function audit(
  db: Db,
  context: EditContext,
  action: AuditAction,
  reference: string,
  changes: AuditChanges,
) {
  await auditBy(db, context, action, { type: "programme", id: null, reference }, changes);
}

/** An edit of one stored row in one transaction: `not_found` when `find` finds none. */
export function editFound<Row, T>(
  db: Db,
  find: (trx: Db) => Promise<Row | undefined>,
  edit: (trx: Db, row: Row) => Promise<EditOutcome<T>>,
): Promise<EditOutcome<T>> {
  return db.transaction().execute(async (trx) => {
    const row = await find(trx);
    return row ? edit(trx, row) : { kind: "not_found" };
  });
}

/** How the Journal names a session: its French title, day and start. */
const sessionReference = (session: { title: string; day: string; startsAt: string }) =>
  `${session.title} (${frenchDate(session.day)} ${session.startsAt})`;

/** A stored session's French title, and its times as the Journal writes them. */
const storedTitle = (row: SessionRow) => (JSON.parse(row.title) as { fr: string }).fr;
const storedTimes = (row: SessionRow) =>
  sessionTimes({ startsAt: row.starts_at, endsAt: row.ends_at ?? undefined });

const rowReference = (row: SessionRow) =>
  sessionReference({ title: storedTitle(row), day: row.day, startsAt: row.starts_at });

/** The draft's session `id` as the API answers it (items filled in). */
async function sessionAnswer(db: Db, id: string): Promise<EditOutcome<ProgrammeSessionData>> {
  const programme = await draftProgramme(db);
  const value = programme.sessions.find((session) => session.id === id);
  return value ? { kind: "done", value } : { kind: "not_found" };
}

async function dayRefusal(db: Db, day: string) {
  const days = await programmeDays(db);
  return days.includes(day) ? undefined : invalid("day", m.day(days));
}

const sessionSummary = (input: ProgrammeSessionInput) => ({
  day: input.day,
  times: sessionTimes(input),
  room: input.room,
  kind: input.kind,
  title: input.title.fr,
});

export async function createSession(
  db: Db,
  input: ProgrammeSessionInput,
  context: EditContext,
): Promise<EditOutcome<ProgrammeSessionData>> {
  return db.transaction().execute(async (trx) => {
    const refused = await dayRefusal(trx, input.day);
    if (refused) return refused;
    const id = randomUUID();
    await insertSession(trx, id, input);
    await audit(
      trx,
      context,
      "programme.session.create",
      sessionReference({ ...input, title: input.title.fr }),
      {
        session: [null, sessionSummary(input)],
      },
    );
    return sessionAnswer(trx, id);
  });
}

export async function changeSession(
  db: Db,
  id: string,
  input: ProgrammeSessionInput,
  context: EditContext,
): Promise<EditOutcome<ProgrammeSessionData>> {
  return editFound(
    db,
    (trx) => findSession(trx, id),
    async (trx, row) => {
      const refused = await dayRefusal(trx, input.day);
      if (refused) return refused;
      // An item with its own times must stay inside the session: moving it is staff's choice.
      const items = await trx
        .selectFrom("programme_items")
        .select(["starts_at", "ends_at"])
        .where("session_id", "=", id)
        .where("starts_at", "is not", null)
        .execute();
      const outside = items.filter(
        (item) =>
          (item.starts_at ?? "") < input.startsAt ||
          (item.ends_at ?? item.starts_at ?? "") > input.endsAt,
      );
      if (outside.length > 0) return invalid("startsAt", m.itemsOutside(outside.length));
      await updateSession(trx, id, input);
      const before = {
        day: row.day,
        times: storedTimes(row),
        room: row.room,
        kind: row.kind,
        title: storedTitle(row),
      };
      const changes = changedFields(before, sessionSummary(input));
      await audit(trx, context, "programme.session.update", rowReference(row), changes);
      return sessionAnswer(trx, id);
    },
  );
}

export async function removeSession(
  db: Db,
  id: string,
  context: EditContext,
): Promise<EditOutcome<null>> {
  return editFound(
    db,
    (trx) => findSession(trx, id),
    async (trx, row) => {
      await deleteSession(trx, id);
      await audit(trx, context, "programme.session.delete", rowReference(row), {
        session: [
          { day: row.day, times: storedTimes(row), room: row.room, title: storedTitle(row) },
          null,
        ],
      });
      return { kind: "done", value: null };
    },
  );
}

/** The checks an item needs the database for: its session's times and kind, its submission. */
async function itemRefusal(db: Db, session: SessionRow, input: ProgrammeItemInput) {
  const start = input.startsAt;
  const end = input.endsAt ?? start;
  if (
    start !== undefined &&
    (start < session.starts_at || (session.ends_at !== null && (end ?? start) > session.ends_at))
  ) {
    return invalid("startsAt", m.itemOutside(storedTimes(session)));
  }
  if (input.board !== undefined && session.kind !== "posters") {
    return invalid("board", m.boardNotPosters);
  }
  if (input.submissionId !== undefined) {
    const status = await submissionStatus(db, input.submissionId);
    if (status === undefined) return invalid("submissionId", m.submissionUnknown);
    if (!(ACCEPTED_STATUSES as readonly string[]).includes(status)) {
      return invalid("submissionId", m.submissionNotAccepted);
    }
  }
  return undefined;
}

const itemSummary = (input: ProgrammeItemInput) => ({
  submission_id: input.submissionId ?? null,
  title: input.title?.fr ?? null,
  speakers: input.speakers.map((person) => person.name).join(", "),
  times: input.startsAt ? sessionTimes({ startsAt: input.startsAt, endsAt: input.endsAt }) : null,
  board: input.board ?? null,
});

/** Adds (`itemId` undefined) or changes an item of the session `sessionId`. */
export async function saveItem(
  db: Db,
  sessionId: string,
  itemId: string | undefined,
  input: ProgrammeItemInput,
  context: EditContext,
): Promise<EditOutcome<ProgrammeSessionData>> {
  return editFound(
    db,
    (trx) => findSession(trx, sessionId),
    async (trx, session) => {
      const existing = itemId === undefined ? undefined : await findItem(trx, sessionId, itemId);
      if (itemId !== undefined && !existing) return { kind: "not_found" };
      const refused = await itemRefusal(trx, session, input);
      if (refused) return refused;
      const after = itemSummary(input);
      if (existing) {
        await updateItem(trx, existing.id, input);
        await audit(trx, context, "programme.item.update", rowReference(session), {
          item: [
            {
              submission_id: existing.submission_id,
              title: existing.title ? (JSON.parse(existing.title) as { fr: string }).fr : null,
              board: existing.board,
            },
            after,
          ],
        });
      } else {
        const id = randomUUID();
        await insertItem(trx, sessionId, id, input);
        await audit(trx, context, "programme.item.create", rowReference(session), {
          item: [null, after],
        });
      }
      return sessionAnswer(trx, sessionId);
    },
  );
}

export async function removeItem(
  db: Db,
  sessionId: string,
  itemId: string,
  context: EditContext,
): Promise<EditOutcome<null>> {
  return db.transaction().execute(async (trx) => {
    const session = await findSession(trx, sessionId);
    const item = await findItem(trx, sessionId, itemId);
    if (!session || !item) return { kind: "not_found" };
    await deleteItem(trx, itemId);
    await audit(trx, context, "programme.item.delete", rowReference(session), {
      item: [{ submission_id: item.submission_id, board: item.board }, null],
    });
    return { kind: "done", value: null };
  });
}
