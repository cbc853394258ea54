import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import {
  ADMIN,
  accountLinksHarness,
  CHOSEN,
  HOUR,
  START,
} from "../../testing/account-links-harness.ts";
import { asAdmin } from "../../testing/admin-session.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { accountLinkMessages } from "./account-link-routes.ts";
import { userMessages } from "./user-admin-routes.ts";

describe.each(DATABASE_ENGINES)("staff invitations on $engine", ({ create }) => {
  const h = accountLinksHarness(create);

  it("invites without a password: the account, a French mail with a single-use link, the audit line", async () => {
    h.setNow(START);
    const email = "nadia@example.ma";
    const response = await h.invite(email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, invitation_pending: true, role: "admin" });
    const user = await h.userNamed(email);
    expect(user.invitation_pending).toBe(1);
    const mail = await h.lastMail(email, "invitation");
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
    const links = await h.db.selectFrom("account_links").selectAll().execute();
    expect(links).toEqual([
      {
        user_id: user.id,
        purpose: "invitation",
        token_hash: createHash("sha256").update(mail.token).digest("hex"),
        created_at: START.toISOString(),
        expires_at: new Date(START.getTime() + 72 * HOUR).toISOString(),
      },
    ]);
    expect(await h.auditOf(email)).toEqual([
      {
        action: "user.invite",
        actor_email: ADMIN,
        changes: JSON.stringify({
          link_expires_at: [null, new Date(START.getTime() + 72 * HOUR).toISOString()],
        }),
        created_at: START.toISOString(),
      },
    ]);
    const listed = (await asAdmin(h.app, h.admin, "GET", "/api/admin/users")).json();
    expect(listed.data.find((row: { email: string }) => row.email === email)).toMatchObject({
      invitation_pending: true,
    });
  });

  it("hides the link's token from staff reading the mail in the E-mails screen", async () => {
    const mail = await h.lastMail("nadia@example.ma", "invitation");
    const detail = (
      await asAdmin(h.app, h.admin, "GET", `/api/admin/emails/${mail.row.id}`)
    ).json();
    expect(detail.subject).toBe(mail.row.subject);
    for (const body of [detail.html_body, detail.text_body]) {
      expect(body).not.toContain(mail.token);
      expect(body).toContain("/admin/invitation#lien-masque");
    }
  });

  it("keeps an invited account closed until its password is chosen", async () => {
    const email = "nadia@example.ma";
    for (const password of ["", "mot-de-passe-de-test", CHOSEN]) {
      const response = await h.signInWith(email, password);
      expect(response.statusCode).toBe(password ? 401 : 422);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
    expect((await h.userNamed(email)).password_hash).toMatch(/^\$argon2id\$/);
  });

  it("creates with a password as before: no mail, no link", async () => {
    const email = "omar@example.ma";
    const response = await asAdmin(h.app, h.admin, "POST", "/api/admin/users", {
      name: "Omar Benali",
      email,
      password: "un-mot-de-passe-long",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().invitation_pending).toBe(false);
    expect(await h.mailsTo(email)).toEqual([]);
    expect((await h.auditOf(email)).map((line) => line.action)).toEqual(["user.create"]);
    expect((await h.signInWith(email, "un-mot-de-passe-long")).statusCode).toBe(200);
    const resend = await asAdmin(
      h.app,
      h.admin,
      "POST",
      `/api/admin/users/${(await h.userNamed(email)).id}/invitation`,
    );
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ message: userMessages.notInvited });
    expect(await h.mailsTo(email)).toEqual([]);
  });

  it("refuses a bad password in French next to its field, and keeps the link alive", async () => {
    const email = "nadia@example.ma";
    const { token } = await h.lastMail(email, "invitation");
    const short = await h.choose(token, "court");
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      message: "Le formulaire contient des erreurs. Veuillez les corriger.",
      errors: { password: ["Le mot de passe doit contenir au moins 10 caractères"] },
    });
    const mismatch = await h.choose(token, CHOSEN, "autre-mot-de-passe");
    expect(mismatch.json().errors).toEqual({
      passwordConfirmation: [accountLinkMessages.confirmationMismatch],
    });
    expect((await h.userNamed(email)).invitation_pending).toBe(1);
    expect(await h.db.selectFrom("account_links").select("user_id").execute()).toHaveLength(1);
  });

  it("a resent invitation kills the previous link; the new one sets the password once", async () => {
    const email = "nadia@example.ma";
    const first = await h.lastMail(email, "invitation");
    h.setNow(new Date(START.getTime() + 2 * HOUR));
    const user = await h.userNamed(email);
    const resent = await asAdmin(h.app, h.admin, "POST", `/api/admin/users/${user.id}/invitation`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe(userMessages.invitationResent(email));
    const second = await h.lastMail(email, "invitation");
    expect(second.token).not.toBe(first.token);
    expect((await h.choose(first.token)).json()).toEqual({
      message: accountLinkMessages.linkInvalid,
    });
    expect((await h.userNamed(email)).password_hash).toBe(user.password_hash);

    const used = await h.choose(second.token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ message: accountLinkMessages.passwordSet, email });
    const after = await h.userNamed(email);
    expect(after.invitation_pending).toBe(0);
    expect(after.password_hash).not.toBe(user.password_hash);
    expect((await h.signInWith(email, CHOSEN)).statusCode).toBe(200);

    const again = await h.choose(second.token, "encore-un-autre-mot");
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: accountLinkMessages.linkInvalid });
    expect((await h.userNamed(email)).password_hash).toBe(after.password_hash);
    expect(
      (await h.auditOf(email)).map((line) => [line.action, line.actor_email, line.changes]),
    ).toEqual([
      ["user.invite", ADMIN, expect.any(String)],
      [
        "user.invitation_resent",
        ADMIN,
        JSON.stringify({
          link_expires_at: [null, new Date(h.now().getTime() + 72 * HOUR).toISOString()],
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
    h.setNow(START);
    await h.invite("karima@example.ma", "Karima Fassi");
    await h.invite("younes@example.ma", "Younes Amrani");
    const karima = await h.lastMail("karima@example.ma", "invitation");
    const younes = await h.lastMail("younes@example.ma", "invitation");
    h.setNow(new Date(START.getTime() + 72 * HOUR - 1000));
    expect((await h.choose(karima.token)).statusCode).toBe(200);
    h.setNow(new Date(START.getTime() + 72 * HOUR));
    const late = await h.choose(younes.token);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(accountLinkMessages.linkInvalid);
    expect((await h.userNamed("younes@example.ma")).invitation_pending).toBe(1);
  });

  it("resending an invitation is for signed-in staff only", async () => {
    const { id } = await h.userNamed("younes@example.ma");
    const before = (await h.mailsTo("younes@example.ma")).length;
    const anonymous = await postJson(h.app, `/api/admin/users/${id}/invitation`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(await h.mailsTo("younes@example.ma")).toHaveLength(before);
  });
});
