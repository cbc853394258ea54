import { STAFF_ACCESS } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { mailTexts } from "../../services/mail/mail-texts.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { pdfAnswers } from "../http-schemas.ts";
import { renderReceipt } from "./attachment-pdfs.ts";
import { findReceiptOf } from "./receipt-repository.ts";

const RECEIPT_FILE = /^(\d{4}-\d{4,})\.pdf$/;

const receiptParamsSchema = idParamsSchema.extend({
  file: z.string().regex(RECEIPT_FILE, { error: "Numéro de reçu invalide" }),
});

/**
 * `GET /api/admin/registrations/:id/receipts/2025-0001.pdf`: a receipt again, rendered from the
 * row as issued (a cancelled one says so on the page), in the delegate's language: the PDF she
 * was mailed.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/registrations/:id/receipts/:file",
    {
      config: { roles: STAFF_ACCESS.office },
      schema: {
        params: receiptParamsSchema,
        response: pdfAnswers("Le reçu de paiement.", 404),
      },
    },
    async (request, reply) => {
      const number = RECEIPT_FILE.exec(request.params.file)?.[1] ?? "";
      const receipt = await findReceiptOf(app.db, request.params.id, number);
      if (!receipt) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      const { pdf } = await renderReceipt(app.db, receipt, app.mail.context.edition);
      return sendPdf(reply, mailTexts.paymentReceipt.fileName(receipt.number), pdf);
    },
  );
};
