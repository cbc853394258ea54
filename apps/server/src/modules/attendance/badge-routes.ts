import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { renderBadgesPdf } from "../../services/pdf/render-pdf.ts";
import { pdfAnswers } from "../http-schemas.ts";
import { delegateOf } from "../registrations/delegate-data.ts";
import { attendingRegistrations } from "../registrations/registration-attendance.ts";
import { registrationList } from "../registrations/registration-list.ts";
import { attendanceMessages } from "./attendance-messages.ts";

/** The list's query (search and filters; its paging is ignored) and the sheet layout. */
const badgeQuerySchema = registrationList.extend({
  layout: z
    .enum(["sheet", "single"], { error: "Mise en page des badges inconnue" })
    .default("sheet"),
});

/**
 * `GET /api/admin/registrations/badges.pdf?layout=sheet|single&q&payment_status&participation_type`:
 * the badges of the paid or waived registrations the list shows with the same search and filters,
 * 8 to an A4 sheet or one per page.
 */
export const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/registrations/badges.pdf",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        querystring: badgeQuerySchema,
        response: pdfAnswers("Les badges, plusieurs par page A4.", 404),
      },
    },
    async (request, reply) => {
      const rows = await attendingRegistrations(app.db, request.query);
      if (rows.length === 0) return reply.code(404).send({ message: attendanceMessages.noBadge });
      const pdf = await renderBadgesPdf(
        rows.map((row) => delegateOf(row)),
        request.query.layout,
        app.mail.context.edition,
      );
      return sendPdf(
        reply,
        `badges-${request.query.layout === "single" ? "1" : "8"}-par-page.pdf`,
        pdf,
      );
    },
  );
};
