import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { asAdmin, createAdmin, signIn, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { auditLinesOf } from "../../testing/audit-lines.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { postJson, testApp } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { codeAt, enrol, resetTwoFactor, signInWithCode } from "../../testing/two-factor-session.ts";

const START = new Date("2025-11-15T10:00:15.000Z");
const ENROL = "/api/admin/account/two-factor";

describe.each(DATABASE_ENGINES)("a person's own 2FA and sessions on $engine", ({ create }) => {
  const harness = appHarness(create, { clock: () => now, twoFactorKey: "cle-de-test" });
  let now = START;
  const later = () => {
    now = new Date(now.getTime() + 60_000);
  };

  const twoFactorRow = (id: number) =>
    storedRow(harness.database.db, "users", { id }, ["two_factor_secret", "two_factor_enabled_at"]);
  const recoveryRows = (id: number) =>
    storedRows(harness.database.db, "two_factor_recovery_codes", { user_id: id });
  const auditLines = (action: string) =>
    auditLinesOf(harness.database.db, action, ["actor_email", "entity_reference", "changes"]);

  it("enrols: the password first, a pending secret stored sealed, then a code and ten codes", async () => {
    const id = await createAdmin(harness.database.db, "enrole@example.ma");
    const session = await signIn(harness.app, "enrole@example.ma");
    const wrong = await asAdmin(harness.app, session, "POST", ENROL, { password: "pas-le-bon" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ["Le mot de passe est incorrect"] });
    expect((await twoFactorRow(id)).two_factor_secret).toBeNull();

    const started = await asAdmin(harness.app, session, "POST", ENROL, { password: TEST_PASSWORD });
    const { secret, otpauth_url } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_url);
    expect(uri.protocol).toBe("otpauth:");
    expect(decodeURIComponent(otpauth_url)).toContain("CPSS 2025:enrole@example.ma");
    expect(uri.searchParams.get("secret")).toBe(secret);
    const pending = await twoFactorRow(id);
    expect(pending.two_factor_enabled_at).toBeNull();
    expect((await asAdmin(harness.app, session, "GET", ENROL)).json()).toEqual({
      enabled: false,
      required: false,
    });
    // Sealed: the dump does not hold the secret.
    expect(pending.two_factor_secret).toMatch(/^v2\./);
    expect(pending.two_factor_secret).not.toContain(secret);
    // Pending is not on: the sign-in still needs the password only.
    await signIn(harness.app, "enrole@example.ma");

    const badCode = await asAdmin(harness.app, session, "POST", `${ENROL}/confirm`, {
      code: "000000",
    });
    expect(badCode.statusCode).toBe(422);
    expect((await twoFactorRow(id)).two_factor_enabled_at).toBeNull();

    const confirmed = await asAdmin(harness.app, session, "POST", `${ENROL}/confirm`, {
      code: await codeAt(secret, now),
    });
    expect(confirmed.json().recovery_codes).toHaveLength(10);
    expect((await twoFactorRow(id)).two_factor_enabled_at).toBe(now.toISOString());
    expect(await recoveryRows(id)).toHaveLength(10);
    expect((await asAdmin(harness.app, session, "GET", ENROL)).json()).toEqual({
      enabled: true,
      required: false,
    });
    expect(await auditLines("user.two_factor_enabled")).toEqual([
      { actor_email: "enrole@example.ma", entity_reference: "enrole@example.ma", changes: "{}" },
    ]);
    // A second enrolment must go through disabling first.
    const again = await asAdmin(harness.app, session, "POST", ENROL, { password: TEST_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "La double authentification est déjà activée sur votre compte.",
    );
  });

  it("does not open a secret sealed under another server key", async () => {
    const id = await createAdmin(harness.database.db, "autre-cle@example.ma");
    const { secret } = await enrol(
      harness.app,
      await signIn(harness.app, "autre-cle@example.ma"),
      now,
    );
    later();
    const other = await testApp(harness.database.db, {
      clock: () => now,
      twoFactorKey: "une-autre-cle",
    });
    try {
      const refused = await signInWithCode(
        other,
        "autre-cle@example.ma",
        await codeAt(secret, now),
      );
      expect(refused.statusCode).toBe(422);
    } finally {
      await other.close();
    }
    expect((await twoFactorRow(id)).two_factor_enabled_at).not.toBeNull();
  });

  it("disables 2FA only with the password and a current code", async () => {
    const id = await createAdmin(harness.database.db, "desactive@example.ma");
    const session = await signIn(harness.app, "desactive@example.ma");
    const { secret } = await enrol(harness.app, session, now);
    later();
    const withoutCode = await asAdmin(harness.app, session, "DELETE", ENROL, {
      password: TEST_PASSWORD,
      code: "000000",
    });
    expect(withoutCode.json().errors).toEqual({
      code: ["Code incorrect ou déjà utilisé. Saisissez le code affiché par votre application."],
    });
    const wrongPassword = await asAdmin(harness.app, session, "DELETE", ENROL, {
      password: "pas-le-bon",
      code: await codeAt(secret, now),
    });
    expect(wrongPassword.json().errors).toEqual({ password: ["Le mot de passe est incorrect"] });
    expect((await twoFactorRow(id)).two_factor_enabled_at).not.toBeNull();

    const done = await asAdmin(harness.app, session, "DELETE", ENROL, {
      password: TEST_PASSWORD,
      code: await codeAt(secret, now),
    });
    expect(done.json()).toEqual({ message: "Double authentification désactivée." });
    expect(await twoFactorRow(id)).toEqual({
      two_factor_secret: null,
      two_factor_enabled_at: null,
    });
    expect(await recoveryRows(id)).toEqual([]);
    expect(
      (await auditLines("user.two_factor_disabled")).map((line) => line.entity_reference),
    ).toEqual(["desactive@example.ma"]);
    // Back to the password alone.
    await signIn(harness.app, "desactive@example.ma");
  });

  it("lets an admin reset another account's 2FA, audited; not their own", async () => {
    const adminId = await createAdmin(harness.database.db, "chef@example.ma");
    const admin = await signIn(harness.app, "chef@example.ma");
    const id = await createAdmin(harness.database.db, "perdu@example.ma");
    await enrol(harness.app, await signIn(harness.app, "perdu@example.ma"), now);
    later();
    const reset = await resetTwoFactor(harness.app, admin, id);
    expect(reset.json()).toEqual({
      message: "Double authentification réinitialisée pour perdu@example.ma.",
    });
    expect(await twoFactorRow(id)).toEqual({
      two_factor_secret: null,
      two_factor_enabled_at: null,
    });
    expect(await recoveryRows(id)).toEqual([]);
    expect(await auditLines("user.two_factor_reset")).toEqual([
      {
        actor_email: "chef@example.ma",
        entity_reference: "perdu@example.ma",
        changes: JSON.stringify({ two_factor: [true, false] }),
      },
    ]);
    await signIn(harness.app, "perdu@example.ma");
    const self = await resetTwoFactor(harness.app, admin, adminId);
    expect(self.statusCode).toBe(409);
    const missing = await resetTwoFactor(harness.app, admin, 999999);
    expect(missing.json()).toEqual({ message: "Élément introuvable." });
    const list = await asAdmin(harness.app, admin, "GET", "/api/admin/users?per_page=100");
    const shown = list.json().data.find((user: { id: number }) => user.id === id);
    expect(shown.two_factor_enabled).toBe(false);
  });

  it("sends an account of a role that requires 2FA to enrolment, and nowhere else", async () => {
    const adminSession = await signIn(harness.app, "chef@example.ma");
    const id = await createAdmin(harness.database.db, "secretariat@example.ma");
    await harness.database.db
      .updateTable("users")
      .set({ role: "secretariat" })
      .where("id", "=", id)
      .execute();
    // By default nothing is required.
    const plain = await postJson(harness.app, "/api/login", {
      email: "secretariat@example.ma",
      password: TEST_PASSWORD,
    });
    expect(plain.json()).toEqual({
      user: { id, name: "Salma Bennani", email: "secretariat@example.ma" },
    });
    const setting = await asAdmin(
      harness.app,
      adminSession,
      "PUT",
      "/api/admin/settings/two-factor",
      {
        required_roles: ["secretariat", "admin"],
      },
    );
    expect(setting.json()).toEqual({ required_roles: ["admin", "secretariat"] });
    expect(await auditLines("setting.update")).toEqual([
      {
        actor_email: "chef@example.ma",
        entity_reference: "two_factor_required_roles",
        changes: JSON.stringify({ two_factor_required_roles: [null, "admin,secretariat"] }),
      },
    ]);
    const bad = await asAdmin(harness.app, adminSession, "PUT", "/api/admin/settings/two-factor", {
      required_roles: ["tresorier"],
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().errors)).toContain("Rôle inconnu");

    const login = await postJson(harness.app, "/api/login", {
      email: "secretariat@example.ma",
      password: TEST_PASSWORD,
    });
    expect(login.json()).toEqual({
      user: { id, name: "Salma Bennani", email: "secretariat@example.ma" },
      two_factor_enrolment_required: true,
    });
    const session = login.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "";
    const elsewhere = await asAdmin(harness.app, session, "GET", "/api/admin/account/sessions");
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({
      message:
        "Vous devez d'abord configurer la double authentification (page « Mon compte ») avant d'accéder à l'administration.",
    });
    const me = await harness.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(me.json().two_factor_enrolment_required).toBe(true);
    expect((await asAdmin(harness.app, session, "GET", ENROL)).json()).toEqual({
      enabled: false,
      required: true,
    });
    const { secret } = await enrol(harness.app, session, now);
    // Enrolled: the same session now reaches the admin, and cannot turn 2FA off again.
    expect(
      (await asAdmin(harness.app, session, "GET", "/api/admin/account/sessions")).statusCode,
    ).toBe(200);
    later();
    const disable = await asAdmin(harness.app, session, "DELETE", ENROL, {
      password: TEST_PASSWORD,
      code: await codeAt(secret, now),
    });
    expect(disable.json().message).toBe(
      "La double authentification est obligatoire pour votre rôle : elle ne peut pas être désactivée.",
    );
    await asAdmin(harness.app, adminSession, "PUT", "/api/admin/settings/two-factor", {
      required_roles: [],
    });
  });

  it("lists my sessions (this browser marked, no token hash) and ends another one", async () => {
    const id = await createAdmin(harness.database.db, "sessions@example.ma");
    const phone = await signIn(harness.app, "sessions@example.ma");
    const laptop = await signIn(harness.app, "sessions@example.ma");
    const list = await asAdmin(
      harness.app,
      laptop,
      "GET",
      "/api/admin/account/sessions",
      undefined,
      {
        "user-agent": "ignored on reads",
      },
    );
    const { data } = list.json();
    expect(data).toHaveLength(2);
    expect(data.filter((row: { current: boolean }) => row.current)).toHaveLength(1);
    const hashes = (
      await harness.database.db
        .selectFrom("sessions")
        .select("token_hash")
        .where("user_id", "=", id)
        .execute()
    ).map((row) => row.token_hash);
    for (const row of data) {
      expect(hashes).not.toContain(row.id);
      expect(Object.keys(row).sort()).toEqual([
        "created_at",
        "current",
        "id",
        "last_seen_at",
        "stage",
        "user_agent",
      ]);
    }
    const endSession = (session: string, id: string) =>
      asAdmin(harness.app, session, "DELETE", `/api/admin/account/sessions/${id}`);
    const current = data.find((row: { current: boolean }) => row.current);
    const other = data.find((row: { current: boolean }) => !row.current);
    const refused = await endSession(laptop, current.id);
    expect(refused.statusCode).toBe(409);
    const ended = await endSession(laptop, other.id);
    expect(ended.statusCode).toBe(204);
    expect((await asAdmin(harness.app, phone, "GET", "/api/admin/users")).statusCode).toBe(401);
    expect((await asAdmin(harness.app, laptop, "GET", "/api/admin/users")).statusCode).toBe(200);
    expect(
      await harness.database.db
        .selectFrom("sessions")
        .select("user_id")
        .where("user_id", "=", id)
        .execute(),
    ).toHaveLength(1);
    expect((await auditLines("user.session_ended")).map((line) => line.actor_email)).toEqual([
      "sessions@example.ma",
    ]);
    // Another person's session is not mine to end.
    const stranger = await signIn(harness.app, "chef@example.ma");
    const foreign = await endSession(stranger, current.id);
    expect(foreign.statusCode).toBe(404);
    expect((await asAdmin(harness.app, laptop, "GET", "/api/admin/users")).statusCode).toBe(200);
  });

  it("remembers the browser a session was opened in", async () => {
    await createAdmin(harness.database.db, "navigateur@example.ma");
    const response = await postJson(
      harness.app,
      "/api/login",
      { email: "navigateur@example.ma", password: TEST_PASSWORD },
      { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" } },
    );
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "";
    const { data } = (
      await asAdmin(harness.app, session, "GET", "/api/admin/account/sessions")
    ).json();
    expect(data[0].user_agent).toBe("Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0");
  });
});
