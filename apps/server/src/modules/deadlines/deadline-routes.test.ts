import { CLOSING_TIME_SETTINGS } from "@congres/shared";
import { validRegistration, validSubmission } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closingTimesFromEnv } from "../../config/closing-time-env.ts";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { writeSetting } from "../settings/setting-workflow.ts";
import { CLOSING_TIME_TRUSTED_MS } from "./closing-times.ts";

const ENV_CLOSING = "2025-10-20T22:59:00.000Z";
const CLOSED_REGISTRATIONS =
  "Les inscriptions sont closes depuis le 20 octobre 2025 à 23:59 (heure de Casablanca). Pour toute demande, écrivez à contact@congres-sexologie.ma.";

describe("closing times from the environment", () => {
  it("reads ISO date-times, Casablanca's wall clock when no offset is given", () => {
    expect(
      closingTimesFromEnv({
        REGISTRATIONS_CLOSE_AT: "2025-10-20T23:59",
        SUBMISSIONS_CLOSE_AT: "2025-09-28T23:59:59+01:00",
      }),
    ).toEqual({ registration: ENV_CLOSING, submission: "2025-09-28T22:59:59.000Z" });
    expect(closingTimesFromEnv({ REGISTRATIONS_CLOSE_AT: " " })).toEqual({});
  });

  it("stops the start with the variable named when the value is not a date-time", () => {
    expect(() => closingTimesFromEnv({ SUBMISSIONS_CLOSE_AT: "28/09/2025" })).toThrow(
      /^SUBMISSIONS_CLOSE_AT invalide \(« 28\/09\/2025 »\)/,
    );
  });
});

