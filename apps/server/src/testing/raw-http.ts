import { connect } from "node:net";

export type RawAnswer = {
  status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
  /** Everything received, as sent. */
  text: string;
};

/**
 * Sends `request` as written on a TCP socket and reads the answer until the server closes the
 * connection: for what `inject()` and fetch cannot send (`//host/path` targets, broken request
 * lines, oversized headers). Requests should say `Connection: close`.
 */
export function rawHttp(port: number, request: string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("error", reject);
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`no end of answer within ${timeoutMs} ms: ${text}`));
    });
    socket.on("close", () => {
      const end = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, end === -1 ? undefined : end).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: end === -1 ? "" : text.slice(end + 4),
        text,
      });
    });
  });
}

/** A GET of `target` exactly as given (no normalisation of slashes or encoding). */
export const rawGet = (port: number, target: string, extraHeaders: string[] = []) =>
  rawHttp(
    port,
    [
      `GET ${target} HTTP/1.1`,
      "Host: 127.0.0.1",
      "Connection: close",
      ...extraHeaders,
      "",
      "",
    ].join("\r\n"),
  );

/**
 * The head of a POST to /api/contact carrying the CSRF pair `token` and announcing `length`
 * bytes of body: the body follows it as written (cut short, it keeps the server waiting).
 */
export const rawContactHead = (
  token: string,
  length: number,
  { type = "application/json", close = false } = {},
) =>
  [
    "POST /api/contact HTTP/1.1",
    "Host: 127.0.0.1",
    ...(close ? ["Connection: close"] : []),
    `Content-Type: ${type}`,
    `Content-Length: ${length}`,
    `Cookie: XSRF-TOKEN=${token}`,
    `X-XSRF-TOKEN: ${token}`,
    "",
    "",
  ].join("\r\n");
