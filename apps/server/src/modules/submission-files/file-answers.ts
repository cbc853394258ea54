import { z } from "zod";

/** `{message}`: the sentence of a refusal (the openapi work gathers these at merge). */
export const messageSchema = z.object({ message: z.string() });

/** `/…/files/:fileId`: the submission's id and one of its files'. */
export const fileParamsSchema = z.object({
  id: z.coerce.number({ error: "Identifiant invalide" }).int().min(1),
  fileId: z.coerce.number({ error: "Identifiant invalide" }).int().min(1),
});
