import type { StaffRole } from "@congres/shared";
import { validRegistration } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { MailService } from "../../services/mail/mail-service.ts";
import { claimMails, markSent } from "../../services/mail/outbox-delivery.ts";
import { asAdmin, signIn, staffAccounts } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { postJson, testApp, testMailSettings } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

const NOW = new Date("2025-10-20T09:00:00.000Z");
const DAY = 86_400_000;
const INTERVAL = 1_000;

/**
 * The payment reminder and the drafts' care (issue #36 item 12): a reminder may reach everyone
 * unpaid, a reminder queued for someone who then pays is withdrawn, a draft can be deleted, a
 * mailing is named without raw placeholders, and the mailings' screen learns whether mail leaves.
 */
describe.each(DATABASE_ENGINES)("payment reminders and drafts on $engine", ({ create }) => {
  const sessions = {} as Record<StaffRole, string>;
  const ids: Record<string, number> = {};

  const as = (
    role: StaffRole,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) => asAdmin(harness.app, sessions[role], method, url, payload);

  const register = async (key: string, createdAt: Date) => {
    const response = await postJson(harness.app, "/api/registration", {
      ...validRegistration(),
      lastName: key,
      email: `${key.toLowerCase()}@example.ma`,
    });
    ids[key] = response.json().id;
    await harness.database.db
      .updateTable("registrations")
      .set({ created_at: createdAt.toISOString() })
      .where("id", "=", ids[key] ?? 0)
      .execute();
  };

  const harness = appHarness(create, { clock: () => NOW });
  beforeAll(async () => {
    const roles = ["admin", "secretariat", "committee"] as const;
    Object.assign(sessions, (await staffAccounts(harness, roles)).sessions);
    // Registered an hour ago, two days ago, and ten days ago.
    await register("Hier", new Date(NOW.getTime() - 3_600_000));
    await register("Avant", new Date(NOW.getTime() - 2 * DAY));
    await register("Ancien", new Date(NOW.getTime() - 10 * DAY));
    await harness.database.db.deleteFrom("outbox").execute();
  });

  it("reminds everyone unpaid with 0 days, registered this very hour too; the days still narrow it", async () => {
    const count = async (days: number) =>
      (
        await as("secretariat", "POST", "/api/admin/mailings/count", {
          audience: { kind: "payment_reminder", days },
        })
      ).json();
    expect(await count(0)).toEqual({ recipients: 3 });
    expect(await count(1)).toEqual({ recipients: 2 });
    expect(await count(7)).toEqual({ recipients: 1 });
    const refused = await as("secretariat", "POST", "/api/admin/mailings/payment-reminder", {
      days: -1,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.days).toEqual([
      "Le nombre de jours doit être un entier entre 0 et 365",
    ]);
    expect(await countRows(harness.database.db, "mailings")).toBe(0);
  });

  it("names a mailing by its subject with its placeholders in brackets, in the list, the detail and the Journal", async () => {
    const created = await as("secretariat", "POST", "/api/admin/mailings/payment-reminder", {
      days: 0,
    });
    expect(created.json().recipients).toBe(3);
    const { id } = created.json();
    const title = "Votre paiement n'est pas encore arrivé ([Référence])";
    const list = await as("secretariat", "GET", "/api/admin/mailings");
    expect(list.json().data).toEqual([expect.objectContaining({ id, title })]);
    const detail = await as("secretariat", "GET", `/api/admin/mailings/${id}`);
    expect(detail.json().title).toBe(title);
    // The texts themselves keep their placeholders, for the composer.
    expect(detail.json().subject.fr).toBe("Votre paiement n'est pas encore arrivé ({{reference}})");
    const line = await storedRow(harness.database.db, "audit_log", { action: "mailing.create" }, [
      "entity_reference",
    ]);
    expect(line.entity_reference).toBe(title);
  });

  it("withdraws a queued reminder once its person pays; the one a worker holds goes, nothing else leaves", async () => {
    const [reminder] = await harness.database.db.selectFrom("mailings").select("id").execute();
    const mailingId = reminder?.id ?? 0;
    const sent = await as("secretariat", "POST", `/api/admin/mailings/${mailingId}/send`);
    expect(sent.json().recipients).toBe(3);
    const rowOf = async (key: string) =>
      storedRow(
        harness.database.db,
        "outbox",
        { mailing_id: mailingId, entity_id: ids[key] ?? 0 },
        ["id", "status"],
      );
    const claim = (at: Date) =>
      claimMails(harness.database.db, {
        owner: "worker-a",
        now: at,
        leaseMs: 60_000,
        limit: 20,
        purpose: "send",
        mailingIntervalMs: INTERVAL,
      });
    // The worker takes the first reminder of its slot, and is about to send it.
    const start = new Date(Date.now() + DAY);
    const held = await claim(start);
    expect(held.map((row) => row.entity_id)).toEqual([ids.Hier]);

    const pay = (key: string) =>
      as("secretariat", "POST", `/api/admin/registrations/${ids[key]}/payment/mark-paid`, {
        paidAt: "2025-10-20",
        amount: "1000",
      });
    expect((await pay("Avant")).statusCode).toBe(200);
    expect((await pay("Hier")).statusCode).toBe(200);
    // Waived rather than paid: no reminder either.
    const waived = await as(
      "secretariat",
      "POST",
      `/api/admin/registrations/${ids.Ancien}/payment/waive`,
      { reason: "Orateur invité" },
    );
    expect(waived.statusCode).toBe(200);
    expect((await rowOf("Avant")).status).toBe("withdrawn");
    expect((await rowOf("Ancien")).status).toBe("withdrawn");
    // Held by the worker when Hier paid: it may be at the SMTP server already, and goes.
    expect((await rowOf("Hier")).status).toBe("queued");
    await markSent(harness.database.db, held[0]?.id ?? 0, "worker-a", NOW);

    const later: number[] = [];
    for (let slot = 1; slot <= 5; slot += 1) {
      const claimed = await claim(new Date(start.getTime() + slot * INTERVAL));
      later.push(...claimed.filter((row) => row.mailing_id === mailingId).map((row) => row.id));
    }
    expect(later).toEqual([]);
    const progress = await as("secretariat", "GET", `/api/admin/mailings/${mailingId}`);
    expect(progress.json().progress).toEqual({ sent: 1, failed: 0, waiting: 0, cancelled: 2 });
    expect(progress.json().status).toBe("sent");
  });

  it("deletes a draft, audited; refuses a sent mailing in French and the committee another's audience", async () => {
    const draft = await as("secretariat", "POST", "/api/admin/mailings", {
      audience: { kind: "registrations" },
      subject: { fr: "Programme, {{prenom}}" },
      body: { fr: "Bonjour {{prenom}}" },
    });
    const { id } = draft.json();
    const committee = await as("committee", "DELETE", `/api/admin/mailings/${id}`);
    expect(committee.statusCode).toBe(403);
    const deleted = await as("secretariat", "DELETE", `/api/admin/mailings/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await storedRows(harness.database.db, "mailings", { id }, ["id"])).toEqual([]);
    const line = await storedRow(harness.database.db, "audit_log", { action: "mailing.delete" }, [
      "actor_email",
      "entity_reference",
      "changes",
    ]);
    expect(line.actor_email).toBe("secretariat@example.ma");
    expect(line.entity_reference).toBe("Programme, [Prénom]");
    expect(JSON.parse(line.changes ?? "{}").body).toEqual([{ fr: "Bonjour {{prenom}}" }, null]);
    expect((await as("secretariat", "DELETE", `/api/admin/mailings/${id}`)).statusCode).toBe(404);

    const [sentOne] = await storedRows(harness.database.db, "mailings", { status: "sending" }, [
      "id",
    ]);
    const refused = await as("secretariat", "DELETE", `/api/admin/mailings/${sentOne?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Cet envoi est parti (ou a été annulé) : il reste dans l'historique et ne peut pas être supprimé.",
    );
    expect(await countRows(harness.database.db, "mailings")).toBe(1);
  });

  it("tells the mailings' screen whether an SMTP server is set, to every role that opens it", async () => {
    expect((await as("committee", "GET", "/api/admin/mailings")).json().smtp_configured).toBe(
      false,
    );
    const withSmtp = await testApp(harness.database.db, {
      mail: new MailService(testMailSettings({ SMTP_URL: "smtp://127.0.0.1:2525" })),
    });
    const session = await signIn(withSmtp, "committee@example.ma");
    const list = await asAdmin(withSmtp, session, "GET", "/api/admin/mailings");
    expect(list.json().smtp_configured).toBe(true);
    await withSmtp.close();
  });
});
