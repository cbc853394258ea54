import { z } from "zod";
import { fileAnswer, messageAnswers } from "../services/http/answer-schemas.ts";

/** The 422 of an invalid body: the sentence and each field's errors. */
export const invalidBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** The answer to a public write: the new row's id. */
export const createdSchema = z.object({ id: z.number().int() });

/** The answer to a registration or a submission: its id and the personal reference. */
export const createdWithReferenceSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
});

/** The person who wrote in through a public form, as staff's answers name them. */
export const personAnswerShape = {
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
};

/** The edition's bank details for a transfer, as the registration page and « Mon espace » show them. */
export const bankDetailsSchema = z.object({
  accountHolder: z.string(),
  bank: z.string(),
  rib: z.string(),
  iban: z.string(),
  swift: z.string(),
  reference: z.string(),
});

/** A document's answers: the PDF (`description` says which), or a refusal's message (`statuses`). */
export const pdfAnswers = <S extends number>(description: string, ...statuses: S[]) => ({
  200: fileAnswer("application/pdf", description),
  ...messageAnswers(...statuses),
});

export {
  fileAnswer,
  formErrorsSchema,
  messageAnswers,
  messageSchema,
  noBodySchema,
  unprocessableSchema,
} from "../services/http/answer-schemas.ts";
