import { validRegistration } from "@congres/shared/testing";
import { afterAll, beforeAll, expect } from "vitest";
import { asAdmin, createAdmin, signIn } from "./admin-session.ts";
import { postJson, type TestApp, testApp } from "./test-app.ts";
import { migratedDatabase, type TestDatabase } from "./test-databases.ts";

export const PAYMENT_NOW = new Date("2025-10-06T09:30:00.000Z");
export const TREASURER = "tresorerie@example.ma";
/** The body of "Exonérer": a waiver gives its reason. */
export const WAIVER = { reason: "Orateur invité" };

/**
 * A database, the API on a fixed clock and a signed-in treasurer, for the payment specs, with
 * helpers to register someone and act on their payment. Call inside a `describe`.
 */
export function paymentHarness(create: () => Promise<TestDatabase>) {
  let database: TestDatabase;
  let app: TestApp;
  let session: string;
  let adminId: number;

  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db, { clock: () => PAYMENT_NOW });
    adminId = await createAdmin(database.db, TREASURER);
    session = await signIn(app, TREASURER);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    asAdmin(app, session, method, url, payload);
  const auditOf = async (id: number) =>
    (await admin("GET", `/api/admin/audit?entity_type=registration&entity_id=${id}`)).json();

  return {
    get database() {
      return database;
    },
    get app() {
      return app;
    },
    get session() {
      return session;
    },
    get adminId() {
      return adminId;
    },
    admin,
    /** A public registration of that participation type; its id and reference. */
    register: async (participationType = "professionnel") => {
      const response = await postJson(app, "/api/registration", {
        ...validRegistration(),
        participationType,
      });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: number; reference: string };
    },
    payment: (
      id: number,
      action: string,
      payload: unknown = action === "waive" ? WAIVER : undefined,
    ) => admin("POST", `/api/admin/registrations/${id}/payment/${action}`, payload),
    auditOf,
    /** The payment lines, without the receipt lines they cause (receipt-routes.test.ts). */
    paymentAuditOf: async (id: number) =>
      ((await auditOf(id)).data as { action: string }[]).filter(
        (line) => !line.action.startsWith("registration.receipt."),
      ),
    /** The registration's payment columns as stored. */
    stored: (id: number) =>
      database.db
        .selectFrom("registrations")
        .select([
          "payment_status",
          "amount_due_centimes",
          "amount_received_centimes",
          "paid_at",
          "bank_label",
          "staff_note",
        ])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
  };
}
