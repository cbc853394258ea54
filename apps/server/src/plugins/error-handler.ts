import { messages } from "@congres/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "La requête est trop volumineuse.",
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Le corps de la requête JSON est vide.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Type de contenu non pris en charge : envoyez du JSON.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "La longueur annoncée de la requête est incorrecte.",
};

export const GENERIC_CLIENT_ERROR = "La requête est invalide.";
export const SERVER_ERROR = "Une erreur interne est survenue. Veuillez réessayer plus tard.";
export const NOT_FOUND_MESSAGE = "Ressource introuvable.";
/** Said of a field whose schema has no message of its own for this failure. */
export const FIELD_FALLBACK_ERROR = "Valeur invalide.";

/** `/authors/0/email` → `authors.0.email`, the keys the forms put their errors under. */
const fieldOf = (instancePath: string) =>
  instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";

/**
 * One place turns every failure into a French JSON answer: 422 with field errors for invalid
 * input, the client's own 4xx for bad requests, and a 500 that never shows its internals.
 */
async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  // Zod's own defaults are English ("Invalid input: …"): a schema's message still comes first,
  // this replaces only the defaults, in this server process.
  z.config({ customError: () => FIELD_FALLBACK_ERROR });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        const message =
          field === "_" ? GENERIC_CLIENT_ERROR : (issue.message ?? FIELD_FALLBACK_ERROR);
        errors[field] = [...new Set([...(errors[field] ?? []), message])];
      }
      return reply.code(422).send({ message: messages.common.formInvalid, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: CLIENT_ERROR_MESSAGES[error.code] ?? GENERIC_CLIENT_ERROR });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: SERVER_ERROR });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE }));
}

/** Global on purpose: it must cover every route, registered before or after it. */
export const errorHandler = fastifyPlugin(errorHandlerPlugin, { name: "error-handler" });
