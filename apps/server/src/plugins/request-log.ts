import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** A part of a URL that holds an e-mail address, written plainly or percent-encoded. */
const HOLDS_EMAIL = /@|%40/i;
export const MASKED_IN_LOG = "[masqué]";

const maskedIfEmail = (part: string) => (HOLDS_EMAIL.test(part) ? MASKED_IN_LOG : part);

/**
 * A URL as the request log keeps it: the path, any segment holding an e-mail address masked, and
 * the names of the query's parameters without their values — a search's words, an address, a
 * token never reach the log, and the log still tells which filters a list was asked with.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const maskedPath = path.split("/").map(maskedIfEmail).join("/");
  if (queryAt === -1) return maskedPath;
  const names = [...new Set(new URLSearchParams(url.slice(queryAt + 1)).keys())];
  return names.length === 0 ? maskedPath : `${maskedPath}?${names.map(maskedIfEmail).join("&")}`;
}

/** Fastify's own request line (method, url, host, address), with the URL as `loggedUrl` keeps it. */
function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions["logger"];

/**
 * The server's logger options with the request serializer that keeps search words and e-mail
 * addresses out of the request log (issue #36 item 5, decision 0056): pino's public
 * `serializers` option, so every line that carries the request — "incoming request" and any
 * other — goes through it.
 */
export function withPrivateRequestLog(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: loggedRequest } };
}
