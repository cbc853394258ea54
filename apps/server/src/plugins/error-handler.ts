import type { Locale } from "@congres/shared";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { ANSWER_MESSAGES, type AnswerMessages } from "../services/languages/answer-messages.ts";
import { requestLocale } from "../services/languages/request-locale.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's body schema in each other language (the French one is `schema.body`): a 422
     * for a visitor writing in English or Arabic is worded from it (decision 0027).
     */
    localizedBody?: Partial<Record<Locale, z.ZodType>>;
  }
}

const CLIENT_ERROR_MESSAGES: Record<string, keyof AnswerMessages> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "bodyTooLarge",
  FST_ERR_CTP_INVALID_JSON_BODY: "invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "emptyJson",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "invalidMediaType",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "invalidContentLength",
};

const french = ANSWER_MESSAGES.fr;
export const GENERIC_CLIENT_ERROR = french.genericClient;
export const SERVER_ERROR = french.serverError;
export const NOT_FOUND_MESSAGE = french.notFound;
/** Said of a field whose schema has no message of its own for this failure. */
export const FIELD_FALLBACK_ERROR = french.fieldFallback;

type FieldIssue = { field: string; message: string | undefined };

/** `/authors/0/email` → `authors.0.email`, the keys the forms put their errors under. */
const fieldOf = (instancePath: string) =>
  instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";

/**
 * The issues of an invalid body in the visitor's language: the route's schema in that language
 * parses the same body again (same rules, built by the same factory), only when it failed.
 */
function localizedIssues(request: FastifyRequest, locale: Locale): FieldIssue[] | undefined {
  const schema = request.routeOptions.config.localizedBody?.[locale];
  if (!schema) return undefined;
  const fallback = ANSWER_MESSAGES[locale].fieldFallback;
  const result = schema.safeParse(request.body, { error: () => fallback });
  if (result.success) return undefined;
  return result.error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "_",
    message: issue.message,
  }));
}

/**
 * One place turns every failure into a JSON answer in the visitor's language (French for the
 * admin): 422 with field errors for invalid input, the client's own 4xx for bad requests, and a
 * 500 that never shows its internals.
 */
async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  // Zod's own defaults are English ("Invalid input: …"): a schema's message still comes first,
  // this replaces only the defaults, in this server process.
  z.config({ customError: () => FIELD_FALLBACK_ERROR });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const answers = ANSWER_MESSAGES[locale];
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues =
        (locale === "fr" ? undefined : localizedIssues(request, locale)) ??
        error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath),
          message: issue.message,
        }));
      const errors: Record<string, string[]> = {};
      for (const { field, message } of issues) {
        const said = field === "_" ? answers.genericClient : (message ?? answers.fieldFallback);
        errors[field] = [...new Set([...(errors[field] ?? []), said])];
      }
      return reply.code(422).send({ message: answers.formInvalid, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = CLIENT_ERROR_MESSAGES[error.code];
      const message = known ? answers[known] : answers.genericClient;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: answers.serverError });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: ANSWER_MESSAGES[requestLocale(request)].notFound }),
  );
}

/** Global on purpose: it must cover every route, registered before or after it. */
export const errorHandler = fastifyPlugin(errorHandlerPlugin, { name: "error-handler" });
