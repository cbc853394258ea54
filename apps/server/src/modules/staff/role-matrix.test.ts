import { type ApiScope, STAFF_ROLES, type StaffRole } from "@congres/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_REFUSED_MESSAGE, SESSION_COOKIE } from "../../plugins/session.ts";
import { asAdmin, signIn, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { csrfToken, type TestApp } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { hashPassword } from "./passwords.ts";
import { insertUser } from "./user-repository.ts";

/**
 * Who may call what (decision 0043), written out here rather than read from the routes' own
 * `config.roles`, so that a route given the wrong roles fails this test. A new admin route must
 * be added here too: the list of registered routes has to match it exactly. What each role reads
 * on the routes it may call is the second axis: modules/journal/journal-reads.test.ts.
 */
const ADMIN: readonly StaffRole[] = ["admin"];
const OFFICE: readonly StaffRole[] = ["admin", "secretariat"];
const COMMITTEE: readonly StaffRole[] = ["admin", "committee"];
const OFFICE_AND_COMMITTEE: readonly StaffRole[] = ["admin", "secretariat", "committee"];
const DESK: readonly StaffRole[] = ["admin", "secretariat", "desk"];
const EVERYONE: readonly StaffRole[] = STAFF_ROLES;
const REVIEWER: readonly StaffRole[] = ["reviewer"];

const EXPECTED: Record<string, readonly StaffRole[]> = {
  "GET /api/admin/metrics": OFFICE_AND_COMMITTEE,
  "GET /api/admin/stats": OFFICE,
  "GET /api/admin/submissions": COMMITTEE,
  "GET /api/admin/submissions/export.csv": COMMITTEE,
  "GET /api/admin/submissions/export.xlsx": COMMITTEE,
  "GET /api/admin/submissions/:id": COMMITTEE,
  "DELETE /api/admin/submissions/:id": COMMITTEE,
  "PUT /api/admin/submissions/:id": COMMITTEE,
  "POST /api/admin/submissions": COMMITTEE,
  "POST /api/admin/submissions/:id/export": OFFICE,
  "POST /api/admin/submissions/:id/erase": OFFICE,
  "PUT /api/admin/submissions/:id/decision": COMMITTEE,
  "POST /api/admin/submissions/decisions": COMMITTEE,
  "GET /api/admin/decision-mails": COMMITTEE,
  "GET /api/admin/submissions/:id/versions": COMMITTEE,
  "GET /api/admin/submissions/:id/certificate.pdf": COMMITTEE,
  "GET /api/admin/presenters": COMMITTEE,
  "PUT /api/admin/presenter-deadline": COMMITTEE,
  "PUT /api/admin/submissions/:id/presenter-registration": COMMITTEE,
  "POST /api/admin/presenters/withdraw-unregistered": COMMITTEE,
  "PUT /api/admin/decision-mails/:id": COMMITTEE,
  "POST /api/admin/decision-mails/send": COMMITTEE,
  "GET /api/admin/book-of-abstracts.pdf": COMMITTEE,
  "GET /api/admin/registrations/totals": OFFICE,
  "GET /api/admin/registrations": OFFICE,
  "GET /api/admin/registrations/export.csv": OFFICE,
  "GET /api/admin/registrations/export.xlsx": OFFICE,
  "GET /api/admin/registrations/:id": OFFICE,
  "DELETE /api/admin/registrations/:id": OFFICE,
  "PUT /api/admin/registrations/:id": OFFICE,
  "POST /api/admin/registrations": OFFICE,
  "POST /api/admin/registrations/:id/export": OFFICE,
  "POST /api/admin/registrations/:id/erase": OFFICE,
  "POST /api/admin/registrations/:id/payment/mark-paid": OFFICE,
  "POST /api/admin/registrations/:id/payment/waive": OFFICE,
  "POST /api/admin/registrations/:id/payment/cancel": OFFICE,
  "POST /api/admin/registrations/:id/payment/undo": OFFICE,
  "PUT /api/admin/registrations/:id/note": OFFICE,
  "GET /api/admin/registrations/:id/receipts/:file": OFFICE,
  "GET /api/admin/registrations/badges.pdf": OFFICE,
  "GET /api/admin/registrations/:id/certificate.pdf": OFFICE,
  "GET /api/admin/certificates": OFFICE,
  "POST /api/admin/certificates/send": OFFICE,
  "POST /api/admin/bank-import/analyse": OFFICE,
  "POST /api/admin/bank-import/proposals": OFFICE,
  "GET /api/admin/bank-import/registrations": OFFICE,
  "POST /api/admin/bank-import/confirm": OFFICE,
  "GET /api/admin/contacts": OFFICE,
  "GET /api/admin/contacts/export.csv": OFFICE,
  "GET /api/admin/contacts/export.xlsx": OFFICE,
  "GET /api/admin/contacts/:id": OFFICE,
  "DELETE /api/admin/contacts/:id": OFFICE,
  "PUT /api/admin/contacts/:id": OFFICE,
  "POST /api/admin/contacts/:id/export": OFFICE,
  "POST /api/admin/contacts/:id/erase": OFFICE,
  "GET /api/admin/emails": OFFICE,
  "GET /api/admin/emails/status": OFFICE,
  "GET /api/admin/emails/:id": OFFICE,
  "POST /api/admin/emails/:id/resend": OFFICE,
  "GET /api/admin/deadlines": OFFICE,
  "PUT /api/admin/deadlines/:form": OFFICE,
  "DELETE /api/admin/deadlines/:form": OFFICE,
  "GET /api/admin/change-deadline": OFFICE,
  "PUT /api/admin/change-deadline": OFFICE,
  "DELETE /api/admin/change-deadline": OFFICE,
  "GET /api/admin/cancellation-requests": OFFICE,
  "GET /api/admin/cancellation-requests/:id": OFFICE,
  "POST /api/admin/cancellation-requests/:id/refund": OFFICE,
  "POST /api/admin/registrations/:id/invoice": OFFICE,
  "POST /api/admin/group-registrations/:id/invoice": OFFICE,
  "GET /api/admin/group-registrations/:id": OFFICE,
  "GET /api/admin/registrations/:id/group": OFFICE,
  "POST /api/admin/group-registrations/:id/payment/mark-paid": OFFICE,
  "DELETE /api/admin/group-registrations/:id/members/:registrationId": OFFICE,
  "GET /api/admin/invoices": OFFICE,
  "POST /api/admin/invoices": OFFICE,
  "GET /api/admin/invoices/export.csv": OFFICE,
  "GET /api/admin/invoices/export.xlsx": OFFICE,
  "GET /api/admin/invoices/:file": OFFICE,
  "GET /api/admin/audit": OFFICE,
  "GET /api/admin/audit/actors": OFFICE,
  "GET /api/admin/users": ADMIN,
  "GET /api/admin/webhooks": ADMIN,
  "POST /api/admin/webhooks": ADMIN,
  "PATCH /api/admin/webhooks/:id": ADMIN,
  "DELETE /api/admin/webhooks/:id": ADMIN,
  "POST /api/admin/webhooks/:id/ping": ADMIN,
  "GET /api/admin/webhooks/:id/deliveries": ADMIN,
  "POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend": ADMIN,
  "POST /api/admin/users": ADMIN,
  "PUT /api/admin/users/:id": ADMIN,
  "DELETE /api/admin/users/:id": ADMIN,
  "POST /api/admin/users/:id/invitation": ADMIN,
  "POST /api/admin/account/password": EVERYONE,
  "GET /api/admin/account/two-factor": EVERYONE,
  "POST /api/admin/account/two-factor": EVERYONE,
  "POST /api/admin/account/two-factor/confirm": EVERYONE,
  "DELETE /api/admin/account/two-factor": EVERYONE,
  "GET /api/admin/account/sessions": EVERYONE,
  "DELETE /api/admin/account/sessions/:id": EVERYONE,
  "DELETE /api/admin/users/:id/two-factor": ADMIN,
  "GET /api/admin/settings/two-factor": ADMIN,
  "PUT /api/admin/settings/two-factor": ADMIN,
  "GET /api/admin/mailings": OFFICE_AND_COMMITTEE,
  "POST /api/admin/mailings": OFFICE_AND_COMMITTEE,
  "PUT /api/admin/mailings/:id": OFFICE_AND_COMMITTEE,
  "DELETE /api/admin/mailings/:id": OFFICE_AND_COMMITTEE,
  "POST /api/admin/mailings/payment-reminder": OFFICE,
  "POST /api/admin/mailings/count": OFFICE_AND_COMMITTEE,
  "GET /api/admin/mailings/:id": OFFICE_AND_COMMITTEE,
  "GET /api/admin/mailings/:id/recipients": OFFICE_AND_COMMITTEE,
  "GET /api/admin/mailings/:id/preview": OFFICE_AND_COMMITTEE,
  "POST /api/admin/mailings/:id/test": OFFICE_AND_COMMITTEE,
  "POST /api/admin/mailings/:id/send": OFFICE_AND_COMMITTEE,
  "POST /api/admin/mailings/:id/cancel": OFFICE_AND_COMMITTEE,
  "POST /api/admin/check-in": DESK,
  "GET /api/admin/check-in/search": DESK,
  "GET /api/admin/check-in/today": DESK,
  "GET /api/admin/check-in/references": DESK,
  "POST /api/admin/check-in/:id/undo": DESK,
  "GET /api/admin/check-in/:id/badge.pdf": DESK,
  "POST /api/admin/check-in/:id/cash-payment": DESK,
  "GET /api/admin/check-in/stats": OFFICE,
  "GET /api/admin/settings/check-in": OFFICE,
  "PUT /api/admin/settings/check-in": OFFICE,
  "GET /api/admin/submissions/:id/files": COMMITTEE,
  "GET /api/admin/submissions/:id/files/:fileId": COMMITTEE,
  "GET /api/admin/submission-files/archive.zip": COMMITTEE,
  "GET /api/admin/submission-files/missing": COMMITTEE,
  "GET /api/admin/file-deadline": COMMITTEE,
  "PUT /api/admin/file-deadline": COMMITTEE,
  "DELETE /api/admin/file-deadline": COMMITTEE,
  "GET /api/admin/visa-letters": OFFICE,
  "POST /api/admin/visa-letters/:id/decision": OFFICE,
  "POST /api/admin/visa-letters/:id/revoke": OFFICE,
  "GET /api/admin/visa-letters/:id/letter.pdf": OFFICE,
  "GET /api/admin/settings/visa-letters": OFFICE,
  "PUT /api/admin/settings/visa-letters": OFFICE,
  "GET /api/admin/registration-options": ADMIN,
  "PUT /api/admin/registration-options/fees": ADMIN,
  "PUT /api/admin/registration-options/country-groups": ADMIN,
  "POST /api/admin/registration-options/addons": ADMIN,
  "PUT /api/admin/registration-options/addons/:code": ADMIN,
  "DELETE /api/admin/registration-options/addons/:code": ADMIN,
  "GET /api/admin/registration-options/addons/:code/waitlist": ADMIN,
  "PUT /api/admin/registration-options/addons/:code/waitlist": ADMIN,
  "POST /api/admin/promo-codes": ADMIN,
  "GET /api/admin/review/settings": COMMITTEE,
  "PUT /api/admin/review/settings": COMMITTEE,
  "GET /api/admin/review/reviewers": COMMITTEE,
  "PUT /api/admin/users/:id/review-profile": COMMITTEE,
  "POST /api/admin/submissions/:id/reviewers": COMMITTEE,
  "DELETE /api/admin/submissions/:id/reviewers/:userId": COMMITTEE,
  "POST /api/admin/review/assignments": COMMITTEE,
  "GET /api/admin/submissions/:id/reviews": COMMITTEE,
  "POST /api/admin/submissions/:id/reviews/:userId/reopen": COMMITTEE,
  "GET /api/admin/review/auto-assignment": COMMITTEE,
  "POST /api/admin/review/auto-assignment": COMMITTEE,
  "GET /api/admin/review/ranking": COMMITTEE,
  "GET /api/admin/review/ranking/export.csv": COMMITTEE,
  "GET /api/admin/review/ranking/export.xlsx": COMMITTEE,
  "GET /api/admin/programme": COMMITTEE,
  "POST /api/admin/programme/rooms": COMMITTEE,
  "PUT /api/admin/programme/rooms/:name": COMMITTEE,
  "PUT /api/admin/programme/room-order": COMMITTEE,
  "PUT /api/admin/programme/days/:date": COMMITTEE,
  "POST /api/admin/programme/sessions": COMMITTEE,
  "PUT /api/admin/programme/sessions/:id": COMMITTEE,
  "DELETE /api/admin/programme/sessions/:id": COMMITTEE,
  "POST /api/admin/programme/sessions/:id/items": COMMITTEE,
  "PUT /api/admin/programme/sessions/:id/items/:itemId": COMMITTEE,
  "DELETE /api/admin/programme/sessions/:id/items/:itemId": COMMITTEE,
  "POST /api/admin/programme/publish": COMMITTEE,
  "GET /api/admin/programme/preview": COMMITTEE,
  "GET /api/admin/programme/versions": COMMITTEE,
  "POST /api/admin/programme/versions/:version/restore": COMMITTEE,
  "GET /api/review/assignments": REVIEWER,
  "GET /api/review/assignments/:submissionId": REVIEWER,
  "PUT /api/review/assignments/:submissionId": REVIEWER,
  "POST /api/review/assignments/:submissionId/conflict": REVIEWER,
  "PUT /api/review/language": REVIEWER,
  "GET /api/admin/api-tokens": ADMIN,
  "POST /api/admin/api-tokens": ADMIN,
  "DELETE /api/admin/api-tokens/:id": ADMIN,
};

/**
 * The routes an API token may call, with the scope each needs (decision 0078), written out like
 * the roles: a route given a scope by mistake, or a scope lost, fails the test below. Every other
 * route refuses a token (plugins/bearer-tokens.ts; modules/api-tokens/api-tokens.test.ts).
 */
const EXPECTED_SCOPES: Record<string, ApiScope> = {
  "GET /api/admin/registrations": "registrations:read",
  "GET /api/admin/registrations/:id": "registrations:read",
  "GET /api/admin/registrations/totals": "registrations:read",
  "GET /api/admin/submissions": "submissions:read",
  "GET /api/admin/submissions/:id": "submissions:read",
  "POST /api/admin/registrations/:id/payment/mark-paid": "payments:write",
  "POST /api/admin/registrations/:id/payment/waive": "payments:write",
  "POST /api/admin/registrations/:id/payment/cancel": "payments:write",
  "POST /api/admin/check-in": "check-in:write",
  "GET /programme.ics": "programme:read",
  "GET /programme.json": "programme:read",
  "GET /en/programme.json": "programme:read",
  "GET /ar/programme.json": "programme:read",
  "GET /programme.xml": "programme:read",
  "GET /en/programme.xml": "programme:read",
  "GET /ar/programme.xml": "programme:read",
};

// No row has this id: an allowed request is answered (404, 422…) without changing anything.
const sampleUrl = (url: string) => url.replaceAll(/:[A-Za-z]+/g, "999999");
const REFUSED = { status: 403, message: ROLE_REFUSED_MESSAGE };

type Answer = { status: number; message: string | undefined };

async function call(app: TestApp, session: string, method: string, url: string): Promise<Answer> {
  const write = method !== "GET" && method !== "HEAD";
  const response = await asAdmin(app, session, method as "GET", url, write ? {} : undefined);
  const json =
    response.body !== "" && String(response.headers["content-type"]).startsWith("application/json");
  // A HEAD answer has no body: its status alone tells.
  const message =
    method === "HEAD" && response.statusCode === 403
      ? ROLE_REFUSED_MESSAGE
      : json
        ? response.json().message
        : undefined;
  return { status: response.statusCode, message };
}

describe.each(DATABASE_ENGINES)("the staff role matrix on $engine", ({ create }) => {
  const harness = appHarness(create);
  let writesOfUndeclared = 0;
  const sessions = {} as Record<StaffRole, string>;
  beforeAll(async () => {
    // A route that declares no roles, as a forgetful new route would be.
    harness.app.post("/api/admin/undeclared-write", async () => {
      writesOfUndeclared += 1;
      return { written: true };
    });
    const passwordHash = await hashPassword(TEST_PASSWORD);
    for (const role of STAFF_ROLES) {
      const email = `${role}@example.ma`;
      await insertUser(harness.database.db, { name: `Compte ${role}`, email, passwordHash, role });
      sessions[role] = await signIn(harness.app, email);
    }
  });

  it("walks every registered admin route, and only those written out above", () => {
    const registered = harness.app.adminRoutes
      .filter((route) => route.method !== "HEAD" && route.url !== "/api/admin/undeclared-write")
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length);
    expect(registered.toSorted()).toEqual(Object.keys(EXPECTED).toSorted());
  });

  it("declares each API token scope on exactly the routes written out above", () => {
    const declared = Object.fromEntries(
      harness.app.scopedRoutes
        .filter((route) => route.method !== "HEAD")
        .map((route) => [`${route.method} ${route.url}`, route.scope]),
    );
    expect(declared).toEqual(EXPECTED_SCOPES);
  });

  it("answers each role on each route as the matrix says: allowed, or 403 in French", async () => {
    const routes = harness.app.adminRoutes.filter(
      (route) => route.url !== "/api/admin/undeclared-write",
    );
    expect(routes.length).toBeGreaterThan(Object.keys(EXPECTED).length);
    const mismatches: string[] = [];
    for (const role of STAFF_ROLES) {
      for (const { method, url } of routes) {
        const allowed = EXPECTED[`${method === "HEAD" ? "GET" : method} ${url}`] ?? ADMIN;
        const answer = await call(harness.app, sessions[role], method, sampleUrl(url));
        const refused = answer.status === 403 && answer.message === ROLE_REFUSED_MESSAGE;
        const ok = allowed.includes(role)
          ? answer.status !== 401 && answer.status !== 403 && answer.status < 500
          : refused;
        if (!ok) mismatches.push(`${role} ${method} ${url}: ${answer.status} ${answer.message}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Five roles × every admin route (~1 000 real requests, PDFs and exports among them): ~5 s on
    // an idle machine, past the default 20 s on 2 loaded cores. The walk is the test.
  }, 60_000);

  it("refuses a route that declares no roles to every role but admin, writing nothing", async () => {
    for (const role of STAFF_ROLES) {
      const answer = await call(harness.app, sessions[role], "POST", "/api/admin/undeclared-write");
      expect(answer, role).toEqual(
        role === "admin" ? { status: 200, message: undefined } : REFUSED,
      );
    }
    expect(writesOfUndeclared).toBe(1);
  });

  it("refuses an unknown path under /api/admin to every role but admin (who gets the 404)", async () => {
    for (const role of STAFF_ROLES) {
      const answer = await call(harness.app, sessions[role], "GET", "/api/admin/not-yet-written");
      expect(answer.status, role).toBe(role === "admin" ? 404 : 403);
    }
  });

  it("refuses a real write before anything is stored, CSRF header or not", async () => {
    const before = await countRows(harness.database.db, "users");
    const account = {
      name: "Intrus",
      email: "intrus@example.ma",
      password: "un-mot-de-passe-long",
    };
    const withToken = await asAdmin(
      harness.app,
      sessions.desk,
      "POST",
      "/api/admin/users",
      account,
    );
    expect({ status: withToken.statusCode, ...withToken.json() }).toEqual(REFUSED);
    const withoutToken = await harness.app.inject({
      method: "POST",
      url: "/api/admin/users",
      payload: account,
      cookies: { [SESSION_COOKIE]: sessions.secretariat },
    });
    expect({ status: withoutToken.statusCode, ...withoutToken.json() }).toEqual(REFUSED);
    const promoted = await asAdmin(harness.app, sessions.committee, "PUT", `/api/admin/users/1`, {
      role: "admin",
    });
    expect({ status: promoted.statusCode, ...promoted.json() }).toEqual(REFUSED);
    expect(await countRows(harness.database.db, "users")).toBe(before);
    const roles = await harness.database.db.selectFrom("users").select(["email", "role"]).execute();
    expect(roles.toSorted((a, b) => a.email.localeCompare(b.email))).toEqual(
      STAFF_ROLES.map((role) => ({ email: `${role}@example.ma`, role })).toSorted((a, b) =>
        a.email.localeCompare(b.email),
      ),
    );
  });

  it("keeps 401 for no session: the role check comes after the session guard", async () => {
    const token = await csrfToken(harness.app);
    const response = await harness.app.inject({
      method: "GET",
      url: "/api/admin/users",
      cookies: { "XSRF-TOKEN": token },
    });
    expect(response.statusCode).toBe(401);
  });

  it("tells the screens each person's role (/api/auth/me)", async () => {
    for (const role of STAFF_ROLES) {
      const me = await asAdmin(harness.app, sessions[role], "GET", "/api/auth/me");
      expect(me.json()).toMatchObject({
        authenticated: true,
        user: { role, email: `${role}@example.ma` },
      });
    }
  });
});
