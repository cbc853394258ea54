import type {
  ProgrammeItemInput,
  ProgrammeRoomInput,
  ProgrammeSessionInput,
} from "@congres/shared";
import type {
  LocalizedText,
  ProgrammeData,
  ProgrammeItemData,
  ProgrammePersonData,
  ProgrammeSessionData,
  SessionKind,
} from "@congres/shared/programme";
import type { Selectable } from "kysely";
import type { Db } from "../../db/connection.ts";
import type { ProgrammeItemTable, ProgrammeSessionTable } from "../../db/schema.ts";
import { existingSubmissionIds } from "../submissions/submission-programme.ts";
import { type ProgrammeSubmission, programmeSubmissions } from "./programme-submissions.ts";

/**
 * The draft programme's tables (decision 0049): plain functions over `programme_days`,
 * `programme_rooms`, `programme_sessions` and `programme_items`, read as the shared
 * `ProgrammeData` that a publication freezes.
 */

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const parsed = <T>(text: string | null): T | undefined =>
  text === null ? undefined : (JSON.parse(text) as T);

function itemView(
  row: Selectable<ProgrammeItemTable>,
  submissions: ReadonlyMap<number, ProgrammeSubmission>,
): ProgrammeItemData {
  const submission = row.submission_id === null ? undefined : submissions.get(row.submission_id);
  const title = submission ? { fr: submission.title } : parsed<LocalizedText>(row.title);
  return {
    id: row.id,
    ...(row.starts_at ? { startsAt: row.starts_at } : {}),
    ...(row.ends_at ? { endsAt: row.ends_at } : {}),
    ...(title ? { title } : {}),
    speakers: submission ? [submission.speaker] : (parsed(row.speakers) ?? []),
    ...(submission ? { submissionId: String(submission.id), reference: submission.reference } : {}),
    ...(row.board ? { board: row.board } : {}),
  };
}

type SessionRow = Selectable<ProgrammeSessionTable> & { room: string; room_position: number };

function sessionView(row: SessionRow, items: ProgrammeItemData[]): ProgrammeSessionData {
  const subtitle = parsed<LocalizedText>(row.subtitle);
  return {
    id: row.id,
    day: row.day,
    startsAt: row.starts_at,
    // The gala dinner has no announced end: the shared type's `endsAt` is then absent, as in the seed.
    ...(row.ends_at ? { endsAt: row.ends_at } : {}),
    room: row.room,
    kind: row.kind as SessionKind,
    title: JSON.parse(row.title) as LocalizedText,
    ...(subtitle ? { subtitle } : {}),
    chairs: JSON.parse(row.chairs) as ProgrammePersonData[],
    panel: JSON.parse(row.panel) as ProgrammePersonData[],
    items,
  } as ProgrammeSessionData;
}

const sessionsQuery = (db: Db) =>
  db
    .selectFrom("programme_sessions")
    .innerJoin("programme_rooms", "programme_rooms.id", "programme_sessions.room_id")
    .selectAll("programme_sessions")
    .select(["programme_rooms.name as room", "programme_rooms.position as room_position"]);

/**
 * The draft as `ProgrammeData`: days by date, rooms in their order, sessions by day, start and
 * room, items in their order; an accepted submission's item with the submission's title,
 * reference and presenting author as they are now.
 */
export async function draftProgramme(
  db: Db,
  submissions?: ReadonlyMap<number, ProgrammeSubmission>,
): Promise<ProgrammeData> {
  const known = submissions ?? (await programmeSubmissions(db));
  const [days, rooms, sessions, items] = await Promise.all([
    db.selectFrom("programme_days").selectAll().orderBy("date").execute(),
    db.selectFrom("programme_rooms").selectAll().orderBy("position").orderBy("id").execute(),
    sessionsQuery(db)
      .orderBy("programme_sessions.day")
      .orderBy("programme_sessions.starts_at")
      .orderBy("programme_rooms.position")
      .orderBy("programme_sessions.id")
      .execute(),
    db
      .selectFrom("programme_items")
      .selectAll()
      .orderBy("session_id")
      .orderBy("position")
      .execute(),
  ]);
  const itemsOf = new Map<string, ProgrammeItemData[]>();
  for (const item of items) {
    const list = itemsOf.get(item.session_id) ?? [];
    list.push(itemView(item, known));
    itemsOf.set(item.session_id, list);
  }
  return {
    days: days.map((day) => ({ date: day.date, heading: JSON.parse(day.heading) })),
    rooms: rooms.map((room) => ({
      name: JSON.parse(room.names) as LocalizedText,
      ...(room.capacity !== null ? { capacity: room.capacity } : {}),
      ...(room.map_url !== null ? { mapUrl: room.map_url } : {}),
    })),
    sessions: sessions.map((row) => sessionView(row, itemsOf.get(row.id) ?? [])),
  };
}

