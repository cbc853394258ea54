import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";

const NOW = new Date("2025-10-07T08:00:00.000Z");

describe.each(DATABASE_ENGINES)("the audit log on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let session: string;
  let adminId: number;
  const admin = (method: "GET" | "DELETE", url: string) => asAdmin(app, session, method, url);

  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db, { clock: () => NOW });
    adminId = await createAdmin(database.db, "audit@example.ma");
    session = await signIn(app, "audit@example.ma");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("records a deletion by table, id and reference, never the person's data", async () => {
    const registration = (await postJson(app, "/api/registration", validRegistration())).json();
    const submission = (await postJson(app, "/api/submission", validSubmission())).json();
    const contact = (await postJson(app, "/api/contact", validContact())).json();
    for (const path of [
      `registrations/${registration.id}`,
      `submissions/${submission.id}`,
      `contacts/${contact.id}`,
    ]) {
      expect((await admin("DELETE", `/api/admin/${path}`)).statusCode).toBe(204);
    }
    const lines = (await admin("GET", "/api/admin/audit")).json();
    expect(lines.total).toBe(3);
    expect(lines.data).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number),
          created_at: NOW.toISOString(),
          actor_id: adminId,
          actor_email: "audit@example.ma",
          action: "registration.delete",
          entity_type: "registration",
          entity_id: registration.id,
          entity_reference: registration.reference,
          changes: {},
          reverts_id: null,
        },
        expect.objectContaining({
          action: "submission.delete",
          entity_id: submission.id,
          entity_reference: submission.reference,
          changes: {},
        }),
        expect.objectContaining({
          action: "contact.delete",
          entity_id: contact.id,
          entity_reference: "",
          changes: {},
        }),
      ]),
    );
    const stored = JSON.stringify(await database.db.selectFrom("audit_log").selectAll().execute());
    for (const personal of ["Amina", "Benali", "amina.benali", "Fatou", "Diallo", "Nadia"]) {
      expect(stored).not.toContain(personal);
    }
  });

  it("writes no line when the row to delete does not exist", async () => {
    const before = (await admin("GET", "/api/admin/audit")).json().total;
    expect((await admin("DELETE", "/api/admin/registrations/999999")).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/audit")).json().total).toBe(before);
  });

  it("filters by entity and action, and searches the reference", async () => {
    const only = (await admin("GET", "/api/admin/audit?action=contact.delete")).json();
    expect(only.data.map((line: { action: string }) => line.action)).toEqual(["contact.delete"]);
    const registrations = (await admin("GET", "/api/admin/audit?entity_type=registration")).json();
    expect(registrations.total).toBe(1);
    const reference = registrations.data[0].entity_reference;
    const found = (await admin("GET", `/api/admin/audit?q=${reference.toLowerCase()}`)).json();
    expect(found.data).toEqual([expect.objectContaining({ entity_reference: reference })]);
    const bad = await admin("GET", "/api/admin/audit?action=registration.hack");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ action: ["Action inconnue"] });
  });

  it("offers no way to change or delete a line", () => {
    const writes = app.adminRoutes.filter(
      (route) => route.url.startsWith("/api/admin/audit") && route.method !== "GET",
    );
    expect(writes.filter((route) => route.method !== "HEAD")).toEqual([]);
  });
});