describe.each(DATABASE_ENGINES)("closing times on $engine", ({ create }) => {
  let now = new Date("2025-10-15T10:00:00.000Z");
  const clock = () => now;
  let openApp: TestApp;
  let session: string;
  const admin = (method: "GET" | "PUT" | "DELETE" | "POST", url: string, payload?: unknown) =>
    asAdmin(harness.app, session, method, url, payload);

  const harness = appHarness(create, { clock, closingTimeDefaults: { registration: ENV_CLOSING } });
  beforeAll(async () => {
    openApp = await testApp(harness.database.db, { clock });
    await createAdmin(harness.database.db, "dates@example.ma");
    session = await signIn(harness.app, "dates@example.ma");
  });
  afterAll(async () => {
    await openApp.close();
  });

  it("unset: both forms stay open, whatever the date (today's behaviour)", async () => {
    now = new Date("2031-01-01T00:00:00.000Z");
    const deadlines = await openApp.inject({ method: "GET", url: "/api/deadlines" });
    expect(deadlines.headers["cache-control"]).toBe("no-store");
    expect(deadlines.json()).toEqual({
      registration: { closes_at: null, open: true },
      submission: { closes_at: null, open: true },
    });
    expect((await postJson(openApp, "/api/registration", validRegistration())).statusCode).toBe(
      201,
    );
    expect((await postJson(openApp, "/api/submission", validSubmission())).statusCode).toBe(201);
  });

  it("closes registrations at the environment's time: open before, 403 in French after", async () => {
    now = new Date("2025-10-20T22:58:59.000Z");
    expect((await harness.app.inject({ method: "GET", url: "/api/deadlines" })).json()).toEqual({
      registration: { closes_at: ENV_CLOSING, open: true },
      submission: { closes_at: null, open: true },
    });
    expect((await postJson(harness.app, "/api/registration", validRegistration())).statusCode).toBe(
      201,
    );

    now = new Date(ENV_CLOSING);
    const before = await countRows(harness.database.db, "registrations");
    const outbox = await countRows(harness.database.db, "outbox");
    const refused = await postJson(harness.app, "/api/registration", validRegistration());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CLOSED_REGISTRATIONS });
    // Closed comes before validation: an invalid late form learns that it is closed.
    const invalid = await postJson(harness.app, "/api/registration", { firstName: "A" });
    expect(invalid.statusCode).toBe(403);
    expect(await countRows(harness.database.db, "registrations")).toBe(before);
    expect(await countRows(harness.database.db, "outbox")).toBe(outbox);
    expect(
      (await harness.app.inject({ method: "GET", url: "/api/deadlines" })).json(),
    ).toMatchObject({
      registration: { open: false },
      submission: { open: true },
    });
    // The other form is untouched.
    expect((await postJson(harness.app, "/api/submission", validSubmission())).statusCode).toBe(
      201,
    );
  });

  it("lets staff's value win over the environment, then fall back to it when cleared", async () => {
    now = new Date("2025-10-25T10:00:00.000Z");
    const set = await admin("PUT", "/api/admin/deadlines/registration", {
      closesAt: "2025-11-01T12:00",
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      form: "registration",
      closes_at: "2025-11-01T11:00:00.000Z",
      open: true,
      source: "admin",
      environment_value: ENV_CLOSING,
      updated_at: now.toISOString(),
      updated_by: "dates@example.ma",
    });
    expect((await postJson(harness.app, "/api/registration", validRegistration())).statusCode).toBe(
      201,
    );

    const cleared = await admin("DELETE", "/api/admin/deadlines/registration");
    expect(cleared.json()).toMatchObject({
      closes_at: ENV_CLOSING,
      open: false,
      source: "environment",
      updated_by: null,
    });
    expect((await postJson(harness.app, "/api/registration", validRegistration())).statusCode).toBe(
      403,
    );

    const audit = await admin("GET", "/api/admin/audit?entity_type=setting");
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: "setting.update",
        actor_email: "dates@example.ma",
        entity_type: "setting",
        entity_id: null,
        entity_reference: "registrations_close_at",
        changes: { closes_at: ["2025-11-01T11:00:00.000Z", null] },
      }),
      expect.objectContaining({
        entity_reference: "registrations_close_at",
        changes: { closes_at: [null, "2025-11-01T11:00:00.000Z"] },
      }),
    ]);
  });

  it("applies a closing time set through another server process within a second", async () => {
    now = new Date("2025-10-15T10:00:00.000Z");
    // The delay is counted on performance.now(): held still, then moved on by hand.
    let monotonicNow = performance.now();
    const clockSpy = vi.spyOn(performance, "now").mockImplementation(() => monotonicNow);
    const elsewhere = harness.database.connectAgain();
    try {
      expect((await postJson(openApp, "/api/registration", validRegistration())).statusCode).toBe(
        201,
      );
      await writeSetting(elsewhere, {
        key: CLOSING_TIME_SETTINGS.registration,
        field: "closes_at",
        value: "2025-10-14T10:00:00.000Z",
        actor: { id: null, email: "autre-serveur@example.ma" },
        at: now,
      });
      // Within the delay the copy read a moment ago is trusted; past it, the change applies.
      expect((await postJson(openApp, "/api/registration", validRegistration())).statusCode).toBe(
        201,
      );
      monotonicNow += CLOSING_TIME_TRUSTED_MS;
      expect((await postJson(openApp, "/api/registration", validRegistration())).statusCode).toBe(
        403,
      );
    } finally {
      clockSpy.mockRestore();
      await writeSetting(elsewhere, {
        key: CLOSING_TIME_SETTINGS.registration,
        field: "closes_at",
        value: null,
        actor: { id: null, email: "autre-serveur@example.ma" },
        at: now,
      });
      await elsewhere.destroy();
      // Reading the deadlines reads the setting afresh: the next tests start from the database.
      await openApp.inject({ method: "GET", url: "/api/deadlines" });
    }
  });

  it("closes submissions set from the admin, and extends them again", async () => {
    now = new Date("2025-10-25T10:00:00.000Z");
    await admin("PUT", "/api/admin/deadlines/submission", { closesAt: "2025-10-25T10:00" });
    const refused = await postJson(harness.app, "/api/submission", validSubmission());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Les soumissions sont closes depuis le 25 octobre 2025 à 10:00 (heure de Casablanca). Pour toute demande, écrivez à contact@congres-sexologie.ma.",
    );
    const extended = await admin("PUT", "/api/admin/deadlines/submission", {
      closesAt: "2025-10-26T23:59",
    });
    expect(extended.json()).toMatchObject({ open: true, closes_at: "2025-10-26T22:59:00.000Z" });
    expect((await postJson(harness.app, "/api/submission", validSubmission())).statusCode).toBe(
      201,
    );
    const lines = (await admin("GET", "/api/admin/audit?q=submissions_close_at")).json();
    expect(lines.data[0].changes).toEqual({
      closes_at: ["2025-10-25T09:00:00.000Z", "2025-10-26T22:59:00.000Z"],
    });
    await admin("DELETE", "/api/admin/deadlines/submission");
  });

  it("lets staff enter a late registration and submission after closing, mails queued, audited", async () => {
    now = new Date("2025-12-01T10:00:00.000Z");
    await admin("PUT", "/api/admin/deadlines/submission", { closesAt: "2025-11-01T00:00" });
    expect((await postJson(harness.app, "/api/registration", validRegistration())).statusCode).toBe(
      403,
    );

    const registration = await admin("POST", "/api/admin/registrations", {
      ...validRegistration(),
      lastName: "Tardif",
      participationType: "etudiant",
    });
    expect(registration.statusCode).toBe(201);
    const { id, reference } = registration.json();
    expect(
      await harness.database.db
        .selectFrom("registrations")
        .select(["last_name", "reference", "amount_due_centimes", "payment_status"])
        .where("id", "=", id)
        .executeTakeFirst(),
    ).toEqual({
      last_name: "Tardif",
      reference,
      amount_due_centimes: 50_000,
      payment_status: "en_attente",
    });
    const mails = await harness.database.db
      .selectFrom("outbox")
      .select("kind")
      .where("entity_type", "=", "registration")
      .where("entity_id", "=", id)
      .orderBy("kind")
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual([
      "registration_confirmation",
      "staff_new_registration",
    ]);

    const submission = await admin("POST", "/api/admin/submissions", validSubmission());
    expect(submission.statusCode).toBe(201);
    const audit = (await admin("GET", "/api/admin/audit?action=registration.create")).json();
    expect(audit.data).toEqual([
      expect.objectContaining({
        actor_email: "dates@example.ma",
        entity_id: id,
        entity_reference: reference,
        changes: {},
      }),
    ]);
    const created = (await admin("GET", "/api/admin/audit?action=submission.create")).json();
    expect(created.data[0]).toMatchObject({ entity_id: submission.json().id });
  });

  it("validates staff's entries with the public forms' schemas and messages", async () => {
    const before = await countRows(harness.database.db, "registrations");
    const response = await admin("POST", "/api/admin/registrations", {
      ...validRegistration(),
      email: "pas-un-email",
      termsAccepted: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ["Email invalide"],
      termsAccepted: ["Vous devez accepter les conditions"],
    });
    expect(await countRows(harness.database.db, "registrations")).toBe(before);
  });

  it("refuses a bad closing time or form in French, and a change without CSRF", async () => {
    const bad = await admin("PUT", "/api/admin/deadlines/registration", { closesAt: "bientôt" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      closesAt: ["Date et heure invalides : indiquez par exemple 2025-10-20T23:59"],
    });
    const form = await admin("PUT", "/api/admin/deadlines/contact", {
      closesAt: "2025-10-20T23:59",
    });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors).toEqual({ form: ["Formulaire inconnu"] });
    const forged = await harness.app.inject({
      method: "PUT",
      url: "/api/admin/deadlines/registration",
      cookies: { congres_session: session },
      payload: { closesAt: "2030-01-01T00:00" },
    });
    expect(forged.statusCode).toBe(419);
    expect((await admin("GET", "/api/admin/deadlines")).json().registration.source).toBe(
      "environment",
    );
  });
});
