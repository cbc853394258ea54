import { describe, expect, it } from "vitest";
import { sessionCsrfToken } from "../../plugins/csrf-token.ts";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import {
  codeAt,
  codeStep,
  enrol,
  fullSessionOf,
  passwordStep,
  signInWithCode,
} from "../../testing/two-factor-session.ts";

const STEP_MS = 30_000;
// In the middle of a 30 s step, so that ±1 and ±2 steps are unambiguous.
const START = new Date("2025-11-15T09:00:15.000Z");
const CODE_WRONG =
  "Code incorrect ou déjà utilisé. Saisissez le code affiché par votre application.";

describe.each(DATABASE_ENGINES)("two-factor sign-in on $engine", ({ create }) => {
  const harness = appHarness(create, { clock: () => now });
  let now = START;
  const at = (steps: number) => new Date(now.getTime() + steps * STEP_MS);

  /** A new account with 2FA on, enrolled at `now`; the clock then moves on a minute. */
  async function enrolledAccount(email: string) {
    const id = await createAdmin(harness.database.db, email);
    const enrolled = await enrol(harness.app, await signIn(harness.app, email), now);
    now = at(2);
    return { id, ...enrolled };
  }

  const sessionRows = (userId: number) =>
    harness.database.db
      .selectFrom("sessions")
      .select(["stage", "created_at", "expires_at"])
      .where("user_id", "=", userId)
      .execute();

  const auditActions = async (userId: number) =>
    (await storedRows(harness.database.db, "audit_log", { entity_id: userId }, ["action"])).map(
      (row) => row.action,
    );

  it("asks the code after the password; the half-session reaches nothing under /api/admin", async () => {
    const { id } = await enrolledAccount("code@example.ma");
    const half = await passwordStep(harness.app, "code@example.ma");
    const halfRow = (await sessionRows(id)).find((row) => row.stage === "two_factor");
    expect(halfRow).toBeDefined();
    // It ends five minutes after the password.
    expect(Date.parse(halfRow?.expires_at ?? "") - Date.parse(halfRow?.created_at ?? "")).toBe(
      5 * 60 * 1000,
    );
    for (const [method, url] of [
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/account/sessions"],
      ["POST", "/api/admin/account/two-factor"],
    ] as const) {
      const refused = await asAdmin(
        harness.app,
        half,
        method,
        url,
        method === "POST" ? {} : undefined,
      );
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        message: "Authentification requise. Veuillez vous connecter.",
      });
    }
    const me = await harness.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: { [SESSION_COOKIE]: half },
    });
    expect(me.json()).toEqual({ authenticated: false, user: null });
  });

  it("opens the full session with the code: same answer as a sign-in, CSRF rotated", async () => {
    const { id, secret } = await enrolledAccount("plein@example.ma");
    const half = await passwordStep(harness.app, "plein@example.ma");
    const response = await codeStep(harness.app, half, await codeAt(secret, now));
    expect(response.json()).toEqual({
      user: { id, name: "Salma Bennani", email: "plein@example.ma" },
    });
    const session = fullSessionOf(response);
    expect(session).not.toBe(half);
    expect(response.cookies.find((c) => c.name === "XSRF-TOKEN")?.value).toBe(
      sessionCsrfToken(session),
    );
    // The half-session is gone, the full one is in its place.
    expect((await sessionRows(id)).map((row) => row.stage).sort()).toEqual(["full", "full"]);
    const users = await asAdmin(harness.app, session, "GET", "/api/admin/users");
    expect(users.statusCode).toBe(200);
    expect(users.json().data.map((user: { email: string }) => user.email)).toContain(
      "plein@example.ma",
    );
    const row = await storedRow(harness.database.db, "users", { id }, ["last_sign_in_at"]);
    expect(row.last_sign_in_at).toBe(now.toISOString());
  });

  it("accepts a code once: the same code again is refused, even in a new half-session", async () => {
    const { id, secret } = await enrolledAccount("rejeu@example.ma");
    const code = await codeAt(secret, now);
    fullSessionOf(await signInWithCode(harness.app, "rejeu@example.ma", code));
    const again = await signInWithCode(harness.app, "rejeu@example.ma", code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: [CODE_WRONG] });
    expect(again.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await sessionRows(id)).filter((row) => row.stage === "full")).toHaveLength(2);
    expect(await auditActions(id)).toContain("auth.two_factor_failed");
  });

  it("lets only one of two simultaneous requests with the same code through", async () => {
    const { secret } = await enrolledAccount("course@example.ma");
    const halves = [
      await passwordStep(harness.app, "course@example.ma"),
      await passwordStep(harness.app, "course@example.ma", "192.0.2.7"),
    ];
    const code = await codeAt(secret, now);
    const answers = await Promise.all([
      codeStep(harness.app, halves[0] ?? "", code),
      codeStep(harness.app, halves[1] ?? "", code, "192.0.2.7"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it("accepts ±1 step of clock drift and refuses ±2", async () => {
    const { secret } = await enrolledAccount("derive@example.ma");
    // Far from the enrolment's step, so that only the drift can refuse a code.
    now = at(10);
    const tryCode = async (steps: number) =>
      (await signInWithCode(harness.app, "derive@example.ma", await codeAt(secret, at(steps))))
        .statusCode;
    expect(await tryCode(-2)).toBe(422);
    expect(await tryCode(2)).toBe(422);
    expect(await tryCode(1)).toBe(200);
    // The last accepted step is now+1: three steps later, a phone one step behind (now+3) passes.
    now = at(4);
    expect(await tryCode(-1)).toBe(200);
  });

  it("takes a recovery code once in place of a code, and says so in the Journal", async () => {
    const { id, recoveryCodes } = await enrolledAccount("secours@example.ma");
    const [first] = recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const used = await signInWithCode(
      harness.app,
      "secours@example.ma",
      ` ${(first ?? "").toUpperCase()} `,
    );
    expect(used.json().user.id).toBe(id);
    const line = await storedRow(
      harness.database.db,
      "audit_log",
      { entity_id: id, action: "auth.recovery_code_used" },
      ["action", "changes"],
    );
    expect(JSON.parse(line.changes)).toEqual({ recovery_codes_left: [10, 9] });
    const again = await signInWithCode(harness.app, "secours@example.ma", first ?? "");
    expect(again.statusCode).toBe(422);
    const stored = await storedRows(
      harness.database.db,
      "two_factor_recovery_codes",
      { user_id: id },
      ["code_hash", "used_at"],
    );
    expect(stored.filter((row) => row.used_at !== null)).toHaveLength(1);
    // Only keyed digests are stored, never the codes.
    for (const row of stored) expect(recoveryCodes).not.toContain(row.code_hash);
  });

  it("counts wrong codes against the sign-in limits: five, then 429 even for the right code", async () => {
    const { id, secret } = await enrolledAccount("limite@example.ma");
    const half = await passwordStep(harness.app, "limite@example.ma", "198.51.100.9");
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await codeStep(harness.app, half, "000000", "198.51.100.9");
      expect(wrong.statusCode).toBe(422);
    }
    const blocked = await codeStep(harness.app, half, await codeAt(secret, now), "198.51.100.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans/);
    expect(blocked.headers["retry-after"]).toBeDefined();
    expect((await sessionRows(id)).filter((row) => row.stage === "full")).toHaveLength(1);
    expect(
      (await auditActions(id)).filter((action) => action === "auth.two_factor_failed"),
    ).toHaveLength(5);
  });

  it("refuses the code step without a half-session", async () => {
    const response = await codeStep(harness.app, "pas-une-session", "123456");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: "Votre connexion a expiré. Saisissez à nouveau votre email et votre mot de passe.",
    });
  });

  it("keeps the password-only sign-in of an account without 2FA as it was", async () => {
    const id = await createAdmin(harness.database.db, "simple@example.ma");
    const session = await signIn(harness.app, "simple@example.ma");
    expect((await sessionRows(id)).map((row) => row.stage)).toEqual(["full"]);
    expect((await asAdmin(harness.app, session, "GET", "/api/admin/users")).statusCode).toBe(200);
  });
});
