import { validContact } from "@congres/shared/testing";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createAdmin, signIn } from "../testing/admin-session.ts";
import { appHarness } from "../testing/app-harness.ts";
import { csrfToken, postJson, testApp } from "../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../testing/test-databases.ts";
import { CSRF_REFUSED_MESSAGE } from "./csrf.ts";
import { FIELD_FALLBACK_ERROR } from "./error-handler.ts";

describe.each(DATABASE_ENGINES)("request guards on $engine", ({ create }) => {
  const harness = appHarness(create);
  beforeAll(async () => {
    // A schema without messages of its own, as a route written in a hurry would have.
    harness.app.get(
      "/api/zod-default",
      { schema: { querystring: z.object({ count: z.string() }) } },
      () => ({}),
    );
    await createAdmin(harness.database.db, "garde@example.ma");
  });

  describe("CSRF", () => {
    /** A contact write the guard refuses: 419, its French message, and no message stored. */
    const expectRefused = async (write: () => Promise<LightMyRequestResponse>) => {
      const before = await countRows(harness.database.db, "contact_messages");
      const response = await write();
      expect(response.statusCode).toBe(419);
      expect(response.json().message).toBe(CSRF_REFUSED_MESSAGE);
      expect(await countRows(harness.database.db, "contact_messages")).toBe(before);
    };

    it("sets a readable, SameSite=Lax XSRF-TOKEN cookie and keeps a valid one", async () => {
      const response = await harness.app.inject({ method: "GET", url: "/sanctum/csrf-cookie" });
      expect(response.statusCode).toBe(204);
      const cookie = response.cookies.find((c) => c.name === "XSRF-TOKEN");
      expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await harness.app.inject({
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
        await expectRefused(() =>
          harness.app.inject({
            method: "POST",
            url: "/api/contact",
            payload: validContact(),
            cookies,
            headers,
          }),
        );
      },
    );

    describe("bound to the admin's session", () => {
      const storedContact = async () => {
        const response = await postJson(harness.app, "/api/contact", validContact());
        expect(response.statusCode).toBe(201);
        return response.json().id as number;
      };
      const contactExists = async (id: number) =>
        (await harness.database.db
          .selectFrom("contact_messages")
          .select("id")
          .where("id", "=", id)
          .executeTakeFirst()) !== undefined;
      const deleteContact = (id: number, session: string, token: string) =>
        harness.app.inject({
          method: "DELETE",
          url: `/api/admin/contacts/${id}`,
          cookies: { congres_session: session, "XSRF-TOKEN": token },
          headers: { "x-xsrf-token": token },
        });

      it("hands a signed-in browser a token bound to its session, the same on each call", async () => {
        const session = await signIn(harness.app, "garde@example.ma");
        const token = await csrfToken(harness.app, session);
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await csrfToken(harness.app, session)).toBe(token);
        expect(
          await csrfToken(harness.app, await signIn(harness.app, "garde@example.ma")),
        ).not.toBe(token);
        expect(token).not.toBe(await csrfToken(harness.app));
      });

      it("refuses an admin write with another visitor's token pair, accepts the admin's own", async () => {
        const id = await storedContact();
        const session = await signIn(harness.app, "garde@example.ma");
        const visitors = await csrfToken(harness.app);
        const refused = await deleteContact(id, session, visitors);
        expect(refused.statusCode).toBe(419);
        expect(refused.json().message).toBe(CSRF_REFUSED_MESSAGE);
        expect(await contactExists(id)).toBe(true);
        const otherSession = await csrfToken(
          harness.app,
          await signIn(harness.app, "garde@example.ma"),
        );
        expect((await deleteContact(id, session, otherSession)).statusCode).toBe(419);
        expect(await contactExists(id)).toBe(true);

        const accepted = await deleteContact(id, session, await csrfToken(harness.app, session));
        expect(accepted.statusCode).toBe(204);
        expect(await contactExists(id)).toBe(false);
      });

      it("keeps public writes working for a browser whose session has ended", async () => {
        const session = await signIn(harness.app, "garde@example.ma");
        const token = await csrfToken(harness.app, session);
        await harness.database.db.deleteFrom("sessions").execute();
        const before = await countRows(harness.database.db, "contact_messages");
        const response = await harness.app.inject({
          method: "POST",
          url: "/api/contact",
          payload: validContact(),
          cookies: { congres_session: session, "XSRF-TOKEN": token },
          headers: { "x-xsrf-token": token },
        });
        expect(response.statusCode).toBe(201);
        expect(await countRows(harness.database.db, "contact_messages")).toBe(before + 1);
      });
    });

    it("refuses a write whose Cookie header carries two XSRF-TOKEN values", async () => {
      const token = await csrfToken(harness.app);
      await expectRefused(() =>
        harness.app.inject({
          method: "POST",
          url: "/api/contact",
          payload: validContact(),
          headers: {
            cookie: `XSRF-TOKEN=${token}; XSRF-TOKEN=${"p".repeat(43)}`,
            "x-xsrf-token": token,
          },
        }),
      );
    });

    it.each([
      ["an Origin of another site", { origin: "https://evil.example" }],
      ["an Origin of another port", { origin: "http://localhost:8080" }],
      [
        "an http Origin on an https request",
        { origin: "http://localhost", "x-forwarded-proto": "https" },
      ],
      ["an opaque Origin", { origin: "null" }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ])("refuses a write with a valid token but %s (419)", async (_, headers) => {
      const proxied = await testApp(harness.database.db, { trustProxy: 1 });
      try {
        await expectRefused(() => postJson(proxied, "/api/contact", validContact(), { headers }));
      } finally {
        await proxied.close();
      }
    });

    it.each([
      ["its own Origin", { origin: "http://localhost" }],
      ["its own Origin behind a TLS proxy", { origin: "https://localhost" }],
      [
        "Sec-Fetch-Site: same-origin",
        { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      ],
    ])("accepts a write with %s", async (_, headers) => {
      const before = await countRows(harness.database.db, "contact_messages");
      const response = await postJson(harness.app, "/api/contact", validContact(), { headers });
      expect(response.statusCode).toBe(201);
      expect(await countRows(harness.database.db, "contact_messages")).toBe(before + 1);
    });

    it("guards every unsafe method, not only POST", async () => {
      for (const method of ["PUT", "PATCH", "DELETE"] as const) {
        const response = await harness.app.inject({ method, url: "/api/contact" });
        expect(response.statusCode).toBe(419);
      }
    });
  });

  describe("malformed requests", () => {
    it("answers 413 in French to a body over 256 KB and stores nothing", async () => {
      const before = await countRows(harness.database.db, "contact_messages");
      const response = await postJson(harness.app, "/api/contact", {
        ...validContact(),
        message: "x".repeat(300 * 1024),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "La requête est trop volumineuse." });
      expect(await countRows(harness.database.db, "contact_messages")).toBe(before);
    });

    it("answers 400 in French to malformed JSON", async () => {
      const malformed = await postJson(harness.app, "/api/contact", '{"email": ', {
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
      const response = await postJson(harness.app, "/api/registration", JSON.stringify(payload), {
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    });

    it("answers 415 in French to a form-encoded body", async () => {
      const response = await postJson(harness.app, "/api/contact", "email=a@b.c", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe("Type de contenu non pris en charge : envoyez du JSON.");
    });

    it("answers 415 in French to a text/plain body, even one that is JSON", async () => {
      const before = await countRows(harness.database.db, "contact_messages");
      const response = await postJson(harness.app, "/api/contact", JSON.stringify(validContact()), {
        headers: { "content-type": "text/plain" },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: "Type de contenu non pris en charge : envoyez du JSON.",
      });
      expect(await countRows(harness.database.db, "contact_messages")).toBe(before);
    });

    it.each([
      ["q=a&q=b", { q: ["La recherche doit être un texte"] }],
      ["page=1&page=2", { page: ["La page doit être un nombre entier supérieur ou égal à 1"] }],
      [
        "per_page=5&per_page=7",
        { per_page: ["Le nombre de lignes par page doit être un entier entre 1 et 100"] },
      ],
    ])("answers a repeated list parameter (%s) in French", async (query, errors) => {
      const session = await signIn(harness.app, "garde@example.ma");
      const response = await harness.app.inject({
        method: "GET",
        url: `/api/admin/registrations?${query}`,
        cookies: { congres_session: session },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: expect.any(String), errors });
    });

    it("puts a French message, never zod's English default, on a field without its own", async () => {
      const response = await harness.app.inject({
        method: "GET",
        url: "/api/zod-default?count=a&count=b",
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ count: [FIELD_FALLBACK_ERROR] });
    });

    it("answers an unknown API path with a 404 JSON message", async () => {
      const response = await harness.app.inject({ method: "GET", url: "/api/nope" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Ressource introuvable." });
    });
  });

  it("puts the security headers on every response", async () => {
    for (const url of ["/api/health", "/api/nope", "/sanctum/csrf-cookie"]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("reports the database reachable on /api/health", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
