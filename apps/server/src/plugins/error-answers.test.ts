import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validContact } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signIn } from "../testing/admin-session.ts";
import { appHarness } from "../testing/app-harness.ts";
import { writeSiteFile } from "../testing/built-site-files.ts";
import { rawContactHead, rawGet, rawHttp } from "../testing/raw-http.ts";
import { csrfToken, testApp } from "../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../testing/test-databases.ts";
import { CSRF_REFUSED_MESSAGE } from "./csrf.ts";
import {
  ADDRESS_TOO_LONG_MESSAGE,
  BAD_ADDRESS_MESSAGE,
  HEADERS_TOO_LARGE_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
} from "./error-answers.ts";
import { GENERIC_CLIENT_ERROR, NOT_FOUND_MESSAGE, SERVER_ERROR } from "./error-handler.ts";
import { DEFAULT_POLICY, SECURITY_HEADERS } from "./security-headers.ts";
import { SESSION_COOKIE } from "./session.ts";

const page = (title: string) =>
  `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

type Headers = Record<string, string | string[] | number | undefined>;

/** The answer every error gets: the security headers, and one French sentence, nothing internal. */
function expectFrenchErrorAnswer(headers: Headers, body: string, message: string) {
  expect(headers).toMatchObject(SECURITY_HEADERS);
  expect(headers["content-security-policy"]).toBe(DEFAULT_POLICY);
  expect(headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(JSON.parse(body)).toEqual({ message });
  expect(body).not.toMatch(/FST_|statusCode|Error|at \//);
}

/**
 * The odd requests found by probing (issue 12, item 9), through `inject()` and through a real
 * socket: some (`//host/path` targets, unreadable request lines, oversized headers, timeouts)
 * only exist on the wire.
 */
