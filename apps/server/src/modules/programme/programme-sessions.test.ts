import { describe, expect, it } from "vitest";
import { asAdmin } from "../../testing/admin-session.ts";
import {
  MORNING_PLENARY,
  POSTERS,
  programmeAdmin,
  PROGRAMME_SEED as SEED,
  session,
} from "../../testing/programme-admin-harness.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { PROGRAMME_ROUTE_MESSAGES } from "./programme-routes.ts";
import { sameProgramme } from "./programme-state.ts";

/**
 * The draft's sessions and talks: created, placed, moved, refused. Publishing them:
 * programme-publication.test.ts; the rooms and days: programme-rooms.test.ts.
 */
describe.each(DATABASE_ENGINES)("the programme's sessions and talks on $engine", ({ create }) => {
  const { harness, sessions, abstracts, as, view, programmeAudit } = programmeAdmin(create);
  const { accepted } = abstracts;
  let atlas = "";

  it("starts from the content files' programme, published as version 1, the accepted submissions to place", async () => {
    const answer = await view();
    expect(sameProgramme(answer.draft, SEED)).toBe(true);
    expect(answer.published_version).toBe(1);
    expect(answer.draft_changed).toBe(false);
    expect(answer.unplaced_submissions.map((submission) => submission.id)).toEqual(accepted);
    expect(answer.unplaced_submissions[0]).toMatchObject({
      reference: "ABS-0000001",
      title: "Étude 1",
      speaker: "Karima Idrissi",
    });
    expect(answer.conflicts).toEqual([
      {
        code: "submission_unplaced",
        message: "2 soumissions acceptées ne sont pas au programme : ABS-0000001, ABS-0000002.",
        session_ids: [],
        submission_id: null,
      },
    ]);
  });

  it("refuses an invalid session with French messages by field, writing nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endsAt: "08:30" }, "endsAt", "L'heure de fin doit être après l'heure de début"],
      [
        { day: "2025-11-05" },
        "day",
        "Le jour doit être l'un des jours du congrès : 30/10/2025, 31/10/2025, 01/11/2025",
      ],
      [{ startsAt: "9h" }, "startsAt", "Heure invalide (HH:MM, de 00:00 à 23:59)"],
      [
        { title: { fr: " ", en: "Title" } },
        "title.fr",
        "Le titre en français est obligatoire (au plus 300 caractères)",
      ],
      [{ room: "" }, "room", "Le nom de la salle est obligatoire (au plus 120 caractères)"],
      [
        { kind: "keynote" },
        "kind",
        "Type de session inconnu : plénière, parallèle, posters, atelier, pause ou cérémonie",
      ],
      // A photo from elsewhere: the pages' policy would never load it.
      [
        { chairs: [{ name: "Amina Benali", photo: "https://example.org/amina.png" }] },
        "chairs.0.photo",
        "Photo invalide : le nom d'un portrait du site (apps/web/src/content/people, sans extension)",
      ],
      [
        { chairs: ["Amina Benali", ""] },
        "chairs.1.name",
        "Chaque personne a un nom (au plus 120 caractères)",
      ],
    ];
    for (const [changes, field, message] of cases) {
      const response = await as("POST", "/api/admin/programme/sessions", session(changes));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field], field).toEqual([message]);
    }
    const moved = await as(
      "PUT",
      `/api/admin/programme/sessions/${POSTERS}`,
      session({ endsAt: "08:00" }),
    );
    expect(moved.statusCode).toBe(422);
    expect(await countRows(harness.database.db, "programme_sessions")).toBe(SEED.sessions.length);
    expect(await countRows(harness.database.db, "programme_rooms")).toBe(SEED.rooms.length);
    expect(await programmeAudit()).toEqual([]);
    const denied = await asAdmin(
      harness.app,
      sessions.secretariat,
      "POST",
      "/api/admin/programme/sessions",
      session(),
    );
    expect(denied.statusCode).toBe(403);
  });

  it("creates a session in a new room and lists a room used twice and a person in two places", async () => {
    const created = await as(
      "POST",
      "/api/admin/programme/sessions",
      session({ chairs: ["Amina Benali", { name: "Hind Chraibi", role: { fr: "Sexologue" } }] }),
    );
    expect(created.statusCode).toBe(201);
    atlas = created.json().id;
    expect(created.json()).toMatchObject({
      id: atlas,
      day: "2025-10-31",
      starts_at: "09:00",
      ends_at: "10:00",
      room: "Salle Atlas",
      kind: "workshop",
      title: { fr: "Atelier échographie", en: "Ultrasound workshop" },
      chairs: [{ name: "Amina Benali" }, { name: "Hind Chraibi", role: { fr: "Sexologue" } }],
      items: [],
    });
    const room = await storedRow(harness.database.db, "programme_rooms", { name: "Salle Atlas" }, [
      "names",
      "position",
    ]);
    expect(room).toEqual({ names: '{"fr":"Salle Atlas"}', position: SEED.rooms.length });

    const clash = await as(
      "POST",
      "/api/admin/programme/sessions",
      session({
        room: "Grand amphithéâtre",
        startsAt: "10:00",
        endsAt: "10:45",
        title: { fr: "Mise au point" },
      }),
    );
    expect(clash.statusCode).toBe(201);
    const { conflicts, draft_changed } = await view();
    expect(draft_changed).toBe(true);
    expect(conflicts.filter((conflict) => conflict.code !== "submission_unplaced")).toEqual([
      {
        code: "speaker_overlap",
        message:
          "Amina Benali est à deux endroits à la fois le 31/10/2025 : « Conférence plénière » (Grand amphithéâtre, 09:00–10:30) et « Atelier échographie » (Salle Atlas, 09:00–10:00).",
        session_ids: [MORNING_PLENARY, atlas],
        submission_id: null,
      },
      {
        code: "room_overlap",
        message:
          "La salle « Grand amphithéâtre » accueille deux sessions à la fois le 31/10/2025 : « Conférence plénière » (09:00–10:30) et « Mise au point » (10:00–10:45).",
        session_ids: [MORNING_PLENARY, clash.json().id],
        submission_id: null,
      },
    ]);
    expect(
      (await as("DELETE", `/api/admin/programme/sessions/${clash.json().id}`)).statusCode,
    ).toBe(204);
    expect(
      (await programmeAudit()).map((line) => [
        line.action,
        line.entity_reference,
        line.actor_email,
      ]),
    ).toEqual([
      [
        "programme.session.create",
        "Atelier échographie (31/10/2025 09:00)",
        "committee@example.ma",
      ],
      ["programme.session.create", "Mise au point (31/10/2025 10:00)", "committee@example.ma"],
      ["programme.session.delete", "Mise au point (31/10/2025 10:00)", "committee@example.ma"],
    ]);
    const firstLine = await storedRow(
      harness.database.db,
      "audit_log",
      { action: "programme.session.create" },
      ["changes"],
    );
    expect(JSON.parse(firstLine.changes)).toEqual({
      session: [
        null,
        {
          day: "2025-10-31",
          times: "09:00–10:00",
          room: "Salle Atlas",
          kind: "workshop",
          title: "Atelier échographie",
        },
      ],
    });
  });

  it("places accepted submissions and free talks, refusing what cannot be placed", async () => {
    const items = `/api/admin/programme/sessions/${POSTERS}/items`;
    const refusals: [string, Record<string, unknown>, string, string][] = [
      [
        items,
        { submissionId: abstracts.refused },
        "submissionId",
        "Cette soumission n'est pas acceptée : seule une soumission acceptée entre au programme",
      ],
      [items, { submissionId: 999_999 }, "submissionId", "Soumission introuvable"],
      [items, {}, "title", "Choisissez une soumission acceptée, ou donnez un titre ou un orateur"],
      [
        items,
        { submissionId: accepted[1], title: { fr: "Autre" } },
        "submissionId",
        "Une soumission acceptée prend son titre et son orateur dans la soumission : ne les donnez pas",
      ],
      [
        items,
        { submissionId: accepted[1], startsAt: "15:00", endsAt: "15:30" },
        "startsAt",
        "L'intervention doit se tenir pendant sa session (16:00–17:30)",
      ],
      [
        `/api/admin/programme/sessions/${atlas}/items`,
        { submissionId: accepted[0], board: "P1" },
        "board",
        "Un numéro de panneau ne se donne que dans une session posters",
      ],
    ];
    for (const [url, body, field, message] of refusals) {
      const response = await as("POST", url, body);
      expect(response.statusCode, message).toBe(422);
      expect(response.json().errors[field], message).toEqual([message]);
    }
    expect(await countRows(harness.database.db, "programme_items")).toBe(
      SEED.sessions.reduce((sum, one) => sum + one.items.length, 0),
    );

    const poster = await as("POST", items, { submissionId: accepted[1], board: "P12" });
    expect(poster.statusCode).toBe(201);
    expect(poster.json().items).toEqual([
      expect.objectContaining({
        title: { fr: "Étude 2" },
        speakers: [{ name: "Youssef Idrissi", role: { fr: "CHU Hassan II, Fès" } }],
        submission_id: String(accepted[1]),
        reference: "ABS-0000002",
        board: "P12",
      }),
    ]);
    const talk = await as("POST", `/api/admin/programme/sessions/${atlas}/items`, {
      submissionId: accepted[0],
      startsAt: "09:00",
      endsAt: "09:20",
    });
    expect(talk.statusCode).toBe(201);
    const free = await as("POST", `/api/admin/programme/sessions/${atlas}/items`, {
      title: { fr: "Démonstration" },
      speakers: ["Nadia Berrada"],
    });
    expect(free.json().items.map((item: { title: { fr: string } }) => item.title.fr)).toEqual([
      "Étude 1",
      "Démonstration",
    ]);
    // Placed twice: listed, not refused.
    const twice = await as("POST", `/api/admin/programme/sessions/${MORNING_PLENARY}/items`, {
      submissionId: accepted[0],
    });
    expect(twice.statusCode).toBe(201);
    const again = twice.json().items.at(-1);
    const checked = await view();
    expect(checked.unplaced_submissions).toEqual([]);
    expect(checked.conflicts.map((conflict) => conflict.message)).toEqual([
      "Amina Benali est à deux endroits à la fois le 31/10/2025 : « Conférence plénière » (Grand amphithéâtre, 09:00–10:30) et « Atelier échographie » (Salle Atlas, 09:00–10:00).",
      "Karima Idrissi est à deux endroits à la fois le 31/10/2025 : « Conférence plénière » (Grand amphithéâtre, 09:00–10:30) et « Atelier échographie » (Salle Atlas, 09:00–10:00).",
      "La soumission ABS-0000001 est placée 2 fois : « Conférence plénière » (Grand amphithéâtre, 09:00–10:30), « Atelier échographie » (Salle Atlas, 09:00–10:00).",
    ]);
    const edited = await as(
      "PUT",
      `/api/admin/programme/sessions/${MORNING_PLENARY}/items/${again.id}`,
      { title: { fr: "Discussion" }, speakers: ["Ngozi Okafor"] },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().items.at(-1)).toMatchObject({ id: again.id, title: { fr: "Discussion" } });
    expect(
      (await as("DELETE", `/api/admin/programme/sessions/${MORNING_PLENARY}/items/${again.id}`))
        .statusCode,
    ).toBe(204);
    expect(
      (await as("DELETE", `/api/admin/programme/sessions/${MORNING_PLENARY}/items/${again.id}`))
        .statusCode,
    ).toBe(404);
  });

  it("keeps a round table's panel through a PUT that does not name it; 404 for what is not there", async () => {
    const roundTable = SEED.sessions.find((one) => one.panel.length > 0);
    if (!roundTable) throw new Error("the seed has a round table");
    const moved = await as(
      "PUT",
      `/api/admin/programme/sessions/${roundTable.id}`,
      session({
        day: roundTable.day,
        startsAt: "14:45",
        endsAt: "16:00",
        room: roundTable.room,
        kind: roundTable.kind,
        title: roundTable.title,
      }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().panel).toEqual(roundTable.panel);
    expect(moved.json().starts_at).toBe("14:45");
    const talk = { title: { fr: "Discussion" } };
    for (const [method, url, body] of [
      ["PUT", "/api/admin/programme/sessions/inconnue", session()],
      ["DELETE", "/api/admin/programme/sessions/inconnue", undefined],
      ["POST", "/api/admin/programme/sessions/inconnue/items", talk],
      ["PUT", `/api/admin/programme/sessions/${roundTable.id}/items/inconnue`, talk],
      ["DELETE", `/api/admin/programme/sessions/${roundTable.id}/items/inconnue`, undefined],
    ] as const) {
      const response = await as(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // The draft's preview draws the built page: a server without the built site says so.
    const preview = await as("GET", "/api/admin/programme/preview?lang=en");
    expect(preview.statusCode).toBe(404);
    expect(preview.json().message).toBe(PROGRAMME_ROUTE_MESSAGES.noPreview);
    const german = await as("GET", "/api/admin/programme/preview?lang=de");
    expect(german.statusCode).toBe(422);
  });
});
