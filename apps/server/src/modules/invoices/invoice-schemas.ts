import { z } from "zod";
import { invoiceViewSchema } from "./invoice-list.ts";

/** The `{message}` of a refusal (openapi's shared error schemas replace it at merge). */
export const messageSchema = z.object({ message: z.string() });

/** The 422 of an invalid body: the sentence and each field's errors. */
export const invalidBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** An invoice request's answers: 201 issued, 200 the same again, 404, 409 refused, 422. */
export const invoiceAnswers = {
  200: invoiceViewSchema,
  201: invoiceViewSchema,
  404: messageSchema,
  409: messageSchema,
  422: invalidBodySchema,
};
