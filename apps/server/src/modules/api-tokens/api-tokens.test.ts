import { API_SCOPES, type ApiScope, type ApiTokenView } from "@congres/shared";
import { validRegistration, validSubmission } from "@congres/shared/testing";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { missingScopeMessage, TOKEN_REFUSED_MESSAGE } from "../../plugins/bearer-tokens.ts";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { asAdmin, staffAccounts } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { csrfToken, postJson } from "../../testing/test-app.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";

const START = Date.parse("2025-10-06T09:30:00.000Z");
const TOKENS = "/api/admin/api-tokens";

/**
 * API tokens (issue #41 item 2, decision 0078): created by an admin, shown once, kept as a hash;
 * a bearer request reaches only the routes its scopes cover, never through cookies or CSRF, acts
 * as the token in the Journal, is limited per token, and stops at revocation or expiry.
 */
describe.each(DATABASE_ENGINES)("API tokens on $engine", ({ create }) => {
  let now = START;
  const harness = appHarness(create, { clock: () => new Date(now), tokenRequestsPerMinute: 6 });
  const staff = { admin: "", secretariat: "" };
  let registration = { id: 0, reference: "" };
  let submission = { id: 0, reference: "" };
  beforeAll(async () => {
    const { sessions } = await staffAccounts(harness, ["admin", "secretariat"]);
    Object.assign(staff, sessions);
    const response = await postJson(harness.app, "/api/registration", validRegistration());
    registration = response.json();
    // Before the call for abstracts closes.
    now = Date.parse("2025-09-01T09:00:00.000Z");
    submission = (await postJson(harness.app, "/api/submission", validSubmission())).json();
    now = START;
  });

  const createToken = async (name: string, scopes: ApiScope[], expiresAt?: string) => {
    const response = await asAdmin(harness.app, staff.admin, "POST", TOKENS, {
      name,
      scopes,
      ...(expiresAt ? { expiresAt } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; token: string; prefix: string };
  };
  const bearer = (
    token: string,
    method: "GET" | "POST" | "DELETE",
    url: string,
    options: { payload?: unknown; cookies?: Record<string, string>; headers?: object } = {},
  ) =>
    harness.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      ...(options.cookies ? { cookies: options.cookies } : {}),
    });
  const answer = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.json(),
  });
  const journal = (action: string) =>
    auditLinesOf(harness.database.db, action, [
      "actor_id",
      "actor_email",
      "actor_kind",
      "entity_reference",
    ]);
  const paymentOf = () =>
    storedRow(harness.database.db, "registrations", { id: registration.id }, [
      "payment_status",
      "amount_received_centimes",
    ]);

  it("creates a token shown once, keeps only its hash, lists its prefix, audits it", async () => {
    const created = await createToken("Tableur de la trésorerie", ["registrations:read"]);
    expect(created.token).toMatch(/^cgt_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const row = await storedRow(harness.database.db, "api_tokens", { id: created.id });
    expect(Object.values(row).some((value) => String(value).includes(created.token))).toBe(false);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const list = await asAdmin(harness.app, staff.admin, "GET", TOKENS);
    expect(list.body).not.toContain(created.token.slice(created.prefix.length));
    expect(list.json().data).toContainEqual({
      id: created.id,
      name: "Tableur de la trésorerie",
      prefix: created.prefix,
      scopes: ["registrations:read"],
      created_at: new Date(now).toISOString(),
      created_by_email: "admin@example.ma",
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
    } satisfies ApiTokenView);
    expect(await journal("api_token.create")).toContainEqual({
      actor_id: expect.any(Number),
      actor_email: "admin@example.ma",
      actor_kind: "staff",
      entity_reference: created.prefix,
    });
  });

  it("keeps « Accès API » to admins and refuses a bad form in French, writing nothing", async () => {
    const before = await countRows(harness.database.db, "api_tokens");
    const bySecretariat = await asAdmin(harness.app, staff.secretariat, "POST", TOKENS, {
      name: "Moi aussi",
      scopes: ["registrations:read"],
    });
    expect(bySecretariat.statusCode).toBe(403);
    const invalid = await asAdmin(harness.app, staff.admin, "POST", TOKENS, {
      name: " ",
      scopes: ["registrations:write"],
      expiresAt: "demain",
    });
    expect(answer(invalid)).toMatchObject({
      status: 422,
      body: {
        errors: {
          name: ["Le nom du jeton est obligatoire (au plus 80 caractères)"],
          expiresAt: ["Date d'expiration invalide"],
        },
      },
    });
    expect(Object.keys(invalid.json().errors)).toContain("scopes.0");
    const past = await asAdmin(harness.app, staff.admin, "POST", TOKENS, {
      name: "Passé",
      scopes: ["programme:read"],
      expiresAt: new Date(now - 1000).toISOString(),
    });
    expect(past.json().errors).toEqual({
      expiresAt: ["La date d'expiration doit être dans le futur"],
    });
    expect(await countRows(harness.database.db, "api_tokens")).toBe(before);
  });

  it("reads registrations with registrations:read, and nothing else: 403 naming the scope before the body is read", async () => {
    const { token } = await createToken("Lecture", ["registrations:read"]);
    const list = await bearer(token, "GET", "/api/admin/registrations");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((row: { reference: string }) => row.reference)).toContain(
      registration.reference,
    );
    expect(list.headers["set-cookie"]).toBeUndefined();
    const detail = await bearer(token, "GET", `/api/admin/registrations/${registration.id}`);
    expect(detail.json()).toMatchObject({ reference: registration.reference });
    // An invalid body: the scope is checked first, so the answer is 403, not 422.
    const write = await bearer(
      token,
      "POST",
      `/api/admin/registrations/${registration.id}/payment/mark-paid`,
      { payload: { amount: "x" } },
    );
    expect(answer(write)).toEqual({
      status: 403,
      body: { message: missingScopeMessage("payments:write") },
    });
    expect(write.json().message).toContain("payments:write");
    const users = await bearer(token, "GET", "/api/admin/users");
    expect(answer(users)).toEqual({
      status: 403,
      body: { message: missingScopeMessage(undefined) },
    });
    expect(await paymentOf()).toEqual({
      payment_status: "en_attente",
      amount_received_centimes: 0,
    });
  });

  it("reads submissions with submissions:read, and the registrations' totals with registrations:read", async () => {
    const { token } = await createToken("Comité", ["submissions:read"]);
    const list = await bearer(token, "GET", "/api/admin/submissions");
    expect(list.json().data.map((row: { reference: string }) => row.reference)).toEqual([
      submission.reference,
    ]);
    const detail = await bearer(token, "GET", `/api/admin/submissions/${submission.id}`);
    expect(detail.json()).toMatchObject({ submission: { reference: submission.reference } });
    expect((await bearer(token, "GET", "/api/admin/registrations")).statusCode).toBe(403);
    const reader = await createToken("Totaux", ["registrations:read"]);
    const totals = await bearer(reader.token, "GET", "/api/admin/registrations/totals");
    expect(totals.statusCode, totals.body).toBe(200);
  });

  it("never passes a cookie route: an admin's cookies beside the token are set aside, and no cookie is set", async () => {
    const { token } = await createToken("Avec cookies", ["registrations:read"]);
    const csrf = await csrfToken(harness.app, staff.admin);
    const cookies = { [SESSION_COOKIE]: staff.admin, "XSRF-TOKEN": csrf };
    const usersBefore = await countRows(harness.database.db, "users");
    const asAdminToo = await bearer(token, "POST", "/api/admin/users", {
      payload: { name: "Intrus", email: "intrus@example.ma", password: "un-mot-de-passe-long" },
      cookies,
      headers: { "x-xsrf-token": csrf },
    });
    expect(asAdminToo.statusCode).toBe(403);
    expect(await countRows(harness.database.db, "users")).toBe(usersBefore);
    const deleted = await bearer(token, "DELETE", `/api/admin/registrations/${registration.id}`, {
      cookies,
      headers: { "x-xsrf-token": csrf },
    });
    expect(deleted.statusCode).toBe(403);
    expect(await countRows(harness.database.db, "registrations")).toBe(1);
    // A dead session cookie beside the token: the session hook would clear it; it is not read.
    const dead = await bearer(token, "GET", "/api/admin/registrations", {
      cookies: { [SESSION_COOKIE]: "x".repeat(43) },
    });
    expect(dead.statusCode).toBe(200);
    expect(dead.headers["set-cookie"]).toBeUndefined();
    const csrfCookie = await bearer(token, "GET", "/sanctum/csrf-cookie");
    expect(csrfCookie.statusCode).toBe(403);
    expect(csrfCookie.headers["set-cookie"]).toBeUndefined();
  });

  it("writes without CSRF under the token's scope, and the Journal names the token, never a staff account", async () => {
    const { token } = await createToken("Comptable", ["payments:write", "check-in:write"]);
    const paid = await bearer(
      token,
      "POST",
      `/api/admin/registrations/${registration.id}/payment/mark-paid`,
      { payload: { amount: "1000", paidAt: "2025-10-05" } },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.headers["set-cookie"]).toBeUndefined();
    expect(await paymentOf()).toEqual({
      payment_status: "payee",
      amount_received_centimes: 100_000,
    });
    const tokenActor = {
      actor_id: null,
      actor_email: "Jeton API « Comptable »",
      actor_kind: "token",
      entity_reference: registration.reference,
    };
    expect(await journal("registration.payment.mark_paid")).toEqual([tokenActor]);
    const scan = {
      reference: registration.reference,
      scanId: "3f1c8a8e-5a43-4b7e-9d4f-0a4c1b2c3d4e",
    };
    const checkIn = await bearer(token, "POST", "/api/admin/check-in", { payload: scan });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    // The same scan sent again (a retry) is stored once and written once in the Journal.
    await bearer(token, "POST", "/api/admin/check-in", { payload: scan });
    expect(await journal("registration.check_in")).toEqual([tokenActor]);
    const stored = await harness.database.db
      .selectFrom("check_ins")
      .select(["user_id", "actor_email"])
      .execute();
    expect(stored).toEqual([{ user_id: null, actor_email: "Jeton API « Comptable »" }]);
  });

  it("answers 401 to a token unknown, revoked or expired", async () => {
    const revoked = await createToken("Révoqué", ["registrations:read"]);
    expect((await bearer(revoked.token, "GET", "/api/admin/registrations")).statusCode).toBe(200);
    const revoke = await asAdmin(harness.app, staff.admin, "DELETE", `${TOKENS}/${revoked.id}`);
    expect(revoke.statusCode).toBe(204);
    expect(answer(await bearer(revoked.token, "GET", "/api/admin/registrations"))).toEqual({
      status: 401,
      body: { message: TOKEN_REFUSED_MESSAGE },
    });
    expect(await journal("api_token.revoke")).toEqual([
      {
        actor_id: expect.any(Number),
        actor_email: "admin@example.ma",
        actor_kind: "staff",
        entity_reference: revoked.prefix,
      },
    ]);
    const again = await asAdmin(harness.app, staff.admin, "DELETE", `${TOKENS}/${revoked.id}`);
    expect(again.statusCode).toBe(404);

    const expiring = await createToken(
      "Une heure",
      ["registrations:read"],
      new Date(now + 3_600_000).toISOString(),
    );
    expect((await bearer(expiring.token, "GET", "/api/admin/registrations")).statusCode).toBe(200);
    now += 3_600_000;
    expect((await bearer(expiring.token, "GET", "/api/admin/registrations")).statusCode).toBe(401);
    const unknown = `cgt_${"A".repeat(43)}`;
    expect((await bearer(unknown, "GET", "/api/admin/registrations")).statusCode).toBe(401);
    expect((await bearer("n'importe quoi", "GET", "/api/admin/registrations")).statusCode).toBe(
      401,
    );
    const list = (await asAdmin(harness.app, staff.admin, "GET", TOKENS)).json()
      .data as ApiTokenView[];
    expect(list.find((line) => line.id === revoked.id)?.revoked_at).not.toBeNull();
  });

  it("limits each token per minute, and writes its last use once a minute at most", async () => {
    const { id, token } = await createToken("Impatient", ["registrations:read"]);
    const other = await createToken("Patient", ["registrations:read"]);
    const lastUse = async () =>
      (await storedRow(harness.database.db, "api_tokens", { id }, ["last_used_at"])).last_used_at;
    const first = now;
    const statuses: number[] = [];
    for (let request = 0; request < 7; request++) {
      statuses.push((await bearer(token, "GET", "/api/admin/registrations")).statusCode);
      now += 5_000;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // Six answered requests over 30 s: one write, at the first.
    expect(await lastUse()).toBe(new Date(first).toISOString());
    // Another token is counted apart; its use is written again once a minute has passed.
    const otherUse = async () =>
      (await asAdmin(harness.app, staff.admin, "GET", TOKENS))
        .json()
        .data.find((line: ApiTokenView) => line.id === other.id)?.last_used_at;
    expect((await bearer(other.token, "GET", "/api/admin/registrations")).statusCode).toBe(200);
    const otherFirst = now;
    now += 59_000;
    await bearer(other.token, "GET", "/api/admin/registrations");
    expect(await otherUse()).toBe(new Date(otherFirst).toISOString());
    now += 2_000;
    await bearer(other.token, "GET", "/api/admin/registrations");
    expect(await otherUse()).toBe(new Date(now).toISOString());
  });

  it("offers exactly the scopes the issue names", () => {
    expect(API_SCOPES).toEqual([
      "registrations:read",
      "submissions:read",
      "programme:read",
      "check-in:write",
      "payments:write",
    ]);
  });
});
