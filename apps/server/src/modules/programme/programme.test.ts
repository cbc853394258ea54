import { PROGRAMME_MESSAGES, type ProgrammeAdminView, type StaffRole } from "@congres/shared";
import type { ProgrammeData, PublishedProgramme } from "@congres/shared/programme";
import seedJson from "@congres/shared/programme-seed";
import { camelCase } from "change-case/keys";
import { beforeAll, describe, expect, it } from "vitest";
import { renderTemplate } from "../../services/mail/render-template.ts";
import { asAdmin, preparedWrite, staffAccounts } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { addAbstracts } from "../../testing/review-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { databaseProgrammeSource } from "./programme-publications.ts";
import { PROGRAMME_ROUTE_MESSAGES } from "./programme-routes.ts";
import { sameProgramme } from "./programme-state.ts";

const SEED = seedJson as unknown as ProgrammeData;
const NOW = new Date("2025-10-20T09:00:00.000Z");
const POSTERS = "2025-10-31-1600-hall";
const MORNING_PLENARY = "2025-10-31-0900-amphi";

const session = (changes: Record<string, unknown> = {}) => ({
  day: "2025-10-31",
  startsAt: "09:00",
  endsAt: "10:00",
  room: "Salle Atlas",
  kind: "workshop",
  title: { fr: "Atelier échographie", en: "Ultrasound workshop" },
  ...changes,
});

