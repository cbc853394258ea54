import type { FastifyReply } from "fastify";
import { invalidBodySchema, messageSchema } from "../http-schemas.ts";
import { invoiceView, invoiceViewSchema } from "./invoice-list.ts";
import type { InvoiceRow } from "./invoice-repository.ts";

/** An invoice request's answers: 201 issued, 200 the same again, 404, 409 refused, 422. */
export const invoiceAnswers = {
  200: invoiceViewSchema,
  201: invoiceViewSchema,
  404: messageSchema,
  409: messageSchema,
  422: invalidBodySchema,
};

/** The answer to an invoice request but its 404 (`notFound`: each route words its own). */
export function answerInvoiceRequest<NotFound>(
  reply: FastifyReply,
  outcome:
    | { kind: "issued" | "existing"; invoice: InvoiceRow }
    | { kind: "not_found" }
    | { kind: "refused"; message: string },
  notFound: () => NotFound,
) {
  if (outcome.kind === "not_found") return notFound();
  if (outcome.kind === "refused") return reply.code(409).send({ message: outcome.message });
  return reply.code(outcome.kind === "issued" ? 201 : 200).send(invoiceView(outcome.invoice));
}
