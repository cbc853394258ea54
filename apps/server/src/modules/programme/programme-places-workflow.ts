import {
  changedFields,
  PROGRAMME_MESSAGES,
  type ProgrammeDayInput,
  type ProgrammeRoomInput,
} from "@congres/shared";
import type { LocalizedText, ProgrammeDayData, ProgrammeRoomData } from "@congres/shared/programme";
import type { Db } from "../../db/connection.ts";
import {
  audit,
  type EditContext,
  type EditOutcome,
  editFound,
  invalid,
} from "./programme-edit-workflow.ts";
import {
  findDay,
  findRoom,
  insertRoom,
  roomOrder,
  setRoomOrder,
  updateDayHeading,
  updateRoom,
} from "./programme-repository.ts";

/**
 * Staff's edits of the programme's rooms and days (issue #24 §1): a room's names in three
 * languages (renaming it in French moves its sessions along), its capacity and map link; a day's
 * heading. Audited in one transaction; public at the next publication, like every edit.
 */

export const PROGRAMME_PLACES_MESSAGES = {
  roomTaken: "Une autre salle porte déjà ce nom",
} as const;

/** A text in three languages as the Journal shows it: "Salle JAY / JAY Room / قاعة JAY". */
const inWords = (text: LocalizedText) => [text.fr, text.en, text.ar].filter(Boolean).join(" / ");

const roomData = (input: ProgrammeRoomInput): ProgrammeRoomData => ({
  name: input.name,
  ...(input.capacity !== null ? { capacity: input.capacity } : {}),
  ...(input.mapUrl !== null ? { mapUrl: input.mapUrl } : {}),
});

/** A room added from « Salles et jours », with its names in three languages, after the others. */
export async function addRoom(
  db: Db,
  input: ProgrammeRoomInput,
  context: EditContext,
): Promise<EditOutcome<ProgrammeRoomData>> {
  return db.transaction().execute(async (trx) => {
    if (await findRoom(trx, input.name.fr)) {
      return invalid("name.fr", PROGRAMME_PLACES_MESSAGES.roomTaken);
    }
    await insertRoom(trx, input);
    const none: Record<"room" | "capacity" | "map_url", string | number | null> = {
      room: null,
      capacity: null,
      map_url: null,
    };
    const changes = changedFields(none, {
      room: inWords(input.name),
      capacity: input.capacity,
      map_url: input.mapUrl,
    });
    await audit(trx, context, "programme.room.create", input.name.fr, changes);
    return { kind: "done", value: roomData(input) };
  });
}

export async function changeRoom(
  db: Db,
  name: string,
  input: ProgrammeRoomInput,
  context: EditContext,
): Promise<EditOutcome<ProgrammeRoomData>> {
  return editFound(
    db,
    (trx) => findRoom(trx, name),
    async (trx, room) => {
      if (input.name.fr !== room.name && (await findRoom(trx, input.name.fr))) {
        return invalid("name.fr", PROGRAMME_PLACES_MESSAGES.roomTaken);
      }
      await updateRoom(trx, room.id, input);
      const changes = changedFields(
        { room: inWords(JSON.parse(room.names)), capacity: room.capacity, map_url: room.map_url },
        { room: inWords(input.name), capacity: input.capacity, map_url: input.mapUrl },
      );
      await audit(trx, context, "programme.room.update", room.name, changes);
      return { kind: "done", value: roomData(input) };
    },
  );
}

export async function changeDay(
  db: Db,
  date: string,
  input: ProgrammeDayInput,
  context: EditContext,
): Promise<EditOutcome<ProgrammeDayData>> {
  return editFound(
    db,
    (trx) => findDay(trx, date),
    async (trx, day) => {
      await updateDayHeading(trx, date, input.heading);
      const changes = changedFields(
        { heading: inWords(JSON.parse(day.heading)) },
        { heading: inWords(input.heading) },
      );
      await audit(trx, context, "programme.day.update", date, changes);
      return { kind: "done", value: { date, heading: input.heading } };
    },
  );
}

/**
 * The rooms' order (parallel sessions side by side, the PDF's columns): every room named once,
 * none unknown, none missing. Audited when it changes.
 */
export async function orderRooms(
  db: Db,
  names: string[],
  context: EditContext,
): Promise<EditOutcome<{ rooms: string[] }>> {
  return db.transaction().execute(async (trx) => {
    const before = await roomOrder(trx);
    const known = new Set(before);
    if (names.length !== before.length || names.some((name) => !known.has(name))) {
      return invalid("rooms", PROGRAMME_MESSAGES.roomOrder);
    }
    const changes = changedFields(
      { room_order: before.join(" · ") },
      { room_order: names.join(" · ") },
    );
    if (Object.keys(changes).length > 0) {
      await setRoomOrder(trx, names);
      await audit(trx, context, "programme.room.order", "Salles", changes);
    }
    return { kind: "done", value: { rooms: names } };
  });
}
