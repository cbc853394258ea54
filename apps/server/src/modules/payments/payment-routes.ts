import {
  markPaidSchema,
  type PaymentAction,
  STAFF_ACCESS,
  staffNoteSchema,
  waiveSchema,
} from "@congres/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { messageAnswers } from "../http-schemas.ts";
import { registrationDetailSchema } from "../registrations/registration-answers.ts";
import { findRegistration } from "../registrations/registration-by-id.ts";
import { registrationDetail } from "../registrations/registration-detail.ts";
import {
  type PaymentOutcome,
  performPaymentAction,
  undoPaymentAction,
  updateStaffNote,
} from "./payment-workflow.ts";
import { registrationExtras } from "./registration-extras.ts";

const PATH = "/api/admin/registrations/:id";

/** Each action answers the registration as it now is (its detail), 404 or 409. */
const answers = { 200: registrationDetailSchema, ...messageAnswers(404, 409) };

/** 200 with the registration as it now is, 404 when unknown, 409 with the French refusal. */
async function answer(
  app: FastifyInstance,
  reply: FastifyReply,
  id: number,
  outcome: PaymentOutcome,
) {
  if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
  const row = outcome.kind === "done" ? await findRegistration(app.db, id) : undefined;
  if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
  return registrationDetail(app.db, row, registrationExtras);
}

/**
 * Staff's payment actions on one registration, each audited (who, when, old → new): mark paid
 * (a transfer; a partial amount keeps it waiting), waive, cancel, undo; and the internal note.
 * The state machine is `applyPaymentAction` (packages/shared/src/payment.ts).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const act = (id: number, action: PaymentAction, request: FastifyRequest) =>
    performPaymentAction(app.db, {
      id,
      action,
      ...actorAndTime(request),
      mail: app.mail,
    });

  app.post(
    `${PATH}/payment/mark-paid`,
    {
      config: { roles: STAFF_ACCESS.office, scope: "payments:write" },
      schema: { params: idParamsSchema, body: markPaidSchema, response: answers },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { amount, paidAt, bankLabel } = request.body;
      const action = { kind: "mark_paid", amountCentimes: amount, paidAt, bankLabel } as const;
      return answer(app, reply, id, await act(id, action, request));
    },
  );

  app.post(
    `${PATH}/payment/waive`,
    {
      config: { roles: STAFF_ACCESS.office, scope: "payments:write" },
      schema: { params: idParamsSchema, body: waiveSchema, response: answers },
    },
    async (request, reply) => {
      const { id } = request.params;
      const action = { kind: "waive", reason: request.body.reason } as const;
      return answer(app, reply, id, await act(id, action, request));
    },
  );

  app.post(
    `${PATH}/payment/cancel`,
    {
      config: { roles: STAFF_ACCESS.office, scope: "payments:write" },
      schema: { params: idParamsSchema, response: answers },
    },
    async (request, reply) => {
      const { id } = request.params;
      return answer(app, reply, id, await act(id, { kind: "cancel" }, request));
    },
  );

  app.post(
    `${PATH}/payment/undo`,
    {
      config: { roles: STAFF_ACCESS.office },
      schema: { params: idParamsSchema, response: answers },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await undoPaymentAction(app.db, {
        id,
        ...actorAndTime(request),
        mail: app.mail,
      });
      return answer(app, reply, id, outcome);
    },
  );

  app.put(
    `${PATH}/note`,
    {
      config: { roles: STAFF_ACCESS.office },
      schema: { params: idParamsSchema, body: staffNoteSchema, response: answers },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await updateStaffNote(app.db, {
        id,
        note: request.body.staffNote,
        ...actorAndTime(request),
      });
      return answer(app, reply, id, found ? { kind: "done" } : { kind: "not_found" });
    },
  );
};
