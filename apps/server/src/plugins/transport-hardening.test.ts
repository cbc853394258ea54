import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { validContact } from "@congres/shared/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_TIMEOUTS, type ServerTimeouts } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/connection.ts";
import { createAdmin } from "../testing/admin-session.ts";
import { appHarness, databaseHarness } from "../testing/app-harness.ts";
import { rawContactHead } from "../testing/raw-http.ts";
import { postJson, type TestApp, testApp } from "../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../testing/test-databases.ts";

const [sqlite] = DATABASE_ENGINES;

describe.each(DATABASE_ENGINES)(
  "client addresses behind a reverse proxy on $engine",
  ({ create }) => {
    const harness = databaseHarness(create);

    /** Five wrong passwords, each time with another address written by the client itself. */
    async function failFiveTimes(app: TestApp, email: string, remoteAddress: string) {
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await postJson(
          app,
          "/api/login",
          { email, password: "mauvais" },
          { remoteAddress, headers: { "x-forwarded-for": `6.6.6.${attempt}, 10.0.0.9` } },
        );
        expect(response.statusCode).toBe(401);
      }
      return postJson(
        app,
        "/api/login",
        { email, password: "mauvais" },
        { remoteAddress, headers: { "x-forwarded-for": "7.7.7.7, 10.0.0.9" } },
      );
    }

    it.each([
      ["1", "one proxy in front"],
      ["true", "true, read as one proxy"],
      ["127.0.0.1", "the proxy's address"],
    ])(
      "TRUST_PROXY=%s (%s): counts the address the proxy appended, not the client's",
      async (value) => {
        const email = `proxy-${value}@example.ma`;
        await createAdmin(harness.database.db, email);
        const app = await testApp(harness.database.db, {
          trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy,
        });
        const blocked = await failFiveTimes(app, email, "127.0.0.1");
        await app.close();
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(/^Trop de tentatives de connexion/);
      },
    );

    it("TRUST_PROXY=127.0.0.1: ignores X-Forwarded-For from a client that is not the proxy", async () => {
      const email = "direct@example.ma";
      await createAdmin(harness.database.db, email);
      const app = await testApp(harness.database.db, { trustProxy: ["127.0.0.1"] });
      const blocked = await failFiveTimes(app, email, "203.0.113.5");
      await app.close();
      expect(blocked.statusCode).toBe(429);
    });
  },
);

/** For one describe block: the app listening on a port of its own, on a fresh SQLite harness.database. */
function listeningApp(timeouts: Partial<ServerTimeouts>) {
  const server = { db: undefined as unknown as Db, port: 0 };
  const harness = appHarness(sqlite.create, { timeouts });
  beforeAll(async () => {
    server.db = harness.database.db;
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    server.port = (harness.app.server.address() as AddressInfo).port;
  });
  return server;
}

describe("timeouts of a listening server", () => {
  const timeouts = { requestMs: 400, headersMs: 300, idleSocketMs: 5_000, checkIntervalMs: 50 };
  const server = listeningApp(timeouts);

  /** Sends `text` on a raw socket and answers what came back once the server closed it. */
  function sendAndWaitForClose(text: string) {
    return new Promise<{ answer: string; elapsedMs: number }>((resolve, reject) => {
      const started = Date.now();
      let answer = "";
      const socket = connect(server.port, "127.0.0.1", () => socket.write(text));
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        answer += chunk;
      });
      socket.on("error", reject);
      socket.on("close", () => resolve({ answer, elapsedMs: Date.now() - started }));
      socket.setTimeout(3_000, () => {
        socket.destroy();
        reject(new Error("the server kept the connection open"));
      });
    });
  }

  it("closes a request whose body never finishes (408), storing nothing", async () => {
    const token = "a".repeat(43);
    const before = await countRows(server.db, "contact_messages");
    const partialBody = JSON.stringify(validContact()).slice(0, 40);
    const { answer, elapsedMs } = await sendAndWaitForClose(
      `${rawContactHead(token, 1000)}${partialBody}`,
    );
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
    expect(elapsedMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(elapsedMs).toBeLessThan(2_000);
    expect(await countRows(server.db, "contact_messages")).toBe(before);
  });

  it("closes a connection whose headers never finish", async () => {
    const { answer, elapsedMs } = await sendAndWaitForClose(
      "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ",
    );
    expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
    expect(elapsedMs).toBeLessThan(2_000);
  });

  it("still answers a request sent at once", async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("the body deadline kept without Node's scan of its connections", () => {
  // Node's scan for expired requests would first run after a minute: only our timer can cut.
  const timeouts = { requestMs: 400, headersMs: 300, idleSocketMs: 5_000, checkIntervalMs: 60_000 };
  const server = listeningApp(timeouts);

  const token = "a".repeat(43);
  const partialPost = `${rawContactHead(token, 1000)}${JSON.stringify(validContact()).slice(0, 40)}`;
  const health = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

  /**
   * Writes each text after the pause before it; answers what came back, when the last text was
   * written, and when the server closed (or `open` if it still holds the socket after `waitMs`).
   */
  function converse(steps: Array<[pauseMs: number, text: string]>, waitMs = 3_000) {
    return new Promise<{ answer: string; lastSentAt: number; closedAt: number | "open" }>(
      (resolve, reject) => {
        let answer = "";
        let lastSentAt = 0;
        const socket = connect(server.port, "127.0.0.1", async () => {
          for (const [pause, text] of steps) {
            await new Promise((done) => setTimeout(done, pause));
            socket.write(text);
            lastSentAt = Date.now();
          }
          socket.setTimeout(waitMs, () => {
            socket.destroy();
            resolve({ answer, lastSentAt, closedAt: "open" });
          });
        });
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => {
          answer += chunk;
        });
        socket.on("error", reject);
        socket.on("close", () => resolve({ answer, lastSentAt, closedAt: Date.now() }));
      },
    );
  }

  it("cuts a body that never finishes at the deadline (408 in French), storing nothing", async () => {
    const before = await countRows(server.db, "contact_messages");
    const { answer, lastSentAt, closedAt } = await converse([[0, partialPost]]);
    expect(closedAt).not.toBe("open");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain("La requête n'a pas été reçue à temps.");
    const heldMs = (closedAt as number) - lastSentAt;
    expect(heldMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(heldMs).toBeLessThan(1_500);
    expect(await countRows(server.db, "contact_messages")).toBe(before);
  });

  it("counts from the stalled request, not from what the connection did before", async () => {
    const { answer, lastSentAt, closedAt } = await converse([
      [0, health],
      [700, partialPost],
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain("HTTP/1.1 408 ");
    const heldMs = (closedAt as number) - lastSentAt;
    expect(heldMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(heldMs).toBeLessThan(1_500);
  });

  it("leaves a kept-alive connection alone once its body has arrived", async () => {
    const body = JSON.stringify({});
    const { answer, closedAt } = await converse(
      [[0, `${rawContactHead(token, body.length)}${body}`]],
      1_200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 422 /);
    expect(closedAt).toBe("open");
  });
});

describe("default timeouts", () => {
  const harness = appHarness(sqlite.create);
  it("are set on the Node server: 30 s request, 10 s headers, 60 s idle, 72 s keep-alive", () => {
    const { app } = harness;
    expect(app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
    expect(app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    expect(app.server.timeout).toBe(SERVER_TIMEOUTS.idleSocketMs);
    expect(app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    expect(SERVER_TIMEOUTS).toMatchObject({
      requestMs: 30_000,
      headersMs: 10_000,
      idleSocketMs: 60_000,
      keepAliveMs: 72_000,
      checkIntervalMs: 1_000,
    });
  });
});
