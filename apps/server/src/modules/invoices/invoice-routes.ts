import { type InvoiceRequest, invoiceRequestSchema, STAFF_ACCESS } from "@congres/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { InvoiceIssuer } from "../../config.ts";
import { actorAndTime } from "../../services/audit/audit-repository.ts";
import { idParamsSchema, NOT_FOUND_MESSAGE } from "../../services/lists/admin-list.ts";
import { auditExport, EXPORT_ANSWERS, sendExport } from "../../services/lists/export-endpoints.ts";
import { sendPdf } from "../../services/pdf/pdf-reply.ts";
import { fileAnswer, messageSchema } from "../http-schemas.ts";
import {
  INVOICE_EXPORT_COLUMNS,
  invoiceListQuerySchema,
  invoicePage,
  invoicePages,
  invoiceViewSchema,
} from "./invoice-list.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { findInvoice, type InvoiceTarget } from "./invoice-repository.ts";
import { answerInvoiceRequest, invoiceAnswers } from "./invoice-schemas.ts";

const INVOICE_PDF_ANSWER = fileAnswer(
  "application/pdf",
  "La facture, l'avoir ou la pro-forma (PDF).",
);

import { invoiceTargetOf } from "./invoice-targets.ts";
import { requestInvoice } from "./issue-invoice-workflow.ts";

const UNKNOWN_REFERENCE = "Aucune inscription ni commande de groupe n'a cette référence.";

const INVOICE_FILE = /^([1-9][0-9]{0,15})\.pdf$/;
const fileParamsSchema = z.object({
  file: z.string().regex(INVOICE_FILE, { error: "Document introuvable" }),
});

/**
 * « Factures » (issue #40 item 5, decision 0076), admin and secretariat (the office: money and
 * registrations are theirs, the accountant works there): an invoice or pro-forma on request for
 * a registration or a group order, the list with its filters and exports, one document's PDF.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{ issuer: InvoiceIssuer }> = async (
  app,
  options,
) => {
  const edition = () => app.mail.context.edition;
  const office = { roles: STAFF_ACCESS.office };
  /** An invoice or a pro-forma requested by the office, its refusals in French. */
  const issue = (request: FastifyRequest & { body: InvoiceRequest }, target: InvoiceTarget) =>
    requestInvoice(app.db, {
      target,
      request: request.body,
      locale: "fr",
      ...actorAndTime(request),
      timeZone: edition().timeZone,
    });

  for (const [path, targetOf] of [
    ["/api/admin/registrations/:id/invoice", (id: number) => ({ registrationId: id })],
    ["/api/admin/group-registrations/:id/invoice", (id: number) => ({ groupId: id })],
  ] as const) {
    app.post(
      path,
      {
        config: office,
        schema: { params: idParamsSchema, body: invoiceRequestSchema, response: invoiceAnswers },
      },
      async (request, reply) =>
        answerInvoiceRequest(
          reply,
          await issue(request, targetOf(request.params.id) as InvoiceTarget),
          () => reply.code(404).send({ message: NOT_FOUND_MESSAGE }),
        ),
    );
  }

  // « Émettre » on the Factures screen: a registration's or a group's reference, as on a transfer.
  app.post(
    "/api/admin/invoices",
    {
      config: office,
      schema: {
        body: invoiceRequestSchema.extend({
          reference: z
            .string({ error: "Référence requise" })
            .trim()
            .min(1, { error: "Référence requise" })
            .max(40),
        }),
        response: invoiceAnswers,
      },
    },
    async (request, reply) => {
      const target = await invoiceTargetOf(
        app.db,
        request.body.reference,
        edition().referencePrefixes,
      );
      const unknown = () => reply.code(404).send({ message: UNKNOWN_REFERENCE });
      if (!target) return unknown();
      return answerInvoiceRequest(reply, await issue(request, target), unknown);
    },
  );

  app.get(
    "/api/admin/invoices",
    {
      config: office,
      schema: {
        querystring: invoiceListQuerySchema,
        response: { 200: z.object({ data: z.array(invoiceViewSchema), total: z.number().int() }) },
      },
    },
    (request) => invoicePage(app.db, request.query, edition().timeZone),
  );

  for (const format of ["csv", "xlsx"] as const) {
    app.get(
      `/api/admin/invoices/export.${format}`,
      {
        config: office,
        schema: { querystring: invoiceListQuerySchema, response: { 200: EXPORT_ANSWERS[format] } },
      },
      async (request, reply) => {
        const audited = { action: "registration.invoices_export", type: "registration" } as const;
        await auditExport(app, request, audited, format, request.query);
        const { page: _page, per_page: _perPage, ...filters } = request.query;
        const day = app.clock().toISOString().slice(0, 10);
        return sendExport(reply, {
          format,
          fileName: `factures-${day}.${format}`,
          sheet: "factures",
          columns: INVOICE_EXPORT_COLUMNS,
          pages: invoicePages(app.db, filters, edition().timeZone),
        });
      },
    );
  }

  app.get(
    "/api/admin/invoices/:file",
    {
      config: office,
      schema: {
        params: fileParamsSchema,
        response: { 200: INVOICE_PDF_ANSWER, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const id = Number(INVOICE_FILE.exec(request.params.file)?.[1]);
      const invoice = await findInvoice(app.db, id);
      if (!invoice) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
      const pdf = await invoicePdf(app.db, invoice, options.issuer, edition());
      return sendPdf(reply, `${invoice.number}.pdf`, pdf);
    },
  );
};
