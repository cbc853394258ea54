import { brotliDecompressSync } from "node:zlib";
import { validate } from "@readme/openapi-parser";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openapiPath } from "../testing/answer-check.ts";
import { type TestApp, testApp } from "../testing/test-app.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../testing/test-databases.ts";
import { OPENAPI_PATH } from "./openapi.ts";

type Operation = {
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
  "x-roles"?: string[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Each method of each route, as registered; Fastify's own HEAD copy of a GET is not a route. */
function registeredOperations(routes: RouteOptions[]) {
  const gets = new Set(routes.filter((r) => [r.method].flat().includes("GET")).map((r) => r.url));
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => !(method === "HEAD" && gets.has(route.url)))
      .map((method) => ({ method: method.toLowerCase(), url: route.url })),
  );
}

describe.each(DATABASE_ENGINES)("GET /api/openapi.json on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let document: Document;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db, { onRoute: (route) => void routes.push(route) });
    const response = await app.inject({ url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  test("holds every registered route with each of its methods", () => {
    const operations = registeredOperations(routes);
    expect(operations.length).toBeGreaterThan(150);
    const missing = operations
      .filter(({ method, url }) => !document.paths[openapiPath(url)]?.[method])
      .map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    expect(missing, "routes missing from /api/openapi.json").toEqual([]);
  });

  test("states each route's success answer with its status, and a body's media type", () => {
    const undescribed = registeredOperations(routes).flatMap(({ method, url }) => {
      const responses = document.paths[openapiPath(url)]?.[method]?.responses ?? {};
      const successes = Object.keys(responses).filter((status) => /^[23]\d\d$/.test(status));
      return successes.length > 0
        ? []
        : [`${method.toUpperCase()} ${url}: no success status (2xx/3xx) in schema.response`];
    });
    expect(undescribed, "routes whose answers are not described").toEqual([]);
  });

  test("is valid OpenAPI 3.1 for @readme/openapi-parser", async () => {
    expect(document.openapi).toBe("3.1.0");
    // The parser dereferences in place: it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  test("names the roles of a staff route and the cookie + CSRF pair of a write", () => {
    const totals = document.paths["/api/admin/registrations/totals"]?.get;
    expect(totals?.["x-roles"]).toEqual(["admin", "secretariat"]);
    // Its totals are also a `registrations:read` token's (decision 0078).
    expect(totals?.security).toEqual([
      { staffSession: [] },
      { bearerToken: ["registrations:read"] },
    ]);
    const deletion = document.paths["/api/admin/registrations/{id}"]?.delete;
    expect(deletion?.security).toEqual([{ staffSession: [], csrfCookie: [], csrfHeader: [] }]);
    expect(Object.keys(deletion?.responses ?? {})).toEqual(
      expect.arrayContaining(["204", "401", "403", "404", "419"]),
    );
    // An admin route that declares no roles is the administrators' alone (plugins/staff-roles.ts).
    expect(document.paths["/api/admin/users"]?.get?.["x-roles"]).toEqual(["admin"]);
  });

  test("is written once and answered from the same bytes, with an ETag", async () => {
    const first = await app.inject({ url: OPENAPI_PATH });
    const again = await app.inject({
      url: OPENAPI_PATH,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(app.swagger()).toBe(app.swagger());
    // Compressed once for the clients that take it: the same document, a twentieth of the bytes.
    const brotli = await app.inject({
      url: OPENAPI_PATH,
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    expect(brotli.rawPayload.length).toBeLessThan(first.rawPayload.length / 10);
    const refused = await app.inject({
      url: OPENAPI_PATH,
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });
});
