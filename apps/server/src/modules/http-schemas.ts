import { z } from "zod";

/** The answer to a public write: the new row's id. */
export const createdSchema = z.object({ id: z.number().int() });
