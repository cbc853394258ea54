import { describe, expect, it } from "vitest";
import {
  acknowledge,
  agenda,
  agendaIds,
  icsHref,
  mergeAgenda,
  type PageSession,
  readStarred,
  removeStar,
  STORAGE_KEY,
  type Starred,
  toggleStar,
  writeStarred,
} from "./my-programme-store.ts";

const session = (id: string, fingerprint = `f-${id}`): PageSession => ({
  id,
  fingerprint,
  title: `Session ${id}`,
  day: "Jeudi 30 octobre 2025",
  time: "09:00 - 10:30",
  room: "Salle JAY",
});

/** A Storage's two methods over a Map, as localStorage answers them. */
function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[STORAGE_KEY, initial]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("Mon programme's stars", () => {
  it("stars a session, keeps it across reads, and unstars it", () => {
    const storage = memoryStorage();
    const starred = toggleStar({}, session("a"));
    writeStarred(storage, starred);
    expect(readStarred(storage)).toEqual({
      a: {
        fingerprint: "f-a",
        title: "Session a",
        day: "Jeudi 30 octobre 2025",
        time: "09:00 - 10:30",
        room: "Salle JAY",
      },
    });
    expect(toggleStar(readStarred(storage), session("a"))).toEqual({});
  });

  it("reads nothing from storage that is empty, not JSON or of another shape", () => {
    expect(readStarred(memoryStorage())).toEqual({});
    expect(readStarred(memoryStorage("{pas du json"))).toEqual({});
    expect(readStarred(memoryStorage("[1,2]"))).toEqual({});
    const mixed = JSON.stringify({
      a: { fingerprint: "x" },
      b: { ...session("b"), id: undefined },
    });
    expect(Object.keys(readStarred(memoryStorage(mixed)))).toEqual(["b"]);
  });

  it("lists the starred sessions in the programme's order, as the page shows them now", () => {
    let starred: Starred = {};
    for (const id of ["c", "a"]) starred = toggleStar(starred, session(id));
    const page = [session("a"), session("b"), session("c")];
    expect(agenda(starred, page).map(({ id, status }) => [id, status])).toEqual([
      ["a", "current"],
      ["c", "current"],
    ]);
  });

  it("notices a session changed since it was starred, until the delegate has seen it", () => {
    const starred = toggleStar({}, session("a", "before"));
    const moved = { ...session("a", "after"), time: "11:00 - 12:30", room: "Salle Ibn Rochd" };
    const [entry] = agenda(starred, [moved]);
    expect(entry).toMatchObject({
      status: "changed",
      time: "11:00 - 12:30",
      room: "Salle Ibn Rochd",
    });
    const seen = acknowledge(starred, moved);
    expect(agenda(seen, [moved])[0]?.status).toBe("current");
  });

  it("keeps a starred session the programme no longer holds, as it was, until removed", () => {
    const starred = toggleStar(toggleStar({}, session("gone")), session("a"));
    const entries = agenda(starred, [session("a")]);
    expect(entries.map(({ id, status }) => [id, status])).toEqual([
      ["a", "current"],
      ["gone", "removed"],
    ]);
    expect(entries[1]?.title).toBe("Session gone");
    expect(agenda(removeStar(starred, "gone"), [session("a")])).toHaveLength(1);
  });

  it("links the iCal export of the sessions still in the programme, in the page's language", () => {
    const starred = toggleStar(
      toggleStar(toggleStar({}, session("x")), session("b")),
      session("a"),
    );
    const entries = agenda(starred, [session("a"), session("b")]);
    expect(icsHref(entries, "ar")).toBe("/programme.ics?sessions=a,b&lang=ar");
  });
});

describe("Mon programme's stars merged with the delegate's space (issue #38 §6)", () => {
  const onPage = [session("a"), session("b"), session("c")];

  it("stars here a session starred in the space, as the page shows it now", () => {
    const merged = mergeAgenda(toggleStar({}, session("a")), ["b"], onPage);
    expect(merged.starred).toEqual({
      a: toggleStar({}, session("a")).a,
      b: toggleStar({}, session("b")).b,
    });
    expect(merged.ids).toEqual(["a", "b"]);
    // The space held only "b": "a", starred in this browser, is to be saved there.
    expect(merged.changed).toBe(true);
  });

  it("keeps the browser's own version of a star both sides hold (its notice of a change)", () => {
    const local = toggleStar({}, session("a", "seen-then"));
    const merged = mergeAgenda(local, ["a"], [session("a", "now")]);
    expect(merged.starred.a?.fingerprint).toBe("seen-then");
    expect(agenda(merged.starred, [session("a", "now")])[0]?.status).toBe("changed");
    expect(merged.changed).toBe(false);
  });

  it("keeps in the space a star this page does not hold, without listing it here", () => {
    const merged = mergeAgenda({}, ["z", "b", "b"], onPage);
    expect(Object.keys(merged.starred)).toEqual(["b"]);
    expect(merged.elsewhere).toEqual(["z"]);
    expect(merged.ids).toEqual(["b", "z"]);
    expect(merged.changed).toBe(false);
  });

  it("needs no save when both sides already agree, and none to start from nothing", () => {
    expect(mergeAgenda({}, [], onPage)).toEqual({
      starred: {},
      elsewhere: [],
      ids: [],
      changed: false,
    });
    const local = toggleStar(toggleStar({}, session("c")), session("a"));
    expect(mergeAgenda(local, ["c", "a"], onPage).changed).toBe(false);
  });

  it("saves what is left once a star is removed here, the space's other ones included", () => {
    const merged = mergeAgenda(toggleStar({}, session("a")), ["a", "z"], onPage);
    expect(agendaIds(removeStar(merged.starred, "a"), merged.elsewhere)).toEqual(["z"]);
  });
});
