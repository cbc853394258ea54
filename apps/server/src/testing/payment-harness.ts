import { validRegistration } from "@congres/shared/testing";
import { beforeAll, expect } from "vitest";
import { asAdmin, createAdmin, signIn } from "./admin-session.ts";
import { appHarness } from "./app-harness.ts";
import { postJson } from "./test-app.ts";
import type { TestDatabase } from "./test-databases.ts";

export const PAYMENT_NOW = new Date("2025-10-06T09:30:00.000Z");
export const TREASURER = "tresorerie@example.ma";
/** The body of "Exonérer": a waiver gives its reason. */
export const WAIVER = { reason: "Orateur invité" };

/**
 * A database, the API on a fixed clock and a signed-in treasurer, for the payment specs, with
 * helpers to register someone and act on their payment. Call inside a `describe`.
 */
export function paymentHarness(create: () => Promise<TestDatabase>) {
  const h = Object.assign(appHarness(create, { clock: () => PAYMENT_NOW }), {
    session: "",
    adminId: 0,
  });
  beforeAll(async () => {
    h.adminId = await createAdmin(h.database.db, TREASURER);
    h.session = await signIn(h.app, TREASURER);
  });

  const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    asAdmin(h.app, h.session, method, url, payload);
  const auditOf = async (id: number) =>
    (await admin("GET", `/api/admin/audit?entity_type=registration&entity_id=${id}`)).json();

  return Object.assign(h, {
    admin,
    /** A public registration of that participation type; its id and reference. */
    register: async (participationType = "professionnel") => {
      const response = await postJson(h.app, "/api/registration", {
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
      h.database.db
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
  });
}
