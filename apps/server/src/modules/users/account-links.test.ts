import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { bodiesOf } from "../../services/mail/outbox-repository.ts";
import { asAdmin, createAdmin, signIn } from "../../testing/admin-session.ts";
import { postJson, type TestApp, testApp } from "../../testing/test-app.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";
import { accountLinkMessages } from "./account-link-routes.ts";
import { userMessages } from "./user-admin-routes.ts";

const START = new Date("2025-10-07T08:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const ADMIN = "direction@example.ma";
const CHOSEN = "mon-mot-de-passe-choisi";
const TOKEN_IN_LINK = {
  invitation: /https:\/\/[^\s"]+\/admin\/invitation#([A-Za-z0-9_-]{43})/,
  password_reset: /https:\/\/[^\s"]+\/admin\/nouveau-mot-de-passe#([A-Za-z0-9_-]{43})/,
} as const;

describe.each(DATABASE_ENGINES)("invitations and password reset on $engine", ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let now = START;
  let admin: string;
  let address = 0;
  /** Each request from an address of its own, so that the sign-in limits stay out of the way. */
  const fresh = () => ({ remoteAddress: `10.44.${address >> 8}.${address++ & 255}` });

  beforeAll(async () => {
    database = await migratedDatabase(create);
    app = await testApp(database.db, { clock: () => now });
    await createAdmin(database.db, ADMIN);
    admin = await signIn(app, ADMIN);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const userNamed = (email: string) =>
    database.db
      .selectFrom("users")
      .select(["id", "password_hash", "invitation_pending"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
  const mailsTo = (email: string) =>
    database.db
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", email)
      .orderBy("id")
      .execute();
  const auditOf = (email: string) =>
    database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "changes", "created_at"])
      .where("entity_reference", "=", email)
      .where("action", "like", "user.%")
      .orderBy("id")
      .execute();
  /** The last mail to `email`, as rendered for delivery, and the token of its link. */
  async function lastMail(email: string, purpose: keyof typeof TOKEN_IN_LINK) {
    const row = (await mailsTo(email)).at(-1);
    if (!row) throw new Error(`no mail to ${email}`);
    const bodies = await bodiesOf(row, app.mail.context.edition);
    const token = TOKEN_IN_LINK[purpose].exec(bodies.text)?.[1];
    if (!token) throw new Error(`no ${purpose} link in ${bodies.text}`);
    expect(bodies.html).toContain(`#${token}`);
    return { row, ...bodies, token };
  }
  const invite = (email: string, name = "Nadia Idrissi") =>
    asAdmin(app, admin, "POST", "/api/admin/users", { name, email });
  const choose = (token: string, password = CHOSEN, passwordConfirmation = password) =>
    postJson(app, "/api/account/password", { token, password, passwordConfirmation });
  const requestReset = (email: string, options = fresh()) =>
    postJson(app, "/api/account/password-reset", { email }, options);
  const signInWith = (email: string, password: string) =>
    postJson(app, "/api/login", { email, password }, fresh());

  it("invites without a password: the account, a French mail with a single-use link, the audit line", async () => {
    now = START;
    const email = "nadia@example.ma";
    const response = await invite(email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, invitation_pending: true, role: "admin" });
    const user = await userNamed(email);
    expect(user.invitation_pending).toBe(1);
    const mail = await lastMail(email, "invitation");
    expect(mail.row).toMatchObject({
      kind: "staff_invitation",
      status: "queued",
      to_name: "Nadia Idrissi",
    });
    expect(mail.row.subject).toMatch(/^Invitation à l'espace d'administration – /);
    expect(mail.text).toContain("Bonjour Nadia Idrissi,");
    expect(mail.text).toContain(
      "Ce lien ne sert qu'une fois et reste valable jusqu'au 10 octobre 2025",
    );
    // Only the token's hash is stored.
    const links = await database.db.selectFrom("account_links").selectAll().execute();
    expect(links).toEqual([
      {
        user_id: user.id,
        purpose: "invitation",
        token_hash: createHash("sha256").update(mail.token).digest("hex"),
        created_at: START.toISOString(),
        expires_at: new Date(START.getTime() + 72 * HOUR).toISOString(),
      },
    ]);
    expect(await auditOf(email)).toEqual([
      {
        action: "user.invite",
        actor_email: ADMIN,
        changes: JSON.stringify({
          link_expires_at: [null, new Date(START.getTime() + 72 * HOUR).toISOString()],
        }),
        created_at: START.toISOString(),
      },
    ]);
    const listed = (await asAdmin(app, admin, "GET", "/api/admin/users")).json();
    expect(listed.data.find((row: { email: string }) => row.email === email)).toMatchObject({
      invitation_pending: true,
    });
  });

  it("hides the link's token from staff reading the mail in the E-mails screen", async () => {
    const mail = await lastMail("nadia@example.ma", "invitation");
    const detail = (await asAdmin(app, admin, "GET", `/api/admin/emails/${mail.row.id}`)).json();
    expect(detail.subject).toBe(mail.row.subject);
    for (const body of [detail.html_body, detail.text_body]) {
      expect(body).not.toContain(mail.token);
      expect(body).toContain("/admin/invitation#lien-masque");
    }
  });

  it("keeps an invited account closed until its password is chosen", async () => {
    const email = "nadia@example.ma";
    for (const password of ["", "mot-de-passe-de-test", CHOSEN]) {
      const response = await signInWith(email, password);
      expect(response.statusCode).toBe(password ? 401 : 422);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    expect((await userNamed(email)).password_hash).toMatch(/^\$argon2id\$/);
  });

  it("creates with a password as before: no mail, no link", async () => {
    const email = "omar@example.ma";
    const response = await asAdmin(app, admin, "POST", "/api/admin/users", {
      name: "Omar Benali",
      email,
      password: "un-mot-de-passe-long",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().invitation_pending).toBe(false);
    expect(await mailsTo(email)).toEqual([]);
    expect((await auditOf(email)).map((line) => line.action)).toEqual(["user.create"]);
    expect((await signInWith(email, "un-mot-de-passe-long")).statusCode).toBe(200);
    const resend = await asAdmin(
      app,
      admin,
      "POST",
      `/api/admin/users/${(await userNamed(email)).id}/invitation`,
    );
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ message: userMessages.notInvited });
    expect(await mailsTo(email)).toEqual([]);
  });

  it("refuses a bad password in French next to its field, and keeps the link alive", async () => {
    const email = "nadia@example.ma";
    const { token } = await lastMail(email, "invitation");
    const short = await choose(token, "court");
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      message: "Le formulaire contient des erreurs. Veuillez les corriger.",
      errors: { password: ["Le mot de passe doit contenir au moins 10 caractères"] },
    });
    const mismatch = await choose(token, CHOSEN, "autre-mot-de-passe");
    expect(mismatch.json().errors).toEqual({
      passwordConfirmation: [accountLinkMessages.confirmationMismatch],
    });
    expect((await userNamed(email)).invitation_pending).toBe(1);
    expect(await database.db.selectFrom("account_links").select("user_id").execute()).toHaveLength(
      1,
    );
  });

  it("a resent invitation kills the previous link; the new one sets the password once", async () => {
    const email = "nadia@example.ma";
    const first = await lastMail(email, "invitation");
    now = new Date(START.getTime() + 2 * HOUR);
    const user = await userNamed(email);
    const resent = await asAdmin(app, admin, "POST", `/api/admin/users/${user.id}/invitation`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(userMessages.invitationResent(email));
    const second = await lastMail(email, "invitation");
    expect(second.token).not.toBe(first.token);
    expect((await choose(first.token)).json()).toEqual({
      message: accountLinkMessages.linkInvalid,
    });
    expect((await userNamed(email)).password_hash).toBe(user.password_hash);

    const used = await choose(second.token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ message: accountLinkMessages.passwordSet, email });
    const after = await userNamed(email);
    expect(after.invitation_pending).toBe(0);
    expect(after.password_hash).not.toBe(user.password_hash);
    expect((await signInWith(email, CHOSEN)).statusCode).toBe(200);

    const again = await choose(second.token, "encore-un-autre-mot");
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: accountLinkMessages.linkInvalid });
    expect((await userNamed(email)).password_hash).toBe(after.password_hash);
    expect(
      (await auditOf(email)).map((line) => [line.action, line.actor_email, line.changes]),
    ).toEqual([
      ["user.invite", ADMIN, expect.any(String)],
      [
        "user.invitation_resent",
        ADMIN,
        JSON.stringify({
          link_expires_at: [null, new Date(now.getTime() + 72 * HOUR).toISOString()],
        }),
      ],
      [
        "user.password_set",
        email,
        JSON.stringify({ sessions_ended: [null, 0], link: [null, "invitation"] }),
      ],
    ]);
  });

  it("an invitation works for 72 hours, by the app's clock", async () => {
    now = START;
    await invite("karima@example.ma", "Karima Fassi");
    await invite("younes@example.ma", "Younes Amrani");
    const karima = await lastMail("karima@example.ma", "invitation");
    const younes = await lastMail("younes@example.ma", "invitation");
    now = new Date(START.getTime() + 72 * HOUR - 1000);
    expect((await choose(karima.token)).statusCode).toBe(200);
    now = new Date(START.getTime() + 72 * HOUR);
    const late = await choose(younes.token);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(accountLinkMessages.linkInvalid);
    expect((await userNamed("younes@example.ma")).invitation_pending).toBe(1);
  });

  it("never tells whether an e-mail has an account: same status, same text, comparable time", async () => {
    now = START;
    const known = await requestReset("omar@example.ma");
    const unknown = await requestReset("personne@example.ma");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: accountLinkMessages.resetRequested });
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo("personne@example.ma")).toEqual([]);
    expect(await auditOf("personne@example.ma")).toEqual([]);
    const mail = await lastMail("omar@example.ma", "password_reset");
    expect(mail.row).toMatchObject({ kind: "staff_password_reset", status: "queued" });
    expect(mail.row.subject).toMatch(/^Choisir un nouveau mot de passe – /);
    expect((await auditOf("omar@example.ma")).at(-1)).toEqual({
      action: "user.password_reset_requested",
      actor_email: "omar@example.ma",
      changes: JSON.stringify({
        link_expires_at: [null, new Date(START.getTime() + HOUR).toISOString()],
      }),
      created_at: START.toISOString(),
    });

    const durations = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 6; round++) {
      for (const kind of ["known", "unknown"] as const) {
        const started = performance.now();
        await requestReset(kind === "known" ? "omar@example.ma" : "absent@example.ma");
        durations[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const ratio = median(durations.known) / median(durations.unknown);
    // Without the common floor a real account's answer took 1.5–2× as long (its mail, its link).
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
  });

  it("a reset link sets the password, ends every session of the account, and works for 1 hour", async () => {
    now = START;
    const email = "omar@example.ma";
    const sessions = [
      await signIn(app, email, "un-mot-de-passe-long"),
      await signIn(app, email, "un-mot-de-passe-long"),
    ];
    await requestReset(email);
    const { token } = await lastMail(email, "password_reset");
    now = new Date(START.getTime() + HOUR - 1000);
    const { id } = await userNamed(email);
    const open = (
      await database.db.selectFrom("sessions").select("user_id").where("user_id", "=", id).execute()
    ).length;
    expect(open).toBeGreaterThanOrEqual(2);
    const response = await choose(token, "mon-nouveau-mot-de-passe");
    expect(response.statusCode).toBe(200);
    expect(
      await database.db
        .selectFrom("sessions")
        .select("user_id")
        .where("user_id", "=", id)
        .execute(),
    ).toEqual([]);
    for (const session of sessions) {
      const me = await app.inject({
        method: "GET",
        url: "/api/auth/me",
        cookies: { [SESSION_COOKIE]: session },
      });
      expect(me.json().authenticated).toBe(false);
    }
    expect((await signInWith(email, "un-mot-de-passe-long")).statusCode).toBe(401);
    expect((await signInWith(email, "mon-nouveau-mot-de-passe")).statusCode).toBe(200);
    expect((await auditOf(email)).find((line) => line.action === "user.password_set")).toEqual({
      action: "user.password_set",
      actor_email: email,
      changes: JSON.stringify({ sessions_ended: [null, open], link: [null, "password_reset"] }),
      created_at: now.toISOString(),
    });

    now = START;
    await requestReset(email);
    const late = await lastMail(email, "password_reset");
    now = new Date(START.getTime() + HOUR);
    expect((await choose(late.token)).statusCode).toBe(410);
  });

  it("limits reset requests with the sign-in limits, known e-mail or not", async () => {
    now = new Date(START.getTime() + 10 * HOUR);
    const mailsBefore = (await mailsTo("omar@example.ma")).length;
    for (const email of ["omar@example.ma", "inconnu@example.ma"]) {
      const from = { remoteAddress: "192.0.2.40" };
      // At once: each answer waits its 250 ms floor, and the limits hold against simultaneous tries.
      const allowed = await Promise.all(Array.from({ length: 5 }, () => requestReset(email, from)));
      expect(allowed.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
      const refused = await requestReset(email, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        "Trop de tentatives de connexion. Réessayez dans 15 minute(s).",
      );
    }
    // The refused request queued nothing.
    expect(await mailsTo("omar@example.ma")).toHaveLength(mailsBefore + 5);
  });

  it("refuses an unknown token with the same sentence, and a write without the CSRF token", async () => {
    const attempts = await database.db.selectFrom("login_attempts").select("id").execute();
    const malformed = await requestReset("pas-un-email");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ email: ["Email invalide"] });
    expect(await database.db.selectFrom("login_attempts").select("id").execute()).toEqual(attempts);
    const unknown = await choose("x".repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toEqual({ message: accountLinkMessages.linkInvalid });
    const forged = await app.inject({
      method: "POST",
      url: "/api/account/password-reset",
      payload: { email: "omar@example.ma" },
    });
    expect(forged.statusCode).toBe(419);
  });

  it("resending an invitation is for signed-in staff only", async () => {
    const { id } = await userNamed("younes@example.ma");
    const before = (await mailsTo("younes@example.ma")).length;
    const anonymous = await postJson(app, `/api/admin/users/${id}/invitation`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(await mailsTo("younes@example.ma")).toHaveLength(before);
  });
});
