import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow } from "../../testing/stored-rows.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { deleteUserKeepingOne } from "./account-change-workflow.ts";

const PASSWORD = "un-mot-de-passe-long";
type Account = { name: string; email: string; password: string };

describe.each(DATABASE_ENGINES)("admin users on $engine", ({ create }) => {
  const harness = appHarness(create);
  let session: string;
  let selfId: number;
  beforeAll(async () => {
    selfId = await createAdmin(harness.database.db, "moi@example.ma", "Youssef Tazi");
    session = await signIn(harness.app, "moi@example.ma");
  });
  const createUser = (account: Account) =>
    asAdmin(harness.app, session, "POST", "/api/admin/users", account);

  it("creates an admin who can then sign in; e-mail stored lower-case, password hashed", async () => {
    const response = await createUser({
      name: "Leïla Haddad",
      email: "Leila.Haddad@Example.ma",
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Leïla Haddad",
      email: "leila.haddad@example.ma",
    });
    const row = await storedRow(
      harness.database.db,
      "users",
      { email: "leila.haddad@example.ma" },
      ["password_hash"],
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    await expect(signIn(harness.app, "leila.haddad@example.ma", PASSWORD)).resolves.toBeTruthy();
  });

  it("refuses a taken e-mail (any case), a short password and a missing name, in French", async () => {
    const before = await countRows(harness.database.db, "users");
    const refuses = async (account: Account, errors: Record<string, string[]>) => {
      const response = await createUser(account);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    };
    await refuses(
      { name: "Autre", email: "LEILA.HADDAD@example.ma", password: PASSWORD },
      { email: ["Un administrateur utilise déjà cet email"] },
    );
    await refuses(
      { name: " ", email: "pas-un-email", password: "court" },
      {
        name: ["Le nom est requis"],
        email: ["Email invalide"],
        password: ["Le mot de passe doit contenir au moins 10 caractères"],
      },
    );
    await refuses(
      { name: "Nul\u0000Octet", email: "nul@example.ma", password: PASSWORD },
      { name: ["Ce champ contient des caractères non autorisés"] },
    );
    expect(await countRows(harness.database.db, "users")).toBe(before);
  });

  it("lists users newest first, searchable without accents", async () => {
    const all = (await asAdmin(harness.app, session, "GET", "/api/admin/users")).json();
    expect(all.total).toBe(2);
    expect(all.data[0]).toEqual({
      id: expect.any(Number),
      name: "Leïla Haddad",
      email: "leila.haddad@example.ma",
      created_at: expect.any(String),
      // She signed in once, in the creation test.
      last_sign_in_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      role: "admin",
      invitation_pending: false,
      two_factor_enabled: false,
    });
    const found = (await asAdmin(harness.app, session, "GET", "/api/admin/users?q=leila")).json();
    expect(found.data.map((user: { name: string }) => user.name)).toEqual(["Leïla Haddad"]);
  });

  it("refuses to delete yourself (409, French) and keeps the row", async () => {
    const response = await asAdmin(harness.app, session, "DELETE", `/api/admin/users/${selfId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "Vous ne pouvez pas supprimer votre propre compte.",
    });
    expect(await countRows(harness.database.db, "users")).toBe(2);
  });

  it("deletes another admin, whose sessions end with it", async () => {
    const otherSession = await signIn(harness.app, "leila.haddad@example.ma", PASSWORD);
    const other = (await asAdmin(harness.app, session, "GET", "/api/admin/users?q=leila")).json()
      .data[0];
    const response = await asAdmin(harness.app, session, "DELETE", `/api/admin/users/${other.id}`);
    expect(response.statusCode).toBe(204);
    expect(await countRows(harness.database.db, "users")).toBe(1);
    expect((await asAdmin(harness.app, otherSession, "GET", "/api/admin/metrics")).statusCode).toBe(
      401,
    );
    expect(
      (await asAdmin(harness.app, session, "DELETE", `/api/admin/users/${other.id}`)).statusCode,
    ).toBe(404);
  });

  it("never deletes the last admin", async () => {
    expect(await deleteUserKeepingOne(harness.database.db, selfId)).toBe("last");
    expect(await countRows(harness.database.db, "users")).toBe(1);
  });
});
