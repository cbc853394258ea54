import { isDeepStrictEqual } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Every answer the API tests receive is checked against the OpenAPI document (issue #41): its
 * status is documented for its route, its media type too, a JSON body validates against the
 * documented schema, and the response serializer dropped nothing the route returned (a zod
 * object strips the keys it does not know: a schema too narrow would change the answer). What
 * fails is recorded here; `answer-check-setup.ts` fails the test that received it.
 */

type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedAnswer> }>>;
};
type DocumentedAnswer = { content?: Record<string, { schema?: unknown }> };

const violations: string[] = [];

/** The answers that did not match the document since the last call, emptied. */
export function takeAnswerViolations(): string[] {
  return violations.splice(0);
}

/** `/api/admin/registrations/:id` → `/api/admin/registrations/{id}`, as the document names it. */
export const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

// One document per set of routes: the test apps of a worker share it (the same code registers
// the same routes), and an app whose route the known documents lack adds its own.
const documents: { document: OpenApiDocument; ajv: Ajv2020 }[] = [];
const validators = new Map<string, ValidateFunction>();

function documentFor(app: FastifyInstance, path: string, method: string) {
  const known = documents.find(({ document }) => document.paths[path]?.[method]);
  if (known) return known;
  const document = app.swagger() as unknown as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document as object, `openapi-${documents.length}`);
  const entry = { document, ajv };
  documents.push(entry);
  return entry;
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

function validatorFor(entry: (typeof documents)[number], id: string, ...parts: string[]) {
  const key = `${id}#/${pointer(...parts)}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = entry.ajv.getSchema(key);
    if (!validate) throw new Error(`no schema at ${key}`);
    validators.set(key, validate);
  }
  return validate;
}

/** Where `sent` differs from `returned`: `/data/0/search_text dropped`, `/total changed`. */
function differences(returned: unknown, sent: unknown, at: string): string[] {
  if (isDeepStrictEqual(returned, sent)) return [];
  const bothObjects =
    typeof returned === "object" && returned !== null && typeof sent === "object" && sent !== null;
  if (!bothObjects) return [`${at || "/"} changed`];
  const was = returned as Record<string, unknown>;
  const now = sent as Record<string, unknown>;
  return Object.keys(was).flatMap((key) =>
    key in now ? differences(was[key], now[key], `${at}/${key}`) : [`${at}/${key} dropped`],
  );
}

const RAW_PAYLOAD = Symbol("raw payload");
type WithRaw = FastifyRequest & { [RAW_PAYLOAD]?: string };

function bodyText(payload: unknown, encoding: unknown): string | undefined {
  if (typeof payload === "string") return payload;
  if (!Buffer.isBuffer(payload)) return undefined;
  if (encoding === "br") return brotliDecompressSync(payload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(payload).toString("utf8");
  return payload.toString("utf8");
}

function check(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const url = request.routeOptions.url;
  // An unknown path (the not-found handler), HEAD (Fastify's copy of GET) and the built site's
  // pages (hidden: they are not the API) have no operation.
  const hidden = (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide;
  if (url === undefined || request.method === "HEAD" || hidden) return;
  const path = openapiPath(url);
  const method = request.method.toLowerCase();
  const status = String(reply.statusCode);
  const where = `${request.method} ${url} → ${status}`;
  const entry = documentFor(app, path, method);
  const operation = entry.document.paths[path]?.[method];
  if (!operation) return void violations.push(`${where}: the route is not in the document`);
  // A route with no answer described at all is openapi.test.ts's to name, once, not every test's.
  if (!Object.keys(operation.responses ?? {}).some((code) => /^[23]/.test(code))) return;
  const answer = operation.responses?.[status];
  if (!answer) return void violations.push(`${where}: status not documented`);
  const text = bodyText(payload, reply.getHeader("content-encoding"));
  const mediaType =
    String(reply.getHeader("content-type") ?? "")
      .split(";")[0]
      ?.trim() ?? "";
  if (!answer.content) {
    if (text === undefined || text === "") return;
    return void violations.push(`${where}: documented without a body, answered ${mediaType}`);
  }
  if (!answer.content[mediaType]) {
    const documented = Object.keys(answer.content).join(", ");
    return void violations.push(`${where}: answered ${mediaType}, documented ${documented}`);
  }
  if (!mediaType.includes("json") || text === undefined) return;
  const body: unknown = JSON.parse(text);
  const index = documents.indexOf(entry);
  const validate = validatorFor(
    entry,
    `openapi-${index}`,
    "paths",
    path,
    method,
    "responses",
    status,
    "content",
    mediaType,
    "schema",
  );
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || "/"} ${error.message}`)
      .join("; ");
    violations.push(
      `${where}: the body does not match its schema (${errors}): ${text.slice(0, 300)}`,
    );
  }
  const raw = (request as WithRaw)[RAW_PAYLOAD];
  if (raw !== undefined && !isDeepStrictEqual(JSON.parse(raw), body)) {
    const changes = differences(JSON.parse(raw), body, "").slice(0, 5).join("; ");
    violations.push(`${where}: the serializer changed what the route returned: ${changes}`);
  }
}

/** Installs the check on a test app (test-app.ts); added before it is ready, it sees every route. */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  app.addHook("preSerialization", async (request, _reply, payload) => {
    (request as WithRaw)[RAW_PAYLOAD] = JSON.stringify(payload);
    return payload;
  });
  app.addHook("onSend", async (request, reply, payload) => {
    check(app, request, reply, payload);
    return payload;
  });
}
