import { z } from "zod";

// The answers' shapes every floor shares: the routes (through modules/http-schemas.ts), the
// list machinery, the plugins.

/**
 * Every refusal and failure the API answers (plugins/error-handler.ts and the routes' own 4xx):
 * one sentence in the request's language. Named, so the OpenAPI document holds it once.
 */
export const messageSchema = z
  .object({ message: z.string() })
  .meta({ id: "Message", description: "Une phrase dans la langue de la requête." });

/** 422: the form's sentence and, under each field's key (`authors.0.email`), its errors. */
export const formErrorsSchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .meta({ id: "FormErrors", description: "Champs refusés, chacun avec ses messages." });

/** A 204 or a redirect: no body. */
export const noBodySchema = z.undefined();

/** Answers `{ message }` for each status, e.g. `...messageAnswers(404, 409)` in `schema.response`. */
export const messageAnswers = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, messageSchema])) as Record<
    S,
    typeof messageSchema
  >;

/**
 * A file answer (PDF, CSV, XLSX, ICS, ZIP): documented by its media type; its bytes are never
 * serialized against a schema (Fastify sends a Buffer or a stream as is).
 */
export const fileAnswer = (mediaType: string, description: string) =>
  filesAnswer([mediaType], description);

/** A file answer of one of several media types (an author's PDF or PPTX). */
export const filesAnswer = (mediaTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((mediaType) => [
      mediaType,
      { schema: z.any().meta({ type: "string", contentMediaType: mediaType }) },
    ]),
  ),
});

/** A 422 a route words itself (`{ message }`) beside the schemas' field errors (`FormErrors`). */
export const unprocessableSchema = z.union([formErrorsSchema, messageSchema]);
