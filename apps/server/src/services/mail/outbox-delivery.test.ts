import { readdirSync, readFileSync } from "node:fs";
import { validContact, validRegistration } from "@congres/shared/testing";
import { describe, expect, it, vi } from "vitest";
import {
  at,
  FIVE_MINUTES,
  ONE_MINUTE,
  outboxHarness,
  THIRTY_MINUTES,
} from "../../testing/outbox-harness.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { LEASE_MS, QUIET_MS, RETRY_DELAYS_MS } from "./delivery-worker.ts";
import { claimMails } from "./outbox-delivery.ts";

/** The delivery worker: retries, giving up, leases, rendering, and the no-SMTP mode. */
describe.each(DATABASE_ENGINES)("mail delivery on $engine", ({ create }) => {
  const h = outboxHarness(create);
  const { settings, worker, outbox, startClock, advance } = h;

  it("retries on schedule while the SMTP server is down or refusing, then delivers", async () => {
    await postJson(h.app, "/api/contact", { ...validContact(), email: "retry@example.ma" });
    await h.smtp.stop();
    startClock();
    const start = h.clock().getTime();
    const delivery = worker();
    expect(await delivery.drain()).toBe(2);
    let rows = await outbox();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["queued", 1],
      ["queued", 1],
    ]);
    expect(rows[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(at(rows, 0).next_attempt_at) - start).toBe(ONE_MINUTE);

    advance(ONE_MINUTE / 2);
    expect(await delivery.drain()).toBe(0);

    await h.smtp.restart();
    h.smtp.refuse(451, "Essayez plus tard");
    advance(ONE_MINUTE);
    expect(await delivery.drain()).toBe(2);
    rows = await outbox();
    expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
    expect(rows[0]?.last_error).toContain("451");

    h.smtp.refuse(550, "Refusé");
    advance(FIVE_MINUTES);
    await delivery.drain();
    expect((await outbox())[0]?.last_error).toContain("550");

    h.smtp.accept();
    advance(THIRTY_MINUTES);
    expect(await delivery.drain()).toBe(2);
    rows = await outbox();
    expect(rows.map((row) => [row.status, row.attempts, row.last_error])).toEqual([
      ["sent", 4, ""],
      ["sent", 4, ""],
    ]);
    expect(h.smtp.received).toHaveLength(2);
  });

  it("gives up after the last retry and says so", async () => {
    await postJson(h.app, "/api/contact", validContact());
    h.smtp.refuse(550);
    startClock();
    const delivery = worker();
    for (const delay of RETRY_DELAYS_MS) {
      await delivery.drain();
      advance(delay);
    }
    await delivery.drain();
    const rows = await outbox();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["failed", 6],
      ["failed", 6],
    ]);
    advance(24 * 3600_000);
    expect(await delivery.drain()).toBe(0);
  });

  it("resumes after a restart: a claimed mail is sent again once its lease expires, with the same Message-ID", async () => {
    await postJson(h.app, "/api/contact", validContact());
    startClock();
    // A process claims the mails and dies before sending them.
    const dead = await claimMails(h.database.db, {
      owner: "dead-worker",
      now: h.clock(),
      leaseMs: LEASE_MS,
      limit: 10,
      purpose: "send",
    });
    expect(dead).toHaveLength(2);
    const restarted = worker();
    expect(await restarted.drain()).toBe(0);
    advance(LEASE_MS + 1000);
    expect(await restarted.drain()).toBe(2);
    expect(h.smtp.received).toHaveLength(2);

    // A process dies after the SMTP server accepted a mail, before recording it as sent.
    const first = at(await outbox(), 0);
    await h.database.db
      .updateTable("outbox")
      .set({
        status: "queued",
        lease_owner: "dead-worker",
        lease_expires_at: h.clock().toISOString(),
      })
      .where("id", "=", first.id)
      .execute();
    advance(1000);
    expect(await restarted.drain()).toBe(1);
    const copies = h.smtp.received.filter((mail) => mail.messageId === first.message_id);
    expect(copies).toHaveLength(2);
    expect(new Set(h.smtp.received.map((mail) => mail.messageId)).size).toBe(2);
  });

  it("renders a queued mail only when delivering it, and leaves its batch when writes come back", async () => {
    const { reference } = (await postJson(h.app, "/api/registration", validRegistration())).json();
    const queued = await outbox();
    expect(queued.map((row) => [row.html_body, row.text_body])).toEqual([
      ["", ""],
      ["", ""],
    ]);
    expect(queued.every((row) => row.template_data?.includes(reference))).toBe(true);
    startClock();
    const delivering = worker();
    // A write has just come: the claimed batch goes back untouched.
    delivering.afterWrite();
    await delivering.deliverDue();
    expect(h.smtp.received).toHaveLength(0);
    expect((await outbox()).every((row) => row.template_data !== null && !row.lease_owner)).toBe(
      true,
    );
    // Once the writes have paused (QUIET_MS), the worker renders the mails, stores them, sends them.
    await vi.waitFor(
      async () => expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]),
      { timeout: 20 * QUIET_MS, interval: QUIET_MS / 4 },
    );
    await delivering.stop();
    const sent = await outbox();
    expect(sent.every((row) => row.template_data === null)).toBe(true);
    expect(at(sent, 0).text_body).toContain(reference);
    expect(h.smtp.received).toHaveLength(2);
  });

  it("without SMTP_URL keeps mails queued, writes each as .eml, and sends them once SMTP is set", async () => {
    const { reference } = (await postJson(h.app, "/api/registration", validRegistration())).json();
    startClock();
    expect(await worker(false).drain()).toBe(2);
    const rows = await outbox();
    expect(rows.map((row) => row.status)).toEqual(["queued", "queued"]);
    expect(rows.every((row) => row.eml_file?.startsWith(settings.mailDir))).toBe(true);
    const confirmation = at(rows, 0);
    const files = readdirSync(settings.mailDir).filter((file) => file.endsWith(".eml"));
    expect(files).toEqual(
      expect.arrayContaining([
        `${String(confirmation.id).padStart(6, "0")}-registration_confirmation.eml`,
      ]),
    );
    const eml = readFileSync(String(confirmation.eml_file), "utf8");
    expect(eml).toContain(`Message-ID: ${confirmation.message_id}`);
    expect(eml).toContain(reference);
    expect(await worker(false).drain()).toBe(0);
    expect(h.smtp.received).toHaveLength(0);

    expect(await worker(true).drain()).toBe(2);
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(h.smtp.received.map((mail) => mail.messageId).sort()).toEqual(
      rows.map((row) => row.message_id).sort(),
    );
  });
});
