import type { PublishedProgramme } from "@congres/shared/programme";
import { beforeAll, describe, expect, it } from "vitest";
import { renderTemplate } from "../../services/mail/render-template.ts";
import { preparedWrite } from "../../testing/admin-session.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import {
  PROGRAMME_NOW as NOW,
  POSTERS,
  programmeAdmin,
  PROGRAMME_SEED as SEED,
  session,
} from "../../testing/programme-admin-harness.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { databaseProgrammeSource } from "./programme-publications.ts";
import { sameProgramme } from "./programme-state.ts";

/** Publishing the draft: the confirmation a conflict asks, the speakers' mails, the versions. */
describe.each(DATABASE_ENGINES)("publishing the programme on $engine", ({ create }) => {
  const admin = programmeAdmin(create);
  const { harness, sessions, userIds, published, as, view, programmeAudit, placementMails } = admin;
  const { accepted } = admin.abstracts;
  let atlas = "";
  // The draft to publish: a workshop chaired by the morning plenary's lecturer (a conflict), the
  // oral submission placed in it and the poster on board P12.
  beforeAll(async () => {
    const drafted = "/api/admin/programme/sessions";
    atlas = (await as("POST", drafted, session({ chairs: ["Amina Benali"] }))).json().id;
    await as("POST", `${drafted}/${POSTERS}/items`, { submissionId: accepted[1], board: "P12" });
    const talk = { submissionId: accepted[0], startsAt: "09:00", endsAt: "09:20" };
    await as("POST", `${drafted}/${atlas}/items`, talk);
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
});