describe.each(DATABASE_ENGINES)("the programme from the admin on $engine", ({ create }) => {
  const sessions = {} as Record<StaffRole, string>;
  const userIds = {} as Record<StaffRole, number>;
  const published: PublishedProgramme[] = [];
  let accepted: number[] = [];
  let refused = 0;
  let atlas = "";

  const as = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    asAdmin(harness.app, sessions.committee, method, url, payload);
  /** Each body `method url` refuses with 422, naming the field it gets wrong with the message. */
  async function expectRefused(
    method: "POST" | "PUT",
    url: string,
    refusals: readonly (readonly [body: unknown, field: string, message: string])[],
  ) {
    for (const [body, field, message] of refusals) {
      const refused = await as(method, url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().errors[field]).toEqual([message]);
    }
  }
  /** The admin view, its draft read back into the shared shape (the answer's keys are snake_case). */
  const view = async () => {
    const answer = (await as("GET", "/api/admin/programme")).json() as ProgrammeAdminView;
    expect(JSON.stringify(answer.draft)).not.toMatch(/"(startsAt|endsAt|submissionId)"/);
    return { ...answer, draft: camelCase(answer.draft, Number.POSITIVE_INFINITY) as ProgrammeData };
  };
  const programmeAudit = () =>
    storedRows(harness.database.db, "audit_log", { entity_type: "programme" }, [
      "action",
      "entity_reference",
      "actor_email",
    ]);
  const placementMails = () =>
    storedRows(harness.database.db, "outbox", { kind: "programme_placement" }, [
      "id",
      "to_address",
      "subject",
      "status",
      "entity_id",
      "template_data",
    ]);

  const harness = appHarness(create, {
    clock: () => NOW,
    onProgrammePublished: (programme) => {
      published.push(programme);
    },
  });
  beforeAll(async () => {
    const roles = ["admin", "committee", "secretariat"] as const;
    const staff = await staffAccounts(harness, roles);
    Object.assign(userIds, staff.ids);
    Object.assign(sessions, staff.sessions);
    const ids = await addAbstracts(harness.database.db, 1, 3, {
      row: (n) => ({
        status: ["acceptee_orale", "acceptee_poster", "refusee"][n - 1] ?? "soumise",
        language: n === 2 ? "ar" : "fr",
      }),
      authorsOf: (n) => [
        {
          first_name: ["Karima", "Youssef", "Omar"][n - 1] ?? "",
          last_name: "Idrissi",
          email: `orateur${n}@example.ma`,
          affiliation: "CHU Hassan II, Fès",
        },
        { first_name: "Co", last_name: "Auteur", email: `co${n}@example.ma`, affiliation: "" },
      ],
    });
    accepted = ids.slice(0, 2);
    refused = ids[2] ?? 0;
  });

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
        { submissionId: refused },
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

  it("publishes only when confirmed while conflicts remain, then writes the speakers' drafts", async () => {
    const blocked = await as("POST", "/api/admin/programme/publish", {});
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      "Le programme a un conflit : publiez après l'avoir réglé, ou confirmez pour publier quand même.",
    );
    expect(blocked.json().conflicts.map((conflict: { code: string }) => conflict.code)).toEqual([
      "speaker_overlap",
    ]);
    expect(await countRows(harness.database.db, "programme_versions")).toBe(1);
    expect(await placementMails()).toEqual([]);
    expect(published).toEqual([]);

    const done = await as("POST", "/api/admin/programme/publish", { confirm: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ version: 2, published_at: NOW.toISOString(), mail_drafts: 2 });
    const stored = await harness.database.db
      .selectFrom("programme_versions")
      .selectAll()
      .where("version", "=", 2)
      .executeTakeFirstOrThrow();
    expect(stored.published_by).toBe(userIds.committee);
    expect(published.map((programme) => programme.version)).toEqual([2]);
    const atlasSession = published[0]?.sessions.find((one) => one.id === atlas);
    expect(atlasSession?.items[0]?.title).toEqual({ fr: "Étude 1" });
    expect(JSON.parse(stored.snapshot).sessions).toEqual(published[0]?.sessions);

    const mails = await placementMails();
    expect(mails.map((mail) => [mail.entity_id, mail.to_address, mail.status])).toEqual([
      [accepted[0], "orateur1@example.ma", "draft"],
      [accepted[1], "orateur2@example.ma", "draft"],
    ]);
    const arabic = JSON.parse(mails[1]?.template_data ?? "{}");
    expect(arabic.language).toBe("ar");
    expect(arabic.body).toContain("القاعة: البهو الرئيسي");
    expect(arabic.body).toContain("اللوحة: P12");
    expect(arabic.body).toContain("الساعة: 16:00–17:30");
    // Sent, it reads right to left under its heading, as a decision does.
    const rendered = await renderTemplate(arabic, harness.app.mail.settings.edition);
    expect(rendered.html).toContain('dir="rtl"');
    expect(rendered.text).toContain("عرضكم في البرنامج");
    const french = JSON.parse(mails[0]?.template_data ?? "{}");
    expect(mails[0]?.subject).toContain("Votre présentation ABS-0000001 au programme");
    expect(french.body).toContain(
      "Session : Atelier échographie\nJour : vendredi 31 octobre 2025\nHeure : 09:00–09:20\nSalle : Salle Atlas",
    );
    expect(french.body).not.toContain("Panneau");

    const review = await as("GET", "/api/admin/decision-mails");
    expect(
      review
        .json()
        .data.map((draft: { kind: string; reference: string; decision: string | null }) => [
          draft.kind,
          draft.reference,
          draft.decision,
        ]),
    ).toEqual([
      ["programme_placement", "ABS-0000001", null],
      ["programme_placement", "ABS-0000002", null],
    ]);
    const after = await view();
    expect(after).toMatchObject({ published_version: 2, draft_changed: false, mail_drafts: 2 });
  });

  it("after a move, writes a new draft only for the speakers it moved", async () => {
    const sent = await as("POST", "/api/admin/decision-mails/send", {
      ids: [Number((await placementMails())[1]?.id)],
    });
    expect(sent.json()).toEqual({ mails: 1, recipients: 1 });
    const moved = await as(
      "PUT",
      `/api/admin/programme/sessions/${atlas}`,
      session({ day: "2025-11-01", startsAt: "09:00", endsAt: "10:30", room: "Salle JAY" }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ day: "2025-11-01", room: "Salle JAY" });
    const done = await as("POST", "/api/admin/programme/publish", {});
    expect(done.json()).toMatchObject({ version: 3, mail_drafts: 1 });
    const mails = await placementMails();
    expect(mails.map((mail) => [mail.entity_id, mail.status])).toEqual([
      [accepted[1], "queued"],
      [accepted[0], "draft"],
    ]);
    expect(mails[1]?.subject).toContain("change de place");
    expect(JSON.parse(mails[1]?.template_data ?? "{}").body).toContain(
      "Jour : samedi 1 novembre 2025\nHeure : 09:00–09:20\nSalle : Salle JAY",
    );
    const actions = (await programmeAudit()).map((line) => line.action);
    expect(actions.filter((action) => action === "programme.publish")).toHaveLength(2);
    const sendLine = await auditLinesOf(harness.database.db, "submission.programme_mail.send", [
      "action",
      "entity_reference",
    ]);
    expect(sendLine).toEqual([
      { action: "submission.programme_mail.send", entity_reference: "ABS-0000002" },
    ]);
  });

  it("lists the versions and restores one as a new publication", async () => {
    const versions = await as("GET", "/api/admin/programme/versions");
    expect(versions.json().data).toEqual([
      {
        version: 3,
        published_at: NOW.toISOString(),
        published_by: "committee@example.ma",
        sessions: 24,
      },
      {
        version: 2,
        published_at: NOW.toISOString(),
        published_by: "committee@example.ma",
        sessions: 24,
      },
      { version: 1, published_at: "2025-11-19T00:00:00.000Z", published_by: null, sessions: 23 },
    ]);
    const missing = await as("POST", "/api/admin/programme/versions/99/restore");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Version introuvable.");

    const restored = await as("POST", "/api/admin/programme/versions/1/restore");
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 4, mail_drafts: 0 });
    const answer = await view();
    expect(sameProgramme(answer.draft, SEED)).toBe(true);
    expect(answer).toMatchObject({ published_version: 4, draft_changed: false });
    expect(published.map((programme) => programme.version)).toEqual([2, 3, 4]);
    expect(sameProgramme(published[2] as PublishedProgramme, SEED)).toBe(true);
    const last = (await programmeAudit()).at(-1);
    expect(last).toEqual({
      action: "programme.restore",
      entity_reference: "Version 4",
      actor_email: "committee@example.ma",
    });
    // Version 3 is kept: restoring it brings the Atlas workshop back.
    const back = await as("POST", "/api/admin/programme/versions/3/restore");
    expect(back.json()).toMatchObject({ version: 5 });
    expect((await view()).draft.sessions.some((one) => one.id === atlas)).toBe(true);
    // What the pages, iCal and PDF read: the latest publication.
    const source = databaseProgrammeSource(harness.database.db);
    expect(await source.latestVersion()).toBe(5);
    const latest = await source.latest();
    expect(latest?.publishedAt).toBe(NOW.toISOString());
    expect(latest?.sessions.find((one) => one.id === atlas)?.room).toBe("Salle JAY");
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

  it("numbers two publications at once one after the other", async () => {
    const before = await harness.database.db
      .selectFrom("programme_versions")
      .select((eb) => eb.fn.max("version").as("last"))
      .executeTakeFirstOrThrow();
    const last = Number(before.last);
    const write = await preparedWrite(harness.app, sessions.committee);
    const answers = await Promise.all([
      write("POST", "/api/admin/programme/publish", { confirm: true }),
      write("POST", "/api/admin/programme/publish", { confirm: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().version).sort()).toEqual([last + 1, last + 2]);
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
