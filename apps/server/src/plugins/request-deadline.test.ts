import { Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepRequestDeadline } from "./request-deadline.ts";

describe("the whole-request deadline on a kept-alive connection", () => {
  const sockets: Socket[] = [];
  const server = createServer((request, response) => {
    keepRequestDeadline(request, response, 30_000);
    request.resume();
    request.on("end", () => response.end("ok"));
  });
  server.on("connection", (socket: Socket) => sockets.push(socket));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = () =>
    new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        { port, host: "127.0.0.1", method: "POST", path: "/", agent },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            text += chunk;
          });
          response.on("end", () => resolve(text));
        },
      );
      request.on("error", reject);
      request.end('{"message":"Bonjour"}');
    });

  // nginx keeps its upstream connections open for 1000 requests by default (README, "Several
  // servers"): a listener left per request would hold each request until the connection closes.
  it("leaves no listener behind once a request's body has arrived", async () => {
    expect(await post()).toBe("ok");
    const [socket] = sockets;
    const afterOne = socket?.listenerCount("close");
    for (let n = 0; n < 20; n++) expect(await post()).toBe("ok");
    expect(sockets).toEqual([socket]);
    expect(socket?.listenerCount("close")).toBe(afterOne);
  });
});
