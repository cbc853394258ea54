import { invalidBodySchema, messageSchema } from "../http-schemas.ts";
import { invoiceViewSchema } from "./invoice-list.ts";

/** An invoice request's answers: 201 issued, 200 the same again, 404, 409 refused, 422. */
export const invoiceAnswers = {
  200: invoiceViewSchema,
  201: invoiceViewSchema,
  404: messageSchema,
  409: messageSchema,
  422: invalidBodySchema,
};
