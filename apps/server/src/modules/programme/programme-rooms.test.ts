import { PROGRAMME_MESSAGES } from "@congres/shared";
import type { ProgrammeData } from "@congres/shared/programme";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { programmeAdmin, session } from "../../testing/programme-admin-harness.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

/** The draft's rooms and days: named in three languages, added, ordered, headed. */
describe.each(DATABASE_ENGINES)("the programme's rooms and days on $engine", ({ create }) => {
  const { harness, as, expectRefused, view, programmeAudit } = programmeAdmin(create);
  // A workshop in the Salle JAY while the morning plenary holds the amphitheatre: sessions at the
  // same time, in the order of their rooms.
  beforeAll(async () => {
    await as("POST", "/api/admin/programme/sessions", session({ room: "Salle JAY" }));
  });

  it("edits a room's names, capacity and map link and a day's heading, refusing what is wrong", async () => {
    const jay = "/api/admin/programme/rooms/Salle%20JAY";
    const room = {
      name: { fr: "Salle JAY", en: "JAY Hall", ar: "قاعة جاي" },
      capacity: 120,
      mapUrl: "https://example.org/plan#jay",
    };
    await expectRefused("PUT", jay, [
      [
        { ...room, name: { fr: "Grand amphithéâtre" } },
        "name.fr",
        "Une autre salle porte déjà ce nom",
      ],
      [{ ...room, name: { fr: "" } }, "name.fr", PROGRAMME_MESSAGES.room],
      [{ ...room, capacity: 0 }, "capacity", PROGRAMME_MESSAGES.capacity],
      [{ ...room, capacity: 12.5 }, "capacity", PROGRAMME_MESSAGES.capacity],
      [{ ...room, mapUrl: "http://example.org/plan" }, "mapUrl", PROGRAMME_MESSAGES.mapUrl],
      [{ ...room, mapUrl: "javascript:alert(1)" }, "mapUrl", PROGRAMME_MESSAGES.mapUrl],
    ]);
    const before = (await view()).draft;
    expect(before.rooms.find((one) => one.name.fr === "Salle JAY")).toEqual({
      name: { fr: "Salle JAY", en: "JAY Room", ar: "قاعة JAY" },
    });
    expect((await as("PUT", "/api/admin/programme/rooms/Inconnue", room)).statusCode).toBe(404);

    const saved = await as("PUT", jay, room);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ name: room.name, capacity: 120, map_url: room.mapUrl });
    // Renamed in French: its sessions follow it.
    const renamed = await as("PUT", jay, { ...room, name: { ...room.name, fr: "Salle Jay" } });
    expect(renamed.statusCode).toBe(200);
    const after = (await view()).draft;
    expect(after.rooms.find((one) => one.name.fr === "Salle Jay")).toEqual({
      ...room,
      name: { ...room.name, fr: "Salle Jay" },
    });
    const inJay = (programme: ProgrammeData, name: string) =>
      programme.sessions.filter((one) => one.room === name).map((one) => one.id);
    expect(inJay(after, "Salle Jay")).toEqual(inJay(before, "Salle JAY"));
    expect(inJay(after, "Salle Jay").length).toBeGreaterThan(0);

    const day = "/api/admin/programme/days/2025-10-30";
    const heading = { fr: "Jour 1 — Ouverture", en: "Day 1 — Opening" };
    const emptyHeading = await as("PUT", day, { heading: { fr: "" } });
    expect(emptyHeading.statusCode).toBe(422);
    expect(emptyHeading.json().errors["heading.fr"]).toEqual([PROGRAMME_MESSAGES.heading]);
    expect((await as("PUT", "/api/admin/programme/days/2025-12-01", { heading })).statusCode).toBe(
      404,
    );
    const dayAnswer = await as("PUT", day, { heading });
    expect(dayAnswer.statusCode).toBe(200);
    expect((await view()).draft.days[0]).toEqual({ date: "2025-10-30", heading });

    const lines = (await programmeAudit()).filter((line) =>
      ["programme.room.update", "programme.day.update"].includes(line.action),
    );
    expect(lines.map((line) => [line.action, line.entity_reference])).toEqual([
      ["programme.room.update", "Salle JAY"],
      ["programme.room.update", "Salle JAY"],
      ["programme.day.update", "2025-10-30"],
    ]);
    // Back as the other tests expect it.
    await as("PUT", "/api/admin/programme/rooms/Salle%20Jay", { name: before.rooms[1]?.name });
    await as("PUT", day, { heading: before.days[0]?.heading });
  });

  it("orders the rooms: every room once, the parallel sessions follow; refuses anything else", async () => {
    const order = "/api/admin/programme/room-order";
    const before = (await view()).draft;
    const names = before.rooms.map((room) => room.name.fr);
    expect(names.length).toBeGreaterThan(2);
    const [first = "", second = "", ...rest] = names;
    for (const rooms of [
      [second, first, ...rest.slice(1)],
      [second, first, ...rest, "Salle inconnue"],
      [second, first, ...rest, first],
      [],
      [second, first, ...rest.slice(0, -1), ""],
    ]) {
      const refused = await as("PUT", order, { rooms });
      expect(refused.statusCode, JSON.stringify(rooms)).toBe(422);
      expect(Object.values(refused.json().errors).flat()).toEqual([PROGRAMME_MESSAGES.roomOrder]);
    }
    expect((await view()).draft.rooms.map((room) => room.name.fr)).toEqual(names);

    const swapped = [second, first, ...rest];
    const saved = await as("PUT", order, { rooms: swapped });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ rooms: swapped });
    const after = (await view()).draft;
    expect(after.rooms.map((room) => room.name.fr)).toEqual(swapped);
    // Sessions at the same time come in the rooms' new order.
    const together = (programme: ProgrammeData) => {
      const slots = new Map<string, string[]>();
      for (const one of programme.sessions) {
        const key = `${one.day} ${one.startsAt}`;
        slots.set(key, [...(slots.get(key) ?? []), one.room]);
      }
      return [...slots.values()].filter((rooms) => rooms.includes(first) && rooms.includes(second));
    };
    expect(together(before).length).toBeGreaterThan(0);
    for (const rooms of together(after)) {
      expect(rooms.indexOf(second)).toBeLessThan(rooms.indexOf(first));
    }
    // The same order again changes nothing and writes no line.
    expect((await as("PUT", order, { rooms: swapped })).statusCode).toBe(200);
    const lines = await auditLinesOf(harness.database.db, "programme.room.order", ["changes"]);
    expect(lines.map((line) => JSON.parse(line.changes))).toEqual([
      { room_order: [names.join(" · "), swapped.join(" · ")] },
    ]);
    // Back as the other tests expect it.
    expect((await as("PUT", order, { rooms: names })).statusCode).toBe(200);
  });

  it("adds a room with its names in three languages, after the others; refuses a taken or empty name (issue #36, item 11)", async () => {
    const rooms = "/api/admin/programme/rooms";
    const room = {
      name: { fr: "Salle Averroès", en: "Averroes Room", ar: "قاعة ابن رشد" },
      capacity: 80,
      mapUrl: "https://example.org/plan#averroes",
    };
    const before = (await view()).draft.rooms;
    await expectRefused("POST", rooms, [
      [
        { ...room, name: { fr: "Salle JAY", en: "Other" } },
        "name.fr",
        "Une autre salle porte déjà ce nom",
      ],
      [{ ...room, name: { fr: " " } }, "name.fr", PROGRAMME_MESSAGES.room],
      [{ ...room, capacity: -3 }, "capacity", PROGRAMME_MESSAGES.capacity],
    ]);
    expect((await view()).draft.rooms).toEqual(before);

    const added = await as("POST", rooms, room);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ name: room.name, capacity: 80, map_url: room.mapUrl });
    const after = (await view()).draft.rooms;
    expect(after).toEqual([...before, room]);
    const line = await harness.database.db
      .selectFrom("audit_log")
      .select(["action", "entity_reference", "changes"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      action: "programme.room.create",
      entity_reference: "Salle Averroès",
    });
    expect(JSON.parse(line.changes)).toEqual({
      room: [null, "Salle Averroès / Averroes Room / قاعة ابن رشد"],
      capacity: [null, 80],
      map_url: [null, room.mapUrl],
    });
    const again = await as("POST", rooms, { name: { fr: "Salle Averroès" } });
    expect(again.statusCode).toBe(422);
    expect((await view()).draft.rooms).toEqual(after);
  });
});
