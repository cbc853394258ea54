import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../modules/staff/passwords.ts";
import { insertUser } from "../modules/staff/user-repository.ts";
import { asAdmin, createAdmin, signIn, TEST_PASSWORD } from "../testing/admin-session.ts";
import { appHarness } from "../testing/app-harness.ts";
import { csrfToken } from "../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../testing/test-databases.ts";

const UNAUTHENTICATED = { message: "Authentification requise. Veuillez vous connecter." };
const sampleUrl = (url: string) => url.replaceAll(/:[A-Za-z]+/g, "1");

describe.each(DATABASE_ENGINES)("the /api/admin guard on $engine", ({ create }) => {
  const harness = appHarness(create);
  beforeAll(async () => {
    await createAdmin(harness.database.db, "guard@example.ma");
  });

  it("knows the admin routes from the registered route table", () => {
    const seen = harness.app.adminRoutes.map((route) => `${route.method} ${route.url}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        "GET /api/admin/metrics",
        "GET /api/admin/submissions",
        "DELETE /api/admin/submissions/:id",
        "POST /api/admin/users",
        "DELETE /api/admin/users/:id",
        "POST /api/admin/registrations",
        "POST /api/admin/submissions",
        "GET /api/admin/registrations/totals",
        "POST /api/admin/registrations/:id/payment/mark-paid",
        "POST /api/admin/registrations/:id/payment/undo",
        "PUT /api/admin/registrations/:id/note",
        "GET /api/admin/audit",
        "PUT /api/admin/deadlines/:form",
        "DELETE /api/admin/deadlines/:form",
      ]),
    );
  });

  it("answers 401 JSON on every registered /api/admin route without a session, CSRF or not", async () => {
    const token = await csrfToken(harness.app);
    const refusals = await Promise.all(
      harness.app.adminRoutes.map(async ({ method, url }) => {
        const response = await harness.app.inject({
          method: method as "GET",
          url: sampleUrl(url),
          cookies: { "XSRF-TOKEN": token, congres_session: "expired-or-forged" },
          headers: { "x-xsrf-token": token },
          ...(method === "POST"
            ? { payload: { name: "X", email: "x@example.ma", password: "0123456789" } }
            : {}),
        });
        const body = method === "HEAD" ? UNAUTHENTICATED : response.json();
        return { route: `${method} ${url}`, status: response.statusCode, body };
      }),
    );
    for (const refusal of refusals) {
      expect(refusal, refusal.route).toMatchObject({ status: 401, body: UNAUTHENTICATED });
    }
    expect(await countRows(harness.database.db, "users")).toBe(1);
  });

  it("guards unknown and encoded admin paths too", async () => {
    for (const url of ["/api/admin/not-yet-written", "/api/%61dmin/metrics", "/api/admin"]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("refuses every admin write without the CSRF header, even signed in (419)", async () => {
    const session = await signIn(harness.app, "guard@example.ma");
    // The reviewer workspace's writes are a reviewer's (an admin is refused by role first, 403).
    await insertUser(harness.database.db, {
      name: "Relectrice",
      email: "relectrice@example.ma",
      passwordHash: await hashPassword(TEST_PASSWORD),
      role: "reviewer",
    });
    const reviewer = await signIn(harness.app, "relectrice@example.ma");
    for (const { method, url } of harness.app.adminRoutes.filter(
      (route) => route.method !== "GET" && route.method !== "HEAD",
    )) {
      const response = await harness.app.inject({
        method: method as "POST",
        url: sampleUrl(url),
        cookies: { congres_session: url.startsWith("/api/review/") ? reviewer : session },
        payload:
          method === "POST"
            ? { name: "X", email: "x@example.ma", password: "0123456789" }
            : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(419);
    }
    expect(await countRows(harness.database.db, "users")).toBe(2);
    expect((await asAdmin(harness.app, session, "GET", "/api/admin/metrics")).statusCode).toBe(200);
  });
});