export async function programmeDays(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("programme_days").select("date").orderBy("date").execute();
  return rows.map((row) => row.date);
}

export async function findSession(db: Db, id: string) {
  return sessionsQuery(db).where("programme_sessions.id", "=", id).executeTakeFirst();
}

export async function findItem(db: Db, sessionId: string, itemId: string) {
  return db
    .selectFrom("programme_items")
    .selectAll()
    .where("session_id", "=", sessionId)
    .where("id", "=", itemId)
    .executeTakeFirst();
}

export async function findRoom(db: Db, name: string) {
  return db.selectFrom("programme_rooms").selectAll().where("name", "=", name).executeTakeFirst();
}

/** A room's names (French renames it: its sessions follow, they hold its id), capacity, map link. */
export async function updateRoom(db: Db, id: number, input: ProgrammeRoomInput): Promise<void> {
  await db
    .updateTable("programme_rooms")
    .set({
      name: input.name.fr,
      names: JSON.stringify(input.name),
      capacity: input.capacity,
      map_url: input.mapUrl,
    })
    .where("id", "=", id)
    .execute();
}

/** The rooms' French names in their order. */
export async function roomOrder(db: Db): Promise<string[]> {
  const rooms = await db
    .selectFrom("programme_rooms")
    .select("name")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rooms.map((room) => room.name);
}

/** Puts the rooms in the order of `names` (every room's French name once). */
export async function setRoomOrder(db: Db, names: string[]): Promise<void> {
  for (const [position, name] of names.entries()) {
    await db.updateTable("programme_rooms").set({ position }).where("name", "=", name).execute();
  }
}

export async function findDay(db: Db, date: string) {
  return db.selectFrom("programme_days").selectAll().where("date", "=", date).executeTakeFirst();
}

export async function updateDayHeading(db: Db, date: string, heading: LocalizedText) {
  await db
    .updateTable("programme_days")
    .set({ heading: JSON.stringify(heading) })
    .where("date", "=", date)
    .execute();
}

