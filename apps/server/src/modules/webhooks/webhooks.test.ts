import type { LookupFunction } from "node:net";
import { WEBHOOK_MESSAGES } from "@congres/shared";
import { validSubmission } from "@congres/shared/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { registerThroughForm } from "../../testing/public-registration.ts";
import { correctRegistration, markPaid } from "../../testing/registration-actions.ts";
import { storedRows } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver.ts";
import { testWebhookWorker } from "../../testing/webhook-worker.ts";
import { RETRY_DELAYS_MS } from "./webhook-delivery-workflow.ts";
import { webhookSender } from "./webhook-sender.ts";
import { verifySignature } from "./webhook-signature.ts";

/** During the congress, so that the desk may check people in (as check-in-routes.test.ts). */
const MORNING = new Date("2025-10-30T08:00:00.000Z");
const ALLOWED = ["127.0.0.1"];

type Body = { id: string; type: string; created_at: string; data: Record<string, unknown> };
const bodyOf = (request: { body: string }) => JSON.parse(request.body) as Body;

describe.each(DATABASE_ENGINES)("webhooks on $engine", ({ create }) => {
  let now = MORNING;
  const harness = appHarness(create, { clock: () => now, webhookAllowedAddresses: ALLOWED });
  const admin = signedInAdmin(harness, "direction@example.ma");
  let receiver: WebhookReceiver;
  /** Fails the first three requests it gets, then takes everything. */
  let flaky: WebhookReceiver;
  let local2: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    flaky = await startWebhookReceiver("127.0.0.1", (n) => (n <= 3 ? 500 : 204));
    // On 127.0.0.2: a loopback address the allow-list does not name. Nothing may reach it.
    local2 = await startWebhookReceiver("127.0.0.2");
  });
  afterAll(async () => {
    await Promise.all([receiver.stop(), flaky.stop(), local2.stop()]);
  });

  const worker = (options: { lookup?: LookupFunction; retryDelaysMs?: number[] } = {}) =>
    testWebhookWorker(harness, { ...options, allowedAddresses: ALLOWED, clock: () => now });
  const subscribe = async (url: string, events: string[], secret?: string) => {
    const response = await admin("POST", "/api/admin/webhooks", { url, events, secret });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; secret: string };
  };
  const deliveries = (webhookId: number) =>
    storedRows(harness.database.db, "webhook_deliveries", { webhook_id: webhookId });
  // Each test starts with no webhook on and nothing received.
  afterEach(async () => {
    const { webhooks } = (await admin("GET", "/api/admin/webhooks")).json();
    for (const webhook of webhooks as { id: number; active: boolean }[]) {
      if (webhook.active)
        await admin("PATCH", `/api/admin/webhooks/${webhook.id}`, { active: false });
    }
    receiver.received.length = 0;
  });

  it("creates a webhook without sending anything, shows its secret once and audits it", async () => {
    const response = await admin("POST", "/api/admin/webhooks", {
      url: receiver.url,
      events: ["registration.created", "registration.created", "payment.recorded"],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      url: receiver.url,
      events: ["registration.created", "payment.recorded"],
      active: true,
      created_by_email: "direction@example.ma",
    });
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = (await admin("GET", "/api/admin/webhooks")).json().webhooks;
    expect(listed).toEqual(
      [{ ...created, secret: undefined }].map(({ secret: _, ...rest }) => rest),
    );
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const audit = await storedRows(harness.database.db, "audit_log", { entity_type: "webhook" }, [
      "action",
      "entity_reference",
      "changes",
    ]);
    expect(audit).toEqual([
      expect.objectContaining({ action: "webhook.create", entity_reference: receiver.url }),
    ]);
    expect(audit[0]?.changes).not.toContain(created.secret);
    expect(await worker().drain()).toBe(0);
    expect(receiver.received).toEqual([]);
  });

  it("refuses plain http outside the allow-list, credentials and unknown events, storing nothing", async () => {
    const before = await countRows(harness.database.db, "webhooks");
    const refusals = [
      [{ url: local2.url, events: ["registration.created"] }, { url: [WEBHOOK_MESSAGES.https] }],
      [
        { url: "ftp://127.0.0.1/x", events: ["payment.recorded"] },
        { url: [WEBHOOK_MESSAGES.https] },
      ],
      [
        { url: "https://moi:secret@crm.example.org/", events: ["payment.recorded"] },
        { url: [WEBHOOK_MESSAGES.credentials] },
      ],
      [{ url: "https://crm.example.org/", events: [] }, { events: [WEBHOOK_MESSAGES.events] }],
      [
        { url: "https://crm.example.org/", events: ["registration.deleted"] },
        { "events.0": [WEBHOOK_MESSAGES.events] },
      ],
      [
        { url: "https://crm.example.org/", events: ["payment.recorded"], secret: "court" },
        { secret: [WEBHOOK_MESSAGES.secret] },
      ],
    ] as const;
    for (const [body, errors] of refusals) {
      const response = await admin("POST", "/api/admin/webhooks", body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await countRows(harness.database.db, "webhooks")).toBe(before);
  });

  it("delivers a registration once after three failed attempts, signed, retried sooner then later", async () => {
    const { id: webhookId, secret } = await subscribe(flaky.url, ["registration.created"]);
    const { id, reference } = await registerThroughForm(harness.app, {
      email: "amina.webhook@example.ma",
    });
    const retries: number[] = [];
    const hooks = worker();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await hooks.drain()).toBe(1);
      // Not due again before its time: a drain at the same instant sends nothing.
      expect(await hooks.drain()).toBe(0);
      const [row] = await deliveries(webhookId);
      if (attempt < 4) {
        const wait = Date.parse(row?.next_attempt_at ?? "") - now.getTime();
        retries.push(wait);
        now = new Date(now.getTime() + wait);
      }
    }
    expect(retries[0]).toBeLessThanOrEqual(30_000);
    expect(retries).toEqual([...retries].sort((a, b) => a - b));
    expect(new Set(retries).size).toBe(3);

    expect(flaky.received.map((request) => request.status)).toEqual([500, 500, 500, 204]);
    const [taken] = flaky.accepted();
    if (!taken) throw new Error("nothing received");
    const signature = String(taken.headers["x-congres-signature"]);
    expect(verifySignature(secret, taken.body, signature, now)).toBe(true);
    expect(verifySignature("whsec_autre-secret-que-le-bon", taken.body, signature, now)).toBe(
      false,
    );
    // Every attempt is the same delivery: same id header, same bytes.
    const ids = new Set(flaky.received.map((request) => request.headers["x-congres-delivery"]));
    expect(ids.size).toBe(1);
    expect(new Set(flaky.received.map((request) => request.body)).size).toBe(1);

    const body = bodyOf(taken);
    const detail = (await admin("GET", `/api/admin/registrations/${id}`)).json();
    expect(body).toEqual({
      id: expect.any(String),
      type: "registration.created",
      created_at: MORNING.toISOString(),
      data: detail,
    });
    expect(body.data).toMatchObject({ reference, email: "amina.webhook@example.ma" });
    const log = (await admin("GET", `/api/admin/webhooks/${webhookId}/deliveries`)).json();
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        event_type: "registration.created",
        status: "sent",
        attempts: 4,
        last_status_code: 204,
        next_attempt_at: null,
      }),
    ]);
  });

  it("sends each workflow's event to the webhooks subscribed to it, in the change's transaction", async () => {
    await subscribe(receiver.url, [
      "registration.updated",
      "payment.recorded",
      "submission.created",
      "submission.decided",
      "check_in.recorded",
      "programme.published",
    ]);
    const { id, reference } = await registerThroughForm(harness.app, {
      email: "youssef.evenements@example.ma",
    });
    const corrected = await correctRegistration(admin, id, {
      email: "youssef.evenements@example.ma",
      city: "Rabat",
      version: 1,
    });
    expect(corrected.statusCode).toBe(200);
    const paid = await markPaid(admin, id, { paidAt: "2025-10-03", amount: "1 000" });
    expect(paid.statusCode).toBe(200);
    const whenPaid = (await admin("GET", `/api/admin/registrations/${id}`)).json();
    // A waiver is no payment: the registration changed.
    const other = await registerThroughForm(harness.app, { email: "nadia.exoneree@example.ma" });
    const waived = await admin("POST", `/api/admin/registrations/${other.id}/payment/waive`, {
      reason: "Oratrice invitée",
    });
    expect(waived.json()).toMatchObject({ payment_status: "exoneree" });
    const submitted = await postJson(harness.app, "/api/submission", validSubmission());
    expect(submitted.statusCode).toBe(201);
    const submissionId = submitted.json().id as number;
    const decided = await admin("POST", "/api/admin/submissions/decisions", {
      ids: [submissionId],
      status: "acceptee_orale",
    });
    expect(decided.json()).toMatchObject({ updated: 1 });
    const scan = { reference, scanId: "scan-webhook-000001" };
    expect((await admin("POST", "/api/admin/check-in", scan)).statusCode).toBe(200);
    // The desk's retry of the same scan is no second event.
    expect((await admin("POST", "/api/admin/check-in", scan)).statusCode).toBe(200);
    const published = await admin("POST", "/api/admin/programme/publish", { confirm: true });
    expect(published.statusCode).toBe(200);
    // A refused write sends nothing: an unknown registration's payment.
    await admin("POST", "/api/admin/registrations/999999/payment/mark-paid", {
      paidAt: "2025-10-03",
      amount: "1 000",
    });

    expect(await worker().drain()).toBe(7);
    const bodies = receiver.accepted().map(bodyOf);
    expect(bodies.map((body) => body.type).sort()).toEqual([
      "check_in.recorded",
      "payment.recorded",
      "programme.published",
      "registration.updated",
      "registration.updated",
      "submission.created",
      "submission.decided",
    ]);
    const updates = bodies.filter((body) => body.type === "registration.updated");
    // A batch is sent together: arrival order is not the events' order.
    expect(updates.map((body) => body.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference, city: "Rabat" }),
        expect.objectContaining({ reference: other.reference, payment_status: "exoneree" }),
      ]),
    );
    const byType = new Map(bodies.map((body) => [body.type, body.data]));
    expect(byType.get("payment.recorded")).toEqual(whenPaid);
    const submission = (await admin("GET", `/api/admin/submissions/${submissionId}`)).json();
    expect(byType.get("submission.decided")).toEqual(submission);
    expect(byType.get("submission.created")).toMatchObject({
      submission: {
        id: submissionId,
        reference: submission.submission.reference,
        status: "soumise",
      },
    });
    expect(byType.get("check_in.recorded")).toMatchObject({
      check_in: { day: "2025-10-30" },
      registration: { id, reference },
    });
    expect(byType.get("programme.published")).toEqual({
      version: published.json().version,
      published_at: published.json().published_at,
    });
  });

  it("pings on demand and sends a delivery again with « Renvoyer »", async () => {
    const { id: webhookId, secret } = await subscribe(receiver.url, ["programme.published"]);
    const ping = await admin("POST", `/api/admin/webhooks/${webhookId}/ping`);
    expect(ping.statusCode).toBe(202);
    expect(await worker().drain()).toBe(1);
    const [first] = receiver.accepted();
    expect(bodyOf(first ?? { body: "{}" })).toMatchObject({
      id: ping.json().event_id,
      type: "ping",
    });
    const [delivery] = (await admin("GET", `/api/admin/webhooks/${webhookId}/deliveries`)).json()
      .deliveries;
    const again = await admin(
      "POST",
      `/api/admin/webhooks/${webhookId}/deliveries/${delivery.id}/resend`,
    );
    expect(again.statusCode).toBe(202);
    expect(await worker().drain()).toBe(1);
    const [, second] = receiver.accepted();
    if (!first || !second) throw new Error("not received twice");
    expect(bodyOf(second).id).toBe(bodyOf(first).id);
    expect(second.headers["x-congres-delivery"]).not.toBe(first.headers["x-congres-delivery"]);
    expect(
      verifySignature(secret, second.body, String(second.headers["x-congres-signature"]), now),
    ).toBe(true);
    const actions = await storedRows(
      harness.database.db,
      "audit_log",
      { entity_id: webhookId, entity_type: "webhook" },
      ["action"],
    );
    expect(actions.map((row) => row.action)).toEqual([
      "webhook.create",
      "webhook.ping",
      "webhook.resend",
    ]);
  });

  it("turns a webhook off once its retries are spent, tells the admins, and queues nothing more for it", async () => {
    const failing = await startWebhookReceiver("127.0.0.1", () => 503);
    try {
      const { id: webhookId } = await subscribe(failing.url, ["programme.published"]);
      await admin("POST", "/api/admin/programme/publish", { confirm: true });
      const hooks = worker({ retryDelaysMs: [10_000] });
      expect(await hooks.drain()).toBe(1);
      now = new Date(now.getTime() + 10_000);
      expect(await hooks.drain()).toBe(1);
      expect(failing.received).toHaveLength(2);
      const [webhook] = (await admin("GET", "/api/admin/webhooks"))
        .json()
        .webhooks.filter((hook: { id: number }) => hook.id === webhookId);
      expect(webhook).toMatchObject({ active: false, disabled_at: now.toISOString() });
      expect(webhook.disabled_reason).toContain("Réponse HTTP 503");
      const notices = await storedRows(
        harness.database.db,
        "outbox",
        { kind: "staff_webhook_disabled" },
        ["to_address", "subject"],
      );
      expect(notices).toEqual([
        {
          to_address: "direction@example.ma",
          subject: expect.stringContaining("Webhook désactivé"),
        },
      ]);
      const [delivery] = await deliveries(webhookId);
      expect(delivery).toMatchObject({ status: "failed", attempts: 2, last_status_code: 503 });

      await admin("POST", "/api/admin/programme/publish", { confirm: true });
      expect(await deliveries(webhookId)).toHaveLength(1);
      expect((await admin("POST", `/api/admin/webhooks/${webhookId}/ping`)).json()).toEqual({
        message: WEBHOOK_MESSAGES.disabled,
      });
    } finally {
      await failing.stop();
    }
  });

  it("never reaches a loopback address outside the allow-list, nor a name the DNS points to a private one", async () => {
    const sender = webhookSender({ allowedAddresses: ALLOWED, timeoutMs: 5_000 });
    const refused = await sender.send(local2.url, "{}", {});
    sender.close();
    expect(refused).toEqual({
      statusCode: null,
      error: expect.stringMatching(/^Adresse refusée : /),
    });
    expect(local2.received).toEqual([]);

    // The name answers a private address at connect time (DNS rebinding): refused, not connected.
    const asked: string[] = [];
    const privateAnswer: LookupFunction = (hostname, options, callback) => {
      asked.push(hostname);
      if (options.all) callback(null, [{ address: "10.20.30.40", family: 4 }]);
      else callback(null, "10.20.30.40", 4);
    };
    const { id: webhookId } = await subscribe("https://crm.example.org/hooks", [
      "programme.published",
    ]);
    await admin("POST", `/api/admin/webhooks/${webhookId}/ping`);
    expect(await worker({ lookup: privateAnswer }).drain()).toBe(1);
    expect(asked).toEqual(["crm.example.org"]);
    const [delivery] = await deliveries(webhookId);
    expect(delivery).toMatchObject({ status: "queued", attempts: 1, last_status_code: null });
    expect(delivery?.last_error).toMatch(/^Adresse refusée : .*10\.20\.30\.40.*private IP address/);
    expect(Date.parse(delivery?.next_attempt_at ?? "") - now.getTime()).toBe(RETRY_DELAYS_MS[0]);

    // Deleted: its deliveries go with it, the Journal keeps the line.
    const deleted = await admin("DELETE", `/api/admin/webhooks/${webhookId}`);
    expect(deleted.statusCode).toBe(204);
    expect(await deliveries(webhookId)).toEqual([]);
    expect((await admin("DELETE", `/api/admin/webhooks/${webhookId}`)).json()).toEqual({
      message: WEBHOOK_MESSAGES.notFound,
    });
    const line = await storedRows(
      harness.database.db,
      "audit_log",
      { entity_id: webhookId, action: "webhook.delete" },
      ["action"],
    );
    expect(line).toHaveLength(1);
  });
});
