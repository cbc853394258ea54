import { validContact, validRegistration, validSubmission } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const NOW = new Date("2025-10-07T08:00:00.000Z");

describe.each(DATABASE_ENGINES)("the audit log on $engine", ({ create }) => {
  let session: string;
  let adminId: number;
  const admin = (
    method: "GET" | "DELETE" | "POST" | "PUT" | "PATCH",
    url: string,
    payload?: unknown,
  ) => asAdmin(harness.app, session, method, url, payload);

  const harness = appHarness(create, { clock: () => NOW });
  beforeAll(async () => {
    adminId = await createAdmin(harness.database.db, "audit@example.ma");
    session = await signIn(harness.app, "audit@example.ma");
  });

  it("records a deletion by table, id and reference, never the person's data", async () => {
    const registration = (
      await postJson(harness.app, "/api/registration", validRegistration())
    ).json();
    const submission = (await postJson(harness.app, "/api/submission", validSubmission())).json();
    const contact = (await postJson(harness.app, "/api/contact", validContact())).json();
    for (const path of [
      `registrations/${registration.id}`,
      `submissions/${submission.id}`,
      `contacts/${contact.id}`,
    ]) {
      expect((await admin("DELETE", `/api/admin/${path}`)).statusCode).toBe(204);
    }
    const lines = (await admin("GET", "/api/admin/audit")).json();
    // The admin's sign-in, then the three deletions.
    expect(lines.total).toBe(4);
    expect(lines.data).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number),
          created_at: NOW.toISOString(),
          actor_id: adminId,
          actor_email: "audit@example.ma",
          actor_kind: "staff",
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
    const stored = JSON.stringify(
      await harness.database.db.selectFrom("audit_log").selectAll().execute(),
    );
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

  it("records sign-ins, failed sign-ins and sign-outs, with who and when", async () => {
    const failed = await postJson(harness.app, "/api/login", {
      email: "Audit@Example.ma",
      password: "mauvais-mot-de-passe",
    });
    expect(failed.statusCode).toBe(401);
    const other = await signIn(harness.app, "audit@example.ma");
    expect((await asAdmin(harness.app, other, "POST", "/api/logout")).statusCode).toBe(204);
    const lines = (await admin("GET", "/api/admin/audit?entity_type=user")).json().data;
    expect(lines.slice(0, 3)).toEqual([
      expect.objectContaining({
        action: "auth.sign_out",
        actor_id: adminId,
        actor_email: "audit@example.ma",
        entity_id: adminId,
      }),
      expect.objectContaining({ action: "auth.sign_in", actor_id: adminId, entity_id: adminId }),
      expect.objectContaining({
        action: "auth.sign_in_failed",
        actor_id: null,
        actor_email: "audit@example.ma",
        entity_reference: "audit@example.ma",
        created_at: NOW.toISOString(),
      }),
    ]);
  });

  it("records the admin accounts created and deleted, by whom", async () => {
    const created = await admin("POST", "/api/admin/users", {
      name: "Omar Idrissi",
      email: "omar.idrissi@example.ma",
      password: "mot-de-passe-solide",
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await admin("DELETE", `/api/admin/users/${id}`)).statusCode).toBe(204);
    const lines = (await admin("GET", `/api/admin/audit?entity_type=user&entity_id=${id}`)).json();
    expect(lines.data).toEqual([
      expect.objectContaining({
        action: "user.delete",
        actor_email: "audit@example.ma",
        entity_reference: "omar.idrissi@example.ma",
      }),
      expect.objectContaining({
        action: "user.create",
        actor_id: adminId,
        entity_reference: "omar.idrissi@example.ma",
      }),
    ]);
  });

  it("filters by user and by whole days in Casablanca's time", async () => {
    const mine = (await admin("GET", "/api/admin/audit?actor=audit%40example.ma")).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.data.map((line: { actor_email: string }) => line.actor_email))).toEqual(
      new Set(["audit@example.ma"]),
    );
    expect((await admin("GET", "/api/admin/audit?actor=personne%40example.ma")).json().total).toBe(
      0,
    );
    // NOW is 08:00 UTC on 7 October, 09:00 in Casablanca: inside the 7th, not the 6th nor the 8th.
    const total = (query: string) =>
      admin("GET", `/api/admin/audit?${query}`).then((response) => response.json().total);
    const all = await total("");
    expect(await total("from=2025-10-07&to=2025-10-07")).toBe(all);
    expect(await total("to=2025-10-06")).toBe(0);
    expect(await total("from=2025-10-08")).toBe(0);
    const bad = await admin("GET", "/api/admin/audit?from=2025-13-01");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ from: ["Date de début invalide (AAAA-MM-JJ)"] });
    const reversed = await admin("GET", "/api/admin/audit?from=2025-10-08&to=2025-10-07");
    expect(reversed.json().errors).toEqual({ to: ["La date de fin précède la date de début"] });
    const actors = (await admin("GET", "/api/admin/audit/actors")).json();
    expect(actors).toEqual({ data: ["audit@example.ma"] });
  });

  it("refuses every attempt to change or delete a line, which stays as written", async () => {
    const before = await harness.database.db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("id")
      .execute();
    const id = before[0]?.id;
    for (const method of ["PUT", "PATCH", "DELETE", "POST"] as const) {
      expect((await admin(method, `/api/admin/audit/${id}`)).statusCode).toBe(404);
    }
    expect((await admin("DELETE", "/api/admin/audit")).statusCode).toBe(404);
    const after = await harness.database.db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("id")
      .execute();
    expect(after.slice(0, before.length)).toEqual(before);
  });

  it("offers no way to change or delete a line", () => {
    const writes = harness.app.adminRoutes.filter(
      (route) => route.url.startsWith("/api/admin/audit") && route.method !== "GET",
    );
    expect(writes.filter((route) => route.method !== "HEAD")).toEqual([]);
  });
});