/** A new room, after the others; its id. */
export async function insertRoom(db: Db, input: ProgrammeRoomInput): Promise<number> {
  const { last } = await db
    .selectFrom("programme_rooms")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto("programme_rooms")
    .values({
      name: input.name.fr,
      names: JSON.stringify(input.name),
      capacity: input.capacity,
      map_url: input.mapUrl,
      position: last === null ? 0 : Number(last) + 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The room named `name` (French); a new name creates the room, after the others. */
async function roomIdFor(db: Db, name: string): Promise<number> {
  const existing = await db
    .selectFrom("programme_rooms")
    .select("id")
    .where("name", "=", name)
    .executeTakeFirst();
  return (
    existing?.id ??
    insertRoom(db, {
      name: { fr: name, en: undefined, ar: undefined },
      capacity: null,
      mapUrl: null,
    })
  );
}

const sessionColumns = async (db: Db, input: ProgrammeSessionInput) => ({
  day: input.day,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  room_id: await roomIdFor(db, input.room),
  kind: input.kind,
  title: JSON.stringify(input.title),
  subtitle: json(input.subtitle),
  chairs: JSON.stringify(input.chairs),
  ...(input.panel !== undefined ? { panel: JSON.stringify(input.panel) } : {}),
});

export async function insertSession(
  db: Db,
  id: string,
  input: ProgrammeSessionInput,
): Promise<void> {
  await db
    .insertInto("programme_sessions")
    .values({ id, ...(await sessionColumns(db, input)) })
    .execute();
}

export async function updateSession(
  db: Db,
  id: string,
  input: ProgrammeSessionInput,
): Promise<void> {
  await db
    .updateTable("programme_sessions")
    .set(await sessionColumns(db, input))
    .where("id", "=", id)
    .execute();
}

/** Deletes a session and its items (the foreign key cascades). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("programme_items").where("session_id", "=", id).execute();
  await db.deleteFrom("programme_sessions").where("id", "=", id).execute();
}

const itemColumns = (input: ProgrammeItemInput) => ({
  starts_at: input.startsAt ?? null,
  ends_at: input.endsAt ?? null,
  title: json(input.title),
  speakers: JSON.stringify(input.speakers),
  submission_id: input.submissionId ?? null,
  board: input.board ?? null,
});

/** Adds an item at the end of its session. */
export async function insertItem(
  db: Db,
  sessionId: string,
  id: string,
  input: ProgrammeItemInput,
): Promise<void> {
  const { last } = await db
    .selectFrom("programme_items")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("programme_items")
    .values({
      id,
      session_id: sessionId,
      position: last === null ? 0 : Number(last) + 1,
      ...itemColumns(input),
    })
    .execute();
}

export async function updateItem(db: Db, id: string, input: ProgrammeItemInput): Promise<void> {
  await db.updateTable("programme_items").set(itemColumns(input)).where("id", "=", id).execute();
}

export async function deleteItem(db: Db, id: string): Promise<void> {
  await db.deleteFrom("programme_items").where("id", "=", id).execute();
}

/**
 * Makes the draft `programme` (a restored publication): its rooms (updated or created; the
 * others, now unused, deleted), its sessions and items with their ids. An item whose submission
 * was deleted since stays as a free talk with the title and speaker it was published with.
 */
export async function replaceDraft(db: Db, programme: ProgrammeData): Promise<void> {
  await db.deleteFrom("programme_items").execute();
  await db.deleteFrom("programme_sessions").execute();
  const names = programme.rooms.map((room) => room.name.fr);
  await db.deleteFrom("programme_rooms").where("name", "not in", names).execute();
  for (const [position, room] of programme.rooms.entries()) {
    const values = {
      names: JSON.stringify(room.name),
      capacity: room.capacity ?? null,
      map_url: room.mapUrl ?? null,
      position,
    };
    const updated = await db
      .updateTable("programme_rooms")
      .set(values)
      .where("name", "=", room.name.fr)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await db
        .insertInto("programme_rooms")
        .values({ name: room.name.fr, ...values })
        .execute();
    }
  }
  const rooms = await db.selectFrom("programme_rooms").select(["id", "name"]).execute();
  const roomId = new Map(rooms.map((room) => [room.name, room.id]));
  const days = new Set(await programmeDays(db));
  const missingDays = programme.days.filter((day) => !days.has(day.date));
  if (missingDays.length > 0) {
    await db
      .insertInto("programme_days")
      .values(missingDays.map((day) => ({ date: day.date, heading: JSON.stringify(day.heading) })))
      .execute();
  }
  const placed = programme.sessions.flatMap((session) =>
    session.items.flatMap((item) => (item.submissionId ? [Number(item.submissionId)] : [])),
  );
  const existing = await existingSubmissionIds(db, placed);
  for (const session of programme.sessions) {
    await db
      .insertInto("programme_sessions")
      .values({
        id: session.id,
        day: session.day,
        starts_at: session.startsAt,
        ends_at: session.endsAt ?? null,
        room_id: roomId.get(session.room) ?? (await roomIdFor(db, session.room)),
        kind: session.kind,
        title: JSON.stringify(session.title),
        subtitle: json(session.subtitle),
        chairs: JSON.stringify(session.chairs),
        panel: JSON.stringify(session.panel),
      })
      .execute();
    for (const [position, item] of session.items.entries()) {
      const submissionId = item.submissionId ? Number(item.submissionId) : undefined;
      const linked = submissionId !== undefined && existing.has(submissionId);
      await db
        .insertInto("programme_items")
        .values({
          id: item.id,
          session_id: session.id,
          position,
          starts_at: item.startsAt ?? null,
          ends_at: item.endsAt ?? null,
          title: linked ? null : json(item.title),
          speakers: linked ? "[]" : JSON.stringify(item.speakers),
          submission_id: linked ? (submissionId ?? null) : null,
          board: item.board ?? null,
        })
        .execute();
    }
  }
}
