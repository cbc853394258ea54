import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const NOW = new Date("2025-10-07T08:00:00.000Z");
const EMAIL = "compte@example.ma";
const NEW_PASSWORD = "un-nouveau-mot-de-passe";
const PATH = "/api/admin/account/password";

describe.each(DATABASE_ENGINES)("an admin's own account on $engine", ({ create }) => {
  const harness = appHarness(create, { clock: () => NOW });
  let adminId: number;

  beforeAll(async () => {
    adminId = await createAdmin(harness.database.db, EMAIL);
  });

  /** What a refused change must leave as it was. */
  const snapshot = async () => ({
    hash: (await storedRow(harness.database.db, "users", { id: adminId }, ["password_hash"]))
      .password_hash,
    sessions: await harness.database.db.selectFrom("sessions").select("token_hash").execute(),
    audit: await harness.database.db.selectFrom("audit_log").selectAll().execute(),
  });

  it("records the last sign-in and shows it on the users list", async () => {
    const before = (
      await storedRow(harness.database.db, "users", { id: adminId }, ["last_sign_in_at"])
    ).last_sign_in_at;
    expect(before).toBeNull();
    const session = await signIn(harness.app, EMAIL);
    const list = (await asAdmin(harness.app, session, "GET", "/api/admin/users")).json();
    expect(list.data).toEqual([
      {
        id: adminId,
        name: "Salma Bennani",
        email: EMAIL,
        created_at: expect.any(String),
        last_sign_in_at: NOW.toISOString(),
        role: "admin",
        invitation_pending: false,
        two_factor_enabled: false,
      },
    ]);
  });

  it("leaves the last sign-in alone after a failed attempt", async () => {
    await harness.database.db.updateTable("users").set({ last_sign_in_at: null }).execute();
    const failed = await postJson(harness.app, "/api/login", {
      email: EMAIL,
      password: "pas-le-bon-1",
    });
    expect(failed.statusCode).toBe(401);
    const row = await harness.database.db
      .selectFrom("users")
      .select("last_sign_in_at")
      .executeTakeFirstOrThrow();
    expect(row.last_sign_in_at).toBeNull();
  });

  it("refuses a wrong current password in French and writes nothing", async () => {
    const session = await signIn(harness.app, EMAIL);
    const before = await snapshot();
    const response = await asAdmin(harness.app, session, "POST", PATH, {
      currentPassword: "pas-le-bon-mot-de-passe",
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Le formulaire contient des erreurs. Veuillez les corriger.",
      errors: { currentPassword: ["Le mot de passe actuel est incorrect"] },
    });
    expect(await snapshot()).toEqual(before);
    // The old password still signs in.
    expect(await signIn(harness.app, EMAIL)).toEqual(expect.any(String));
  });

  it("applies the account-creation rules to the new password, in French", async () => {
    const session = await signIn(harness.app, EMAIL);
    const before = await snapshot();
    const cases = [
      [
        { newPassword: "court", confirmation: "court" },
        "newPassword",
        "Le mot de passe doit contenir au moins 10 caractères",
      ],
      [
        { newPassword: NEW_PASSWORD, confirmation: "autre-chose-encore" },
        "confirmation",
        "Les deux nouveaux mots de passe ne correspondent pas",
      ],
      [
        { newPassword: TEST_PASSWORD, confirmation: TEST_PASSWORD },
        "newPassword",
        "Le nouveau mot de passe doit être différent de l'actuel",
      ],
    ] as const;
    for (const [fields, field, message] of cases) {
      const response = await asAdmin(harness.app, session, "POST", PATH, {
        currentPassword: TEST_PASSWORD,
        ...fields,
      });
      expect(response.statusCode, message).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("changes the password, ends the admin's other sessions and audits it", async () => {
    const elsewhere = await signIn(harness.app, EMAIL);
    const here = await signIn(harness.app, EMAIL);
    const open = (await harness.database.db.selectFrom("sessions").select("user_id").execute())
      .length;
    const response = await asAdmin(harness.app, here, "POST", PATH, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      "Mot de passe modifié. Vos autres sessions ont été fermées.",
    );
    expect((await asAdmin(harness.app, elsewhere, "GET", "/api/admin/users")).statusCode).toBe(401);
    expect((await asAdmin(harness.app, here, "GET", "/api/admin/users")).statusCode).toBe(200);
    const sessions = await harness.database.db.selectFrom("sessions").select("user_id").execute();
    expect(sessions).toEqual([{ user_id: adminId }]);

    const old = await postJson(harness.app, "/api/login", {
      email: EMAIL,
      password: TEST_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    expect(await signIn(harness.app, EMAIL, NEW_PASSWORD)).toEqual(expect.any(String));

    // Sign-ins, failed or not, have their own lines in the log (tested with the audit log).
    const audit = await harness.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "not in", ["auth.sign_in", "auth.sign_in_failed"])
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        created_at: NOW.toISOString(),
        actor_id: adminId,
        actor_email: EMAIL,
        action: "user.password.change",
        entity_type: "user",
        entity_id: adminId,
        entity_reference: EMAIL,
      }),
    ]);
    expect(JSON.parse(audit[0]?.changes ?? "")).toEqual({ sessions_ended: [null, open - 1] });
  });

  it("needs a session and the CSRF token", async () => {
    const body = {
      currentPassword: NEW_PASSWORD,
      newPassword: "x".repeat(12),
      confirmation: "x".repeat(12),
    };
    expect((await postJson(harness.app, PATH, body)).statusCode).toBe(401);
  });
});
