import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { accountLinksHarness, HOUR, START } from "../../testing/account-links-harness.ts";
import { asAdmin, signIn } from "../../testing/admin-session.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { accountLinkMessages } from "./account-link-routes.ts";

describe.each(DATABASE_ENGINES)("forgotten passwords on $engine", ({ create }) => {
  const h = accountLinksHarness(create);
  beforeAll(async () => {
    const created = await asAdmin(h.app, h.admin, "POST", "/api/admin/users", {
      name: "Omar Benali",
      email: "omar@example.ma",
      password: "un-mot-de-passe-long",
    });
    expect(created.statusCode).toBe(201);
  });

  it("never tells whether an e-mail has an account: same status, same text, comparable time", async () => {
    h.setNow(START);
    const known = await h.requestReset("omar@example.ma");
    const unknown = await h.requestReset("personne@example.ma");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: accountLinkMessages.resetRequested });
    expect(unknown.body).toBe(known.body);
    expect(await h.mailsTo("personne@example.ma")).toEqual([]);
    expect(await h.auditOf("personne@example.ma")).toEqual([]);
    const mail = await h.lastMail("omar@example.ma", "password_reset");
    expect(mail.row).toMatchObject({ kind: "staff_password_reset", status: "queued" });
    expect(mail.row.subject).toMatch(/^Choisir un nouveau mot de passe – /);
    expect((await h.auditOf("omar@example.ma")).at(-1)).toEqual({
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
        await h.requestReset(kind === "known" ? "omar@example.ma" : "absent@example.ma");
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
    h.setNow(START);
    const email = "omar@example.ma";
    const sessions = [
      await signIn(h.app, email, "un-mot-de-passe-long"),
      await signIn(h.app, email, "un-mot-de-passe-long"),
    ];
    await h.requestReset(email);
    const { token } = await h.lastMail(email, "password_reset");
    h.setNow(new Date(START.getTime() + HOUR - 1000));
    const { id } = await h.userNamed(email);
    const open = (
      await h.db.selectFrom("sessions").select("user_id").where("user_id", "=", id).execute()
    ).length;
    expect(open).toBeGreaterThanOrEqual(2);
    const response = await h.choose(token, "mon-nouveau-mot-de-passe");
    expect(response.statusCode).toBe(200);
    expect(
      await h.db.selectFrom("sessions").select("user_id").where("user_id", "=", id).execute(),
    ).toEqual([]);
    for (const session of sessions) {
      const me = await h.app.inject({
        method: "GET",
        url: "/api/auth/me",
        cookies: { [SESSION_COOKIE]: session },
      });
      expect(me.json().authenticated).toBe(false);
    }
    expect((await h.signInWith(email, "un-mot-de-passe-long")).statusCode).toBe(401);
    expect((await h.signInWith(email, "mon-nouveau-mot-de-passe")).statusCode).toBe(200);
    expect((await h.auditOf(email)).find((line) => line.action === "user.password_set")).toEqual({
      action: "user.password_set",
      actor_email: email,
      changes: JSON.stringify({ sessions_ended: [null, open], link: [null, "password_reset"] }),
      created_at: h.now().toISOString(),
    });

    h.setNow(START);
    await h.requestReset(email);
    const late = await h.lastMail(email, "password_reset");
    h.setNow(new Date(START.getTime() + HOUR));
    expect((await h.choose(late.token)).statusCode).toBe(410);
  });

  it("limits reset requests with the sign-in limits, known e-mail or not", async () => {
    h.setNow(new Date(START.getTime() + 10 * HOUR));
    const mailsBefore = (await h.mailsTo("omar@example.ma")).length;
    for (const email of ["omar@example.ma", "inconnu@example.ma"]) {
      const from = { remoteAddress: "192.0.2.40" };
      // At once: each answer waits its 250 ms floor, and the limits hold against simultaneous tries.
      const allowed = await Promise.all(
        Array.from({ length: 5 }, () => h.requestReset(email, from)),
      );
      expect(allowed.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
      const refused = await h.requestReset(email, from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        "Trop de tentatives de connexion. Réessayez dans 15 minute(s).",
      );
    }
    // The refused request queued nothing.
    expect(await h.mailsTo("omar@example.ma")).toHaveLength(mailsBefore + 5);
  });

  it("refuses an unknown token with the same sentence, and a write without the CSRF token", async () => {
    const attempts = await h.db.selectFrom("login_attempts").select("id").execute();
    const malformed = await h.requestReset("pas-un-email");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ email: ["Email invalide"] });
    expect(await h.db.selectFrom("login_attempts").select("id").execute()).toEqual(attempts);
    const unknown = await h.choose("x".repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toEqual({ message: accountLinkMessages.linkInvalid });
    const forged = await h.app.inject({
      method: "POST",
      url: "/api/account/password-reset",
      payload: { email: "omar@example.ma" },
    });
    expect(forged.statusCode).toBe(419);
  });
});
