import type { StaffRole } from "@congres/shared";
import { validSubmission } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { claimMails, markSent } from "../../services/mail/outbox-delivery.ts";
import { asAdmin, staffAccounts } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { registerThroughForm } from "../../testing/public-registration.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

const NOW = new Date("2025-10-20T09:00:00.000Z");
const DAY = 86_400_000;
const INTERVAL = 1_000;

describe.each(DATABASE_ENGINES)("mailings on $engine", ({ create }) => {
  let now = NOW;
  const sessions = {} as Record<StaffRole, string>;
  const ids: Record<string, number> = {};

  const as = (role: StaffRole, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    asAdmin(harness.app, sessions[role], method, url, payload);
  const texts = (fr: string, extra: Record<string, string> = {}) => ({
    subject: { fr: "Informations pratiques", ...extra },
    body: { fr },
  });
  const mailingRows = (mailingId: number) =>
    storedRows(harness.database.db, "outbox", { mailing_id: mailingId });

  const register = async (key: string, changes: Record<string, unknown>, language = "fr") => {
    const email = `${key.toLowerCase()}@example.ma`;
    ids[key] = (await registerThroughForm(harness.app, { lastName: key, email }, language)).id;
    await harness.database.db
      .updateTable("registrations")
      .set(changes)
      .where("id", "=", ids[key] ?? 0)
      .execute();
  };

  const harness = appHarness(create, { clock: () => now });
  beforeAll(async () => {
    const roles = ["admin", "secretariat", "committee", "reviewer"] as const;
    const staff = await staffAccounts(harness, roles, (role) => role !== "reviewer");
    Object.assign(sessions, staff.sessions);
    const old = new Date(NOW.getTime() - 10 * DAY).toISOString();
    await register("Alaoui", { created_at: old });
    await register("Berrada", { created_at: old, payment_status: "payee" });
    await register("Chraibi", { created_at: NOW.toISOString() });
    await register("Dahbi", { created_at: old }, "ar");
    // Alaoui's address again, in capitals: one mail for both rows.
    await register("Alaoui2", { created_at: old, email: " ALAOUI@example.ma" });
    await register("Erased", { created_at: old });
    await as("admin", "POST", `/api/admin/registrations/${ids.Erased}/erase`);
    await harness.database.db
      .insertInto("check_ins")
      .values({
        registration_id: ids.Berrada ?? 0,
        day: "2025-10-20",
        checked_in_at: NOW.toISOString(),
        received_at: NOW.toISOString(),
        actor_email: "admin@example.ma",
        scan_id: "scan-1",
      })
      .execute();
    await postJson(harness.app, "/api/submission", validSubmission());
    // The mails of the public writes are delivered already: the outbox holds only what follows.
    await harness.database.db.deleteFrom("outbox").execute();
  });

  it("counts an audience as the registrations list does, one mail per address, never the erased", async () => {
    const filters = [
      [{}, ""],
      [{ paymentStatus: ["en_attente"] }, "payment_status=en_attente"],
      [{ checkedIn: true }, "checked_in=true"],
      [{ checkedIn: false, language: ["ar"] }, "checked_in=false&language=ar"],
      [{ registeredTo: "2025-10-15" }, "created_to=2025-10-15"],
    ] as const;
    for (const [audience, query] of filters) {
      const count = await as("secretariat", "POST", "/api/admin/mailings/count", {
        audience: { kind: "registrations", ...audience },
      });
      const list = await as("secretariat", "GET", `/api/admin/registrations?${query}`);
      const totals = await as("secretariat", "GET", `/api/admin/registrations/totals?${query}`);
      const duplicates = "checkedIn" in audience || "language" in audience ? 0 : 1;
      expect(count.json().recipients, query).toBe(list.json().total - duplicates);
      expect(totals.json().count, query).toBe(list.json().total);
    }
    const all = await as("secretariat", "POST", "/api/admin/mailings/count", {
      audience: { kind: "registrations" },
    });
    // Alaoui, Berrada, Chraibi, Dahbi: Alaoui2 shares Alaoui's address, Erased is gone.
    expect(all.json()).toEqual({ recipients: 4 });
  });

  it("refuses an unknown placeholder by name, and one the audience cannot fill; stores nothing", async () => {
    const unknown = await as("secretariat", "POST", "/api/admin/mailings", {
      audience: { kind: "registrations" },
      ...texts("Bonjour {{prenom}}, votre {{hotel}}"),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain("Champ inconnu : {{hotel}}");
    expect(unknown.json().errors).toEqual({ "body.fr": [unknown.json().message] });
    const notHere = await as("committee", "POST", "/api/admin/mailings", {
      audience: { kind: "reviewers" },
      ...texts("Montant : {{montant_du}}"),
    });
    expect(notHere.statusCode).toBe(422);
    expect(notHere.json().message).toContain("{{montant_du}} n'existe pas pour ce public");
    const committee = await as("committee", "POST", "/api/admin/mailings", {
      audience: { kind: "registrations" },
      ...texts("Bonjour"),
    });
    expect(committee.statusCode).toBe(403);
    expect(committee.json().message).toContain("auteurs et aux relecteurs");
    expect(await countRows(harness.database.db, "mailings")).toBe(0);
  });

  it("previews each recipient in their language, sends the frozen set once, queued one row each", async () => {
    const created = await as("secretariat", "POST", "/api/admin/mailings", {
      audience: { kind: "registrations", paymentStatus: ["en_attente"] },
      subject: { fr: "Votre inscription {{reference}}", ar: "تسجيلكم {{reference}}" },
      body: {
        fr: "Bonjour {{prenom}},\n\nReste dû : **{{montant_du}}** ({{statut_paiement}}).",
        ar: "مرحبا {{prenom}}،\n\nالمبلغ المتبقي: **{{montant_du}}** ({{statut_paiement}}).",
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, recipients } = created.json();
    expect(recipients).toBe(3);
    expect(await countRows(harness.database.db, "outbox")).toBe(0);

    const alaoui = await as(
      "secretariat",
      "GET",
      `/api/admin/mailings/${id}/preview?recipient=alaoui@example.ma`,
    );
    expect(alaoui.json().subject).toMatch(/^Votre inscription CPSS-/);
    expect(alaoui.json().html).toMatch(/<strong[^>]*>1\u202f000,00 DH<\/strong>/);
    expect(alaoui.json().text).toContain("Bonjour Amina,");
    const dahbi = await as(
      "secretariat",
      "GET",
      `/api/admin/mailings/${id}/preview?recipient=dahbi@example.ma`,
    );
    expect(dahbi.json().language).toBe("ar");
    expect(dahbi.json().html).toContain('dir="rtl"');
    expect(dahbi.json().html).toMatch(/<span dir="ltr">CPSS-[A-Z0-9]+<\/span>/);
    expect(dahbi.json().html).toContain("في الانتظار");
    const stranger = await as(
      "secretariat",
      "GET",
      `/api/admin/mailings/${id}/preview?recipient=berrada@example.ma`,
    );
    expect(stranger.statusCode).toBe(404);

    const test = await as("secretariat", "POST", `/api/admin/mailings/${id}/test`, {});
    expect(test.statusCode).toBe(202);
    const testMail = await harness.database.db
      .selectFrom("outbox")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect([testMail.kind, testMail.to_address, testMail.mailing_id]).toEqual([
      "mailing_test",
      "secretariat@example.ma",
      null,
    ]);

    const sent = await as("secretariat", "POST", `/api/admin/mailings/${id}/send`);
    expect(sent.json()).toEqual({ id, recipients: 3 });
    // Someone joining the audience afterwards is not added; a second click sends nothing.
    await register("Latecomer", { created_at: NOW.toISOString() });
    const again = await as("secretariat", "POST", `/api/admin/mailings/${id}/send`);
    expect(again.statusCode).toBe(409);
    const rows = await mailingRows(id);
    expect(rows.map((row) => row.to_address).sort()).toEqual([
      "alaoui@example.ma",
      "chraibi@example.ma",
      "dahbi@example.ma",
    ]);
    expect(rows.every((row) => row.kind === "mailing" && row.status === "queued")).toBe(true);
    // In Alaoui's E-mails history.
    const history = await as(
      "secretariat",
      "GET",
      `/api/admin/emails?entity_type=registration&entity_id=${ids.Alaoui}`,
    );
    expect(history.json().data.map((mail: { subject: string }) => mail.subject)).toEqual([
      expect.stringMatching(/^Votre inscription CPSS-/),
    ]);
    const exported = await as(
      "secretariat",
      "POST",
      `/api/admin/registrations/${ids.Alaoui}/export`,
    );
    expect(exported.json().mails.map((mail: { kind: string }) => mail.kind)).toEqual(["mailing"]);
    const audit = await storedRows(harness.database.db, "audit_log", { entity_type: "mailing" }, [
      "action",
      "actor_email",
      "changes",
    ]);
    expect(audit.map((line) => line.action)).toEqual([
      "mailing.create",
      "mailing.test",
      "mailing.send",
    ]);
    expect(JSON.parse(audit[2]?.changes ?? "{}").recipients).toEqual([0, 3]);
  });

  it("delivers transactional mails first, then mailing mails at the pace, across servers", async () => {
    const [mailing] = await harness.database.db.selectFrom("mailings").select("id").execute();
    const mailingId = mailing?.id ?? 0;
    await register("Urgent", { created_at: NOW.toISOString() });
    const urgent = await harness.database.db
      .selectFrom("outbox")
      .select("id")
      .where("mailing_id", "is", null)
      .where("to_address", "=", "urgent@example.ma")
      .executeTakeFirstOrThrow();
    const other = harness.database.connectAgain();
    const claim = (db: typeof harness.database.db, owner: string, at: Date) =>
      claimMails(db, {
        owner,
        now: at,
        leaseMs: 60_000,
        limit: 5,
        purpose: "send",
        mailingIntervalMs: INTERVAL,
      });
    // The public write queued its mail at the real time: claims come after it.
    const at = new Date(Date.now() + DAY);
    const [first, second] = await Promise.all([
      claim(harness.database.db, "a", at),
      claim(other, "b", at),
    ]);
    const taken = [...first, ...second];
    // The confirmation (and the test mail) before any mailing mail, newer though it is; then
    // one mailing mail for both servers together.
    expect(taken.map((row) => row.id)).toContain(urgent.id);
    expect(taken.filter((row) => row.mailing_id === mailingId)).toHaveLength(1);
    expect(await claim(other, "b", new Date(at.getTime() + INTERVAL - 1))).toEqual([]);
    const next = await claim(other, "b", new Date(at.getTime() + INTERVAL));
    expect(next.map((row) => row.mailing_id)).toEqual([mailingId]);
    await other.destroy();
  });

  it("cancels what has not left, and the payment reminder writes to each person once a week", async () => {
    const [mailing] = await harness.database.db.selectFrom("mailings").select("id").execute();
    const cancelled = await as("secretariat", "POST", `/api/admin/mailings/${mailing?.id}/cancel`);
    // Two of the three are held by the workers above; the third has not left.
    expect(cancelled.json()).toEqual({ withdrawn: 1 });
    const progress = await as("secretariat", "GET", `/api/admin/mailings/${mailing?.id}`);
    expect(progress.json().progress).toEqual({ sent: 0, failed: 0, waiting: 2, cancelled: 1 });
    const listed = async (id: number) =>
      (await as("secretariat", "GET", "/api/admin/mailings"))
        .json()
        .data.find((row: { id: number }) => row.id === id).status;
    expect(await listed(mailing?.id ?? 0)).toBe("cancelled");

    const reminder = await as("secretariat", "POST", "/api/admin/mailings/payment-reminder", {});
    expect(reminder.statusCode).toBe(201);
    // Waiting for more than 7 days: Alaoui (and Alaoui2's same address) and Dahbi.
    expect(reminder.json().recipients).toBe(2);
    const { id } = reminder.json();
    const preview = await as("secretariat", "GET", `/api/admin/mailings/${id}/preview`);
    expect(preview.json().text).toContain("MA64 1907 8021 2110 0000 0000 0000");
    expect(
      (await as("secretariat", "POST", `/api/admin/mailings/${id}/send`)).json().recipients,
    ).toBe(2);
    // Being sent until both have left; then the list reads "sent", as the detail does.
    expect(await listed(id)).toBe("sending");
    // Claimed slot after slot, as a worker would (earlier mails come first), and delivered.
    let delivered = 0;
    for (let slot = 0; delivered < 2 && slot < 10; slot += 1) {
      const claimed = await claimMails(harness.database.db, {
        owner: "test",
        now: new Date(Date.now() + 3 * DAY + slot * INTERVAL),
        leaseMs: 60_000,
        limit: 20,
        purpose: "send",
        mailingIntervalMs: INTERVAL,
      });
      for (const mail of claimed) {
        if (mail.mailing_id !== id) continue;
        expect(await listed(id)).toBe("sending");
        await markSent(harness.database.db, mail.id, "test", NOW);
        delivered += 1;
      }
    }
    expect(delivered).toBe(2);
    expect(await listed(id)).toBe("sent");
    const done = await as("secretariat", "GET", `/api/admin/mailings/${id}`);
    expect(done.json()).toMatchObject({
      status: "sent",
      progress: { sent: 2, failed: 0, waiting: 0, cancelled: 0 },
    });
    now = new Date(NOW.getTime() + 6 * DAY);
    const tooSoon = await as("secretariat", "POST", "/api/admin/mailings/count", {
      audience: { kind: "payment_reminder" },
    });
    expect(tooSoon.json()).toEqual({ recipients: 0 });
    now = new Date(NOW.getTime() + 8 * DAY);
    const nextWeek = await as("secretariat", "POST", "/api/admin/mailings/count", {
      audience: { kind: "payment_reminder" },
    });
    // A week on, the two again, and Chraibi, Latecomer and Urgent now 8 days old.
    expect(nextWeek.json()).toEqual({ recipients: 5 });
    now = NOW;
  });

  it("edits a draft (audience counted again, audited) until it is sent; refuses the rest unchanged", async () => {
    const draft = await as("secretariat", "POST", "/api/admin/mailings", {
      audience: { kind: "registrations", paymentStatus: ["en_attente"] },
      ...texts("Bonjour {{prenom}}"),
    });
    const { id } = draft.json();
    const stored = async () =>
      storedRow(harness.database.db, "mailings", { id }, ["audience", "subject", "body", "status"]);
    const edits = () =>
      storedRows(harness.database.db, "audit_log", { action: "mailing.update", entity_id: id }, [
        "actor_email",
        "changes",
      ]);

    const arabic = { kind: "registrations", language: ["ar"] };
    const edited = await as("secretariat", "PUT", `/api/admin/mailings/${id}`, {
      audience: arabic,
      subject: { fr: "Votre badge", ar: "شارتكم" },
      body: { fr: "Bonjour {{prenom}}, votre référence : {{reference}}" },
    });
    // Dahbi, the only one who wrote in Arabic: the list's count for the same filter.
    const count = await as("secretariat", "POST", "/api/admin/mailings/count", {
      audience: arabic,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id, recipients: 1 });
    expect(count.json()).toEqual({ recipients: 1 });
    expect(await stored()).toEqual({
      audience: JSON.stringify(arabic),
      subject: JSON.stringify({ fr: "Votre badge", ar: "شارتكم" }),
      body: JSON.stringify({ fr: "Bonjour {{prenom}}, votre référence : {{reference}}" }),
      status: "draft",
    });
    const [line] = await edits();
    expect(line?.actor_email).toBe("secretariat@example.ma");
    expect(JSON.parse(line?.changes ?? "{}")).toEqual({
      audience: [{ kind: "registrations", paymentStatus: ["en_attente"] }, arabic],
      subject: [{ fr: "Informations pratiques" }, { fr: "Votre badge", ar: "شارتكم" }],
      body: [
        { fr: "Bonjour {{prenom}}" },
        { fr: "Bonjour {{prenom}}, votre référence : {{reference}}" },
      ],
      recipients: [null, 1],
    });
    const preview = await as("secretariat", "GET", `/api/admin/mailings/${id}/preview`);
    expect(preview.json().subject).toBe("شارتكم");
    expect(await mailingRows(id)).toEqual([]);

    const before = await stored();
    const unknown = await as("secretariat", "PUT", `/api/admin/mailings/${id}`, {
      audience: arabic,
      ...texts("Bonjour {{chambre}}"),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain("{{chambre}}");
    // The committee neither edits an audience of registrations nor turns its own draft into one.
    const notTheirs = await as("committee", "PUT", `/api/admin/mailings/${id}`, {
      audience: { kind: "reviewers" },
      ...texts("Bonjour"),
    });
    expect(notTheirs.statusCode).toBe(403);
    const own = await as("committee", "POST", "/api/admin/mailings", {
      audience: { kind: "reviewers" },
      ...texts("Bonjour {{prenom}}"),
    });
    const widened = await as("committee", "PUT", `/api/admin/mailings/${own.json().id}`, {
      audience: { kind: "registrations" },
      ...texts("Bonjour {{prenom}}"),
    });
    expect(widened.statusCode).toBe(403);
    expect(widened.json().message).toContain("auteurs et aux relecteurs");
    const missing = await as("secretariat", "PUT", "/api/admin/mailings/999999", {
      audience: arabic,
      ...texts("Bonjour"),
    });
    expect(missing.statusCode).toBe(404);

    expect((await as("secretariat", "POST", `/api/admin/mailings/${id}/send`)).statusCode).toBe(
      200,
    );
    const sent = await as("secretariat", "PUT", `/api/admin/mailings/${id}`, {
      audience: { kind: "registrations" },
      ...texts("Bonjour à tous"),
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(
      "Cet envoi est déjà parti (ou annulé) : il ne peut plus être modifié. Rédigez-en un nouveau.",
    );
    expect(await stored()).toEqual({ ...before, status: "sending" });
    expect((await mailingRows(id)).map((row) => row.to_address)).toEqual(["dahbi@example.ma"]);
    expect(await edits()).toHaveLength(1);
  });

  it("writes to the staff accounts as admin only: created, counted, previewed, sent, listed (issue #36 item 5)", async () => {
    const staff = { audience: { kind: "staff", role: ["desk"] }, ...texts("Bonjour {{prenom}}") };
    const before = await countRows(harness.database.db, "mailings");
    for (const role of ["secretariat", "committee"] as const) {
      const created = await as(role, "POST", "/api/admin/mailings", staff);
      expect(created.statusCode, role).toBe(403);
      const counted = await as(role, "POST", "/api/admin/mailings/count", {
        audience: staff.audience,
      });
      expect(counted.statusCode, role).toBe(403);
    }
    const created = await as("secretariat", "POST", "/api/admin/mailings", staff);
    expect(created.json().message).toBe(
      "Accès réservé : seul un administrateur écrit aux comptes de l'équipe.",
    );
    expect(await countRows(harness.database.db, "mailings")).toBe(before);
    const own = await as("admin", "POST", "/api/admin/mailings", staff);
    expect(own.statusCode).toBe(201);
    const { id } = own.json();
    for (const [method, url] of [
      ["GET", `/api/admin/mailings/${id}`],
      ["GET", `/api/admin/mailings/${id}/preview`],
      ["POST", `/api/admin/mailings/${id}/test`],
      ["POST", `/api/admin/mailings/${id}/send`],
      ["PUT", `/api/admin/mailings/${id}`],
    ] as const) {
      const answer = await as("secretariat", method, url, method === "GET" ? undefined : staff);
      expect(answer.statusCode, url).toBe(403);
    }
    const listed = async (role: StaffRole) =>
      (await as(role, "GET", "/api/admin/mailings"))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await listed("secretariat")).not.toContain(id);
    expect(await listed("admin")).toContain(id);
    expect(await mailingRows(id)).toEqual([]);
    expect((await as("admin", "GET", `/api/admin/mailings/${id}`)).json().status).toBe("draft");
  });
});
