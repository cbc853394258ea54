import type { ProgrammeData } from "@congres/shared/programme";
import { type Kysely, PostgresAdapter } from "kysely";
// The programme as the three content files held it, copied here when this migration was written:
// a migration's data must not change when the shared seed later does.
import seed from "./2025-11-19-programme-seed.json" with { type: "json" };

/**
 * The programme as data (issue #24, decision 0049).
 *
 * - `programme_days`, `programme_rooms`, `programme_sessions`, `programme_items`: the draft staff
 *   edit. Texts in three languages and people are JSON columns (`{fr, en?, ar?}`, `[{name, …}]`):
 *   they are read and written whole, never searched.
 * - `programme_versions`: each publication, numbered 1, 2, 3…, its `snapshot` the JSON of
 *   `ProgrammeData` as the public pages, iCal and PDF read it.
 *
 * The content files' programme (the seed, its ids kept) becomes the draft and version 1, so that
 * nothing visible changes until staff edit.
 */
const onPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("programme_days")
    .addColumn("date", "text", (column) => column.primaryKey())
    .addColumn("heading", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("programme_rooms")
    .addColumn("id", "integer", (column) =>
      onPostgres(db)
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    )
    // The French name is the room's key: a session names its room by it.
    .addColumn("name", "text", (column) => column.notNull().unique())
    .addColumn("names", "text", (column) => column.notNull())
    .addColumn("capacity", "integer")
    .addColumn("map_url", "text")
    .addColumn("position", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("programme_sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("day", "text", (column) =>
      column.notNull().references("programme_days.date").onDelete("restrict"),
    )
    .addColumn("starts_at", "text", (column) => column.notNull())
    // Null for an evening with no announced end (the gala dinner).
    .addColumn("ends_at", "text")
    .addColumn("room_id", "integer", (column) =>
      column.notNull().references("programme_rooms.id").onDelete("restrict"),
    )
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("subtitle", "text")
    .addColumn("chairs", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("panel", "text", (column) => column.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .createIndex("programme_sessions_day_index")
    .on("programme_sessions")
    .columns(["day", "starts_at"])
    .execute();
  await db.schema
    .createTable("programme_items")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("session_id", "text", (column) =>
      column.notNull().references("programme_sessions.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    // A free talk's title and speakers; an accepted submission's come from it at publication.
    .addColumn("title", "text")
    .addColumn("speakers", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("submission_id", "integer", (column) =>
      column.references("submissions.id").onDelete("cascade"),
    )
    .addColumn("board", "text")
    .execute();
  await db.schema
    .createIndex("programme_items_session_index")
    .on("programme_items")
    .columns(["session_id", "position"])
    .execute();
  await db.schema
    .createIndex("programme_items_submission_index")
    .on("programme_items")
    .column("submission_id")
    .execute();
  await db.schema
    .createTable("programme_versions")
    .addColumn("version", "integer", (column) => column.primaryKey())
    .addColumn("published_at", "text", (column) => column.notNull())
    .addColumn("published_by", "integer", (column) =>
      column.references("users.id").onDelete("set null"),
    )
    .addColumn("snapshot", "text", (column) => column.notNull())
    .execute();

  await loadSeed(db, seed as ProgrammeData);
}

async function loadSeed(db: Kysely<any>, programme: ProgrammeData): Promise<void> {
  await db
    .insertInto("programme_days")
    .values(programme.days.map((day) => ({ date: day.date, heading: json(day.heading) })))
    .execute();
  const rooms = await db
    .insertInto("programme_rooms")
    .values(
      programme.rooms.map((room, position) => ({
        name: room.name.fr,
        names: json(room.name),
        capacity: room.capacity ?? null,
        map_url: room.mapUrl ?? null,
        position,
      })),
    )
    .returning(["id", "name"])
    .execute();
  const roomId = new Map(rooms.map((room) => [room.name as string, room.id as number]));
  await db
    .insertInto("programme_sessions")
    .values(
      programme.sessions.map((session) => ({
        id: session.id,
        day: session.day,
        starts_at: session.startsAt,
        ends_at: session.endsAt ?? null,
        room_id: roomId.get(session.room),
        kind: session.kind,
        title: json(session.title),
        subtitle: json(session.subtitle),
        chairs: json(session.chairs),
        panel: json(session.panel),
      })),
    )
    .execute();
  const items = programme.sessions.flatMap((session) =>
    session.items.map((item, position) => ({
      id: item.id,
      session_id: session.id,
      position,
      starts_at: item.startsAt ?? null,
      ends_at: item.endsAt ?? null,
      title: json(item.title),
      speakers: json(item.speakers),
      submission_id: null,
      board: item.board ?? null,
    })),
  );
  if (items.length > 0) await db.insertInto("programme_items").values(items).execute();
  await db
    .insertInto("programme_versions")
    .values({
      version: 1,
      // The content files' programme, public since the site opened: dated at this migration's day.
      published_at: "2025-11-19T00:00:00.000Z",
      published_by: null,
      snapshot: JSON.stringify(programme),
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("programme_versions").execute();
  await db.schema.dropTable("programme_items").execute();
  await db.schema.dropTable("programme_sessions").execute();
  await db.schema.dropTable("programme_rooms").execute();
  await db.schema.dropTable("programme_days").execute();
}
