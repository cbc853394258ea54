import { cashPaymentSchema, checkInMessages, STAFF_ACCESS, zonedDay } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { deskPersonSchema } from "../check-in/check-in-answers.ts";
import { deskPerson } from "../check-in/check-in-repository.ts";
import { checkInSettings } from "../check-in/check-in-settings.ts";
import { unseenByDesk } from "../check-in/desk-access.ts";
import { messageAnswers } from "../http-schemas.ts";
import { findDeskRow } from "../registrations/registration-desk.ts";
import { performPaymentAction } from "./payment-workflow.ts";

const PATH = "/api/admin/check-in";

/** The bank label of a payment taken in cash at the desk (the receipt and Historique show it). */
const CASH_LABEL = "Espèces, encaissées à l'accueil";

/**
 * A cash payment at the check-in desk, when the secretariat allows it (decision 0047): a payment
 * action, so it lives with the payments, which sit above the desk's module.
 */
export const deskPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = { roles: STAFF_ACCESS.desk };
  const edition = () => app.mail.context.edition;
  const today = () => zonedDay(app.clock(), edition().timeZone);

  // Through "Marquer payée"'s own path: receipt, its mail and the audit line, in one transaction.
  app.post(
    `${PATH}/:id/cash-payment`,
    {
      config: desk,
      schema: {
        params: idParamsSchema,
        body: cashPaymentSchema,
        response: {
          200: z.object({ registration: deskPersonSchema }),
          ...messageAnswers(404, 409),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (await unseenByDesk(app.db, request, today(), id)) {
        return reply.code(404).send({ message: checkInMessages.notSeenToday });
      }
      if (!(await checkInSettings(app.db)).cash_payments) {
        return reply.code(409).send({ message: checkInMessages.cashNotAllowed });
      }
      const outcome = await performPaymentAction(app.db, {
        id,
        action: {
          kind: "mark_paid",
          amountCentimes: request.body.amount,
          paidAt: today(),
          bankLabel: CASH_LABEL,
        },
        ...actorAndTime(request),
        mail: app.mail,
      });
      if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
      const row = outcome.kind === "done" ? await findDeskRow(app.db, id) : undefined;
      if (!row) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      return { registration: deskPerson(row) };
    },
  );
};
