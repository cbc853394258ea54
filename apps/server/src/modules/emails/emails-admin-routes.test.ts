import { validContact, validRegistration } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRows } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("the admin E-mails API on $engine", ({ create }) => {
  const harness = appHarness(create);
  const admin = signedInAdmin(harness, "emails@example.ma");
  let registration: { id: number; reference: string };
  const get = (url: string) => admin("GET", url);
  const resend = (id: number) => admin("POST", `/api/admin/emails/${id}/resend`);
  const setStatus = (id: number, status: string) =>
    harness.database.db.updateTable("outbox").set({ status }).where("id", "=", id).execute();

  beforeAll(async () => {
    await postJson(harness.app, "/api/contact", validContact());
    registration = (await postJson(harness.app, "/api/registration", validRegistration())).json();
  });

  it("lists the outbox newest first, searchable and filtered by status and subject", async () => {
    const all = (await get("/api/admin/emails")).json();
    expect(all.total).toBe(4);
    expect(all.data[0]).toMatchObject({
      status: "queued",
      attempts: 0,
      entity_type: "registration",
    });
    expect(all.data[0]).not.toHaveProperty("html_body");
    const found = (await get(`/api/admin/emails?q=${registration.reference}`)).json();
    expect(found.total).toBe(2);
    expect(found.data.map((row: { kind: string }) => row.kind).sort()).toEqual([
      "registration_confirmation",
      "staff_new_registration",
    ]);
    const about = (
      await get(`/api/admin/emails?entity_type=registration&entity_id=${registration.id}`)
    ).json();
    expect(about.total).toBe(2);
    expect((await get("/api/admin/emails?status=sent")).json()).toEqual({ data: [], total: 0 });
  });

  it("refuses an unknown filter in French", async () => {
    const response = await get("/api/admin/emails?status=perdu");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.status).toEqual(["Statut inconnu"]);
  });

  it("says that SMTP is not configured and where the copies go", async () => {
    const status = (await get("/api/admin/emails/status")).json();
    expect(status).toEqual({
      smtp_configured: false,
      mail_dir: harness.app.mail.settings.mailDir,
      counts: { draft: 0, queued: 4, sent: 0, failed: 0, withdrawn: 0 },
    });
  });

  it("shows a mail as rendered", async () => {
    const [confirmation] = (await get(`/api/admin/emails?q=${registration.reference}`))
      .json()
      .data.filter((row: { kind: string }) => row.kind === "registration_confirmation");
    const detail = (await get(`/api/admin/emails/${confirmation.id}`)).json();
    expect(detail.to_address).toBe("amina.benali@example.ma");
    expect(detail.message_id).toMatch(/^<.+@.+>$/);
    expect(detail.html_body).toContain(registration.reference);
    expect(detail.text_body).toContain(registration.reference);
    expect((await get("/api/admin/emails/999999")).statusCode).toBe(404);
  });

  it("resends: a failed mail goes back to the queue, a sent one is copied with a new Message-ID", async () => {
    const [newest, older] = (await get("/api/admin/emails")).json().data;
    const still = await resend(newest.id);
    expect(still.statusCode).toBe(409);
    expect(still.json().message).toBe("Cet e-mail est déjà en attente d'envoi.");

    await setStatus(newest.id, "failed");
    const requeued = await resend(newest.id);
    expect(requeued.statusCode).toBe(202);
    expect(requeued.json()).toEqual({ id: newest.id });
    expect((await get(`/api/admin/emails/${newest.id}`)).json()).toMatchObject({
      status: "queued",
      attempts: 0,
    });

    await setStatus(older.id, "sent");
    const copied = await resend(older.id);
    expect(copied.statusCode).toBe(202);
    const copy = (await get(`/api/admin/emails/${copied.json().id}`)).json();
    const original = (await get(`/api/admin/emails/${older.id}`)).json();
    expect(copy.id).not.toBe(older.id);
    expect(copy).toMatchObject({
      status: "queued",
      subject: original.subject,
      to_address: original.to_address,
      html_body: original.html_body,
      entity_type: original.entity_type,
      entity_id: original.entity_id,
    });
    expect(copy.message_id).not.toBe(original.message_id);
    expect(original.status).toBe("sent");

    await setStatus(newest.id, "withdrawn");
    const withdrawn = await resend(newest.id);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe(
      "Cet e-mail a été retiré avant envoi : le reçu qu'il portait est annulé.",
    );
    expect((await get(`/api/admin/emails/${newest.id}`)).json().status).toBe("withdrawn");
    const filtered = (await get("/api/admin/emails?status=withdrawn")).json();
    expect(filtered.data.map((row: { id: number }) => row.id)).toEqual([newest.id]);
  });

  it("deletes a registration's mails with it, so a queued one is never sent", async () => {
    const response = await admin("DELETE", `/api/admin/registrations/${registration.id}`);
    expect(response.statusCode).toBe(204);
    const left = await storedRows(
      harness.database.db,
      "outbox",
      { entity_type: "registration", entity_id: registration.id },
      ["id"],
    );
    expect(left).toEqual([]);
    expect((await get("/api/admin/emails?entity_type=contact")).json().total).toBe(2);
  });
});
