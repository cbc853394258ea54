import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedRequest = { headers: IncomingHttpHeaders; body: string; status: number };

/**
 * A webhook receiver on a loopback address (never another private one): records each request
 * and answers `statusOf(n)` to the n-th (from 1), 200 by default.
 */
export async function startWebhookReceiver(
  host = "127.0.0.1",
  statusOf: (n: number) => number = () => 200,
) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = statusOf(received.length + 1);
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString(), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/hooks`,
    received,
    /** The requests answered 2xx: what the receiver took in. */
    accepted: () => received.filter((request) => request.status < 300),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
