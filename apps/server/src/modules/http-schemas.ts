import { z } from "zod";

/** The answer to a public write: the new row's id. */
export const createdSchema = z.object({ id: z.number().int() });

/** The answer to a registration or a submission: its id and the personal reference. */
export const createdWithReferenceSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
});

export {
  fileAnswer,
  formErrorsSchema,
  messageAnswers,
  messageSchema,
  noBodySchema,
  unprocessableSchema,
} from "../services/http/answer-schemas.ts";
