import { validContact } from "@congres/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, type TestApp, testApp } from "../testing/test-app.ts";
import {
  countRows,
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../testing/test-databases.ts";

describe.each(DATABASE_ENGINES)("request guards on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  describe("CSRF", () => {
    it("sets a readable, SameSite=Lax XSRF-TOKEN cookie and keeps a valid one", async () => {
      const response = await app.inject({ method: "GET", url: "/sanctum/csrf-cookie" });
      expect(response.statusCode).toBe(204);
      const cookie = response.cookies.find((c) => c.name === "XSRF-TOKEN");
      expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await app.inject({
        method: "GET",
        url: "/sanctum/csrf-cookie",
        cookies: { "XSRF-TOKEN": cookie?.value ?? "" },
      });
      expect(again.cookies.find((c) => c.name === "XSRF-TOKEN")?.value).toBe(cookie?.value);
    });

    it.each([
      ["no cookie and no header", {}, {}],
      ["a cookie but no header", { "XSRF-TOKEN": "a".repeat(43) }, {}],
      ["a header but no cookie", {}, { "x-xsrf-token": "a".repeat(43) }],
      [
        "a header that differs from the cookie",
        { "XSRF-TOKEN": "a".repeat(43) },
        { "x-xsrf-token": "b".repeat(43) },
      ],
    ])(
      "refuses a write with %s: 419, French message, nothing stored",
      async (_, cookies, headers) => {
        const before = await countRows(database.db, "contact_messages");
        const response = await app.inject({
          method: "POST",
          url: "/api/contact",
          payload: validContact(),
          cookies,
          headers,
        });
        expect(response.statusCode).toBe(419);
        expect(response.json().message).toMatch(/Rechargez la page/);
        expect(await countRows(database.db, "contact_messages")).toBe(before);
      },
    );

    it("guards every unsafe method, not only POST", async () => {
      for (const method of ["PUT", "PATCH", "DELETE"] as const) {
        const response = await app.inject({ method, url: "/api/contact" });
        expect(response.statusCode).toBe(419);
      }
    });
  });

  describe("malformed requests", () => {
    it("answers 413 in French to a body over 256 KB and stores nothing", async () => {
      const before = await countRows(database.db, "contact_messages");
      const response = await postJson(app, "/api/contact", {
        ...validContact(),
        message: "x".repeat(300 * 1024),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "La requête est trop volumineuse." });
      expect(await countRows(database.db, "contact_messages")).toBe(before);
    });

    it("answers 400 in French to malformed JSON", async () => {
      const malformed = await postJson(app, "/api/contact", '{"email": ', {
        headers: { "content-type": "application/json" },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        message: "Le corps de la requête n'est pas un JSON valide.",
      });
    });

    it.each([
      ["a JSON array", [1, 2]],
      ["a JSON string", "bonjour"],
      ["JSON null", null],
    ])("answers 422, never 5xx, to %s", async (_, payload) => {
      const response = await postJson(app, "/api/registration", JSON.stringify(payload), {
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    });

    it("answers 415 in French to a form-encoded body", async () => {
      const response = await postJson(app, "/api/contact", "email=a@b.c", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe("Type de contenu non pris en charge : envoyez du JSON.");
    });

    it("answers an unknown API path with a 404 JSON message", async () => {
      const response = await app.inject({ method: "GET", url: "/api/nope" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Ressource introuvable." });
    });
  });

  it("puts the security headers on every response", async () => {
    for (const url of ["/api/health", "/api/nope", "/sanctum/csrf-cookie"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("reports the database reachable on /api/health", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
