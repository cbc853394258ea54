import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { GENERIC_CLIENT_ERROR, SERVER_ERROR } from "./error-handler.ts";
import { DEFAULT_POLICY, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";

/**
 * The answers Fastify and Node give before any route or hook runs — a target whose
 * percent-encoding is broken, a request Node cannot parse — in French, with the security
 * headers of every other answer and without Fastify's internal codes (decision 0016).
 */

export const BAD_ADDRESS_MESSAGE = "Adresse invalide.";
export const ADDRESS_TOO_LONG_MESSAGE = "Adresse trop longue.";
export const HEADERS_TOO_LARGE_MESSAGE = "Les en-têtes de la requête sont trop volumineux.";
export const REQUEST_TIMEOUT_MESSAGE = "La requête n'a pas été reçue à temps.";

type Answer = [status: number, message: string];

/** The router's errors by code, as answered; any other is the server's fault (500). */
const ROUTER_ERRORS = new Map<string | undefined, Answer>([
  ["FST_ERR_BAD_URL", [400, BAD_ADDRESS_MESSAGE]],
  ["FST_ERR_MAX_PARAM_LENGTH", [414, ADDRESS_TOO_LONG_MESSAGE]],
]);

/** Node's parser's refusals by code, as answered; any other is a plain 400. */
const CLIENT_ERRORS = new Map<string | undefined, Answer>([
  ["ERR_HTTP_REQUEST_TIMEOUT", [408, REQUEST_TIMEOUT_MESSAGE]],
  ["HPE_HEADER_OVERFLOW", [431, HEADERS_TOO_LARGE_MESSAGE]],
]);

/** Fastify's `frameworkErrors`: errors of the router, before the request reaches a route. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, message] = ROUTER_ERRORS.get(error.code) ?? [500, SERVER_ERROR];
  if (status === 500) request.log.error({ err: error }, "router failed");
  // The router's reply skips the route hooks: the headers are set here.
  reply
    .code(status)
    .headers(SECURITY_HEADERS)
    .header("content-security-policy", DEFAULT_POLICY)
    .header("cache-control", "no-store");
  if (request.protocol === "https") {
    reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  }
  reply.send({ message });
}

/** The raw HTTP answer written on a socket whose request Node could not read. */
function rawErrorAnswer(status: number, message: string): string {
  const body = JSON.stringify({ message });
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    "content-security-policy": DEFAULT_POLICY,
    ...SECURITY_HEADERS,
    date: new Date().toUTCString(),
    connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** Fastify's `clientErrorHandler`: Node's parser refused the request, or it came too slowly. */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS.get(error.code) ?? [400, GENERIC_CLIENT_ERROR];
  if (socket.writable) socket.write(rawErrorAnswer(status, message));
  socket.destroy(error);
}
