import type { IncomingMessage, ServerResponse } from "node:http";
import type { ConnectionError } from "fastify";
import { answerClientError } from "./error-answers.ts";

const bodyAnnounced = (request: IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined ||
  (request.headers["content-length"] !== undefined && request.headers["content-length"] !== "0");

/**
 * The whole-request deadline, kept for each request that announces a body by a timer of its own
 * besides Node's `requestTimeout`. Node finds expired requests by scanning a list of the
 * connections it is parsing every `checkIntervalMs`; this timer does not depend on that list
 * or its scan, so a body that never finishes is cut at `deadlineMs` after the request's headers
 * whatever Node's bookkeeping did (decision 0011). A request read to its end costs one timer,
 * cleared at once; a body-less request (every page and file) costs nothing.
 */
export function keepRequestDeadline(
  request: IncomingMessage,
  response: ServerResponse,
  deadlineMs: number,
): void {
  if (deadlineMs <= 0 || !bodyAnnounced(request)) return;
  const socket = request.socket;
  const timer = setTimeout(() => {
    if (request.complete || socket.destroyed) return;
    if (response.headersSent) {
      socket.destroy();
      return;
    }
    const error = Object.assign(new Error("request body not received in time"), {
      code: "ERR_HTTP_REQUEST_TIMEOUT",
    }) as ConnectionError;
    answerClientError(error, socket);
  }, deadlineMs);
  timer.unref();
  const stop = () => {
    clearTimeout(timer);
    // A kept-alive socket outlives its requests: nothing of this one may stay attached to it.
    request.off("end", stop);
    socket.off("close", stop);
  };
  request.once("end", stop);
  socket.once("close", stop);
}
