import { makeInvoiceRequestSchema } from "@congres/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { InvoiceIssuer } from "../../config.ts";
import { ANSWER_MESSAGES } from "../../services/languages/answer-messages.ts";
import { inOtherLanguages } from "../../services/languages/localized-bodies.ts";
import { requestLocale } from "../../services/languages/request-locale.ts";
import { idParamsSchema } from "../../services/lists/admin-list.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { messageSchema, pdfAnswers } from "../http-schemas.ts";
import { delegateActor } from "../space/delegate-session.ts";
import { ownRegistrationOnly } from "../space-registrations/delegate-guard.ts";
import { invoiceView, invoiceViewSchema } from "./invoice-list.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { findInvoice, invoicesOfRegistration } from "./invoice-repository.ts";
import { answerInvoiceRequest, invoiceAnswers } from "./invoice-schemas.ts";
import { requestInvoice } from "./issue-invoice-workflow.ts";

const INVOICE_FILE = /^([1-9][0-9]{0,15})\.pdf$/;

/**
 * A delegate's invoice from « Mon espace » (issue #40 item 5): asked for her own registration
 * only (404 otherwise, before the body is read, as every space route), in her language, the
 * document in hers; the documents already issued, which her card offers to download; and
 * each one's PDF, hers only.
 */
export const invoiceSpaceRoutes: FastifyPluginAsyncZod<{ issuer: InvoiceIssuer }> = async (
  app,
  options,
) => {
  const edition = () => app.mail.context.edition;

  app.post(
    "/api/space/registrations/:id/invoice",
    {
      schema: {
        params: idParamsSchema,
        body: makeInvoiceRequestSchema("fr"),
        response: invoiceAnswers,
      },
      config: {
        localizedBody: inOtherLanguages(makeInvoiceRequestSchema),
      },
      preValidation: ownRegistrationOnly,
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const outcome = await requestInvoice(app.db, {
        target: { registrationId: request.params.id },
        request: request.body,
        locale,
        language: locale,
        actor: delegateActor(request),
        at: app.clock(),
        timeZone: edition().timeZone,
      });
      return answerInvoiceRequest(reply, outcome, () => reply.callNotFound());
    },
  );

  app.get(
    "/api/space/registrations/:id/invoices",
    {
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(invoiceViewSchema) }), 404: messageSchema },
      },
      preValidation: ownRegistrationOnly,
    },
    async (request) => ({
      data: (await invoicesOfRegistration(app.db, request.params.id)).map(invoiceView),
    }),
  );

  app.get(
    "/api/space/registrations/:id/invoices/:file",
    {
      schema: {
        params: idParamsSchema.extend({ file: z.string() }),
        response: pdfAnswers("Sa facture ou sa pro-forma (PDF).", 404),
      },
      preValidation: ownRegistrationOnly,
    },
    async (request, reply) => {
      const id = Number(INVOICE_FILE.exec(request.params.file)?.[1] ?? 0);
      const invoice = id ? await findInvoice(app.db, id) : undefined;
      if (!invoice || invoice.registration_id !== request.params.id) {
        return reply.code(404).send({ message: ANSWER_MESSAGES[requestLocale(request)].notFound });
      }
      const pdf = await invoicePdf(app.db, invoice, options.issuer, edition());
      return sendPdf(reply, `${invoice.number}.pdf`, pdf);
    },
  );
};