describe.each(DATABASE_ENGINES)("error answers on $engine", ({ create }) => {
  const siteRoot = mkdtempSync(join(tmpdir(), "congres-site-"));
  let port: number;
  let session: string;

  beforeAll(() => {
    for (const [path, title] of [
      ["index.html", "Accueil"],
      ["inscription/index.html", "Inscription"],
      ["__spa-fallback.html", "Chargement"],
    ] as const) {
      writeSiteFile(siteRoot, path, page(title));
    }
  });
  afterAll(() => rmSync(siteRoot, { recursive: true, force: true }));
  const harness = appHarness(create, {
    webRoot: siteRoot,
    timeouts: { requestMs: 800, headersMs: 600, checkIntervalMs: 100 },
  });
  beforeAll(async () => {
    harness.app.get("/api/boom", async () => {
      throw new Error("secret internal detail");
    });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    port = (harness.app.server.address() as AddressInfo).port;
    await createAdmin(harness.database.db, "sonde@example.ma");
    session = await signIn(harness.app, "sonde@example.ma");
  });

  it("answers //api/admin/metrics with 404, even to a signed-in admin, never with the site shell", async () => {
    const cookie = `Cookie: ${SESSION_COOKIE}=${session}`;
    expect((await rawGet(port, "/api/admin/metrics", [cookie])).status).toBe(200);
    for (const target of ["//api/admin/metrics", "///api/admin/metrics"]) {
      for (const answer of [await rawGet(port, target, [cookie]), await rawGet(port, target)]) {
        expect(answer.status).toBe(404);
        expect(answer.body).not.toContain("Chargement");
        expectFrenchErrorAnswer(answer.headers, answer.body, NOT_FOUND_MESSAGE);
      }
    }
    const injected = await harness.app.inject({ method: "GET", url: "//api/admin/metrics" });
    expect(injected.statusCode).toBe(404);
    expectFrenchErrorAnswer(injected.headers, injected.body, NOT_FOUND_MESSAGE);
  });

  it("does not read //evil.example/inscription as the registration page of another host", async () => {
    expect((await rawGet(port, "/inscription")).body).toContain("<h1>Inscription</h1>");
    for (const target of ["//evil.example/inscription", "//inscription"]) {
      const answer = await rawGet(port, target);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("<h1>Inscription</h1>");
      expect(answer.body).toContain("<h1>Chargement</h1>");
      expect(answer.headers).toMatchObject(SECURITY_HEADERS);
    }
  });

  it.each([
    ["/%E0%A4%A", BAD_ADDRESS_MESSAGE, 400],
    ["/api/admin/submissions/%E0%A4%A", BAD_ADDRESS_MESSAGE, 400],
    // Too long for the `:id` parameter: the site's catch-all route takes it, as an API path.
    [`/api/admin/submissions/${"1".repeat(150)}`, NOT_FOUND_MESSAGE, 404],
  ])(
    "answers %s to a signed-in admin, before any route, in French with the security headers",
    async (target, message, status) => {
      const answer = await rawGet(port, target, [`Cookie: ${SESSION_COOKIE}=${session}`]);
      expect(answer.status).toBe(status);
      expectFrenchErrorAnswer(answer.headers, answer.body, message);
      const injected = await harness.app.inject({
        method: "GET",
        url: target,
        cookies: { [SESSION_COOKIE]: session },
      });
      expect(injected.statusCode).toBe(status);
      expectFrenchErrorAnswer(injected.headers, injected.body, message);
    },
  );

  it("answers a parameter too long for the router with 414 when no catch-all route takes it", async () => {
    const apiOnly = await testApp(harness.database.db);
    const target = `/api/admin/submissions/${"1".repeat(150)}`;
    const injected = await apiOnly.inject({
      method: "GET",
      url: target,
      cookies: { [SESSION_COOKIE]: session },
    });
    await apiOnly.close();
    expect(injected.statusCode).toBe(414);
    expectFrenchErrorAnswer(injected.headers, injected.body, ADDRESS_TOO_LONG_MESSAGE);
  });

  it("answers headers too large for Node with 431 in French, then closes", async () => {
    const answer = await rawGet(port, "/", [`X-Remplissage: ${"a".repeat(20_000)}`]);
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe("close");
    expectFrenchErrorAnswer(answer.headers, answer.body, HEADERS_TOO_LARGE_MESSAGE);
  });

  it.each([
    [
      "a header line without a colon",
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nligne sans deux-points\r\n\r\n",
    ],
    ["a request line Node cannot read", "N'IMPORTE QUOI\r\n\r\n"],
  ])("answers %s with 400 in French", async (_, request) => {
    const answer = await rawHttp(port, request);
    expect(answer.status).toBe(400);
    expectFrenchErrorAnswer(answer.headers, answer.body, GENERIC_CLIENT_ERROR);
  });

  it("answers a body that never arrives with 408 in French and stores nothing", async () => {
    const token = await csrfToken(harness.app);
    const before = await countRows(harness.database.db, "contact_messages");
    const partialBody = JSON.stringify(validContact()).slice(0, 40);
    const answer = await rawHttp(port, `${rawContactHead(token, 1000)}${partialBody}`);
    expect(answer.status).toBe(408);
    expectFrenchErrorAnswer(answer.headers, answer.body, REQUEST_TIMEOUT_MESSAGE);
    expect(await countRows(harness.database.db, "contact_messages")).toBe(before);
  });

  it.each([
    [
      "a body over 256 KB",
      "application/json",
      JSON.stringify({ message: "x".repeat(300 * 1024) }),
      413,
      "La requête est trop volumineuse.",
    ],
    [
      "a body that is not JSON",
      "text/plain",
      "Bonjour",
      415,
      "Type de contenu non pris en charge : envoyez du JSON.",
    ],
    [
      "broken JSON",
      "application/json",
      '{"email": ',
      400,
      "Le corps de la requête n'est pas un JSON valide.",
    ],
  ])(
    "answers %s on the wire in French with the security headers, storing nothing",
    async (_, type, body, status, message) => {
      const token = await csrfToken(harness.app);
      const before = await countRows(harness.database.db, "contact_messages");
      const head = rawContactHead(token, Buffer.byteLength(body), { type, close: true });
      const answer = await rawHttp(port, `${head}${body}`);
      expect(answer.status).toBe(status);
      expectFrenchErrorAnswer(answer.headers, answer.body, message);
      expect(await countRows(harness.database.db, "contact_messages")).toBe(before);
    },
  );

  it.each([
    ["an unknown API path", "GET", "/api/nope", 404, NOT_FOUND_MESSAGE],
    ["a method no route takes", "OPTIONS", "/", 404, NOT_FOUND_MESSAGE],
    ["an unsafe method no route takes", "PROPFIND", "/", 419, CSRF_REFUSED_MESSAGE],
    ["a failing route", "GET", "/api/boom", 500, SERVER_ERROR],
  ])(
    "answers %s in French with the security headers, on the wire and injected",
    async (_, method, target, status, message) => {
      const answer = await rawHttp(
        port,
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(status);
      expectFrenchErrorAnswer(answer.headers, answer.body, message);
      expect(answer.body).not.toContain("secret internal detail");
      const injected = await harness.app.inject({ method: method as "GET", url: target });
      expect(injected.statusCode).toBe(status);
      expectFrenchErrorAnswer(injected.headers, injected.body, message);
    },
  );
});
