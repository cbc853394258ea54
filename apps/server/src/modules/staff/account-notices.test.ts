import { beforeAll, describe, expect, it } from "vitest";
import { bodiesOf } from "../../services/mail/outbox-repository.ts";
import { choosePassword, requestPasswordReset } from "../../testing/account-links-harness.ts";
import { asAdmin, createAdmin, signIn, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import {
  codeAt,
  codeStep,
  enrol,
  fullSessionOf,
  passwordStep,
  resetTwoFactor,
} from "../../testing/two-factor-session.ts";
import { WRONG_CODES_BEFORE_NOTICE } from "./wrong-code-notice-workflow.ts";

const START = new Date("2025-11-22T09:00:15.000Z");
const ADMIN = "direction@example.ma";
const TOKEN_IN_RESET_LINK = /\/admin\/nouveau-mot-de-passe#([A-Za-z0-9_-]{43})/;

/** The owner is told of what changed on their account (issue #36 item 5, decision 0056). */
describe.each(DATABASE_ENGINES)("notices to a staff account's owner on $engine", ({ create }) => {
  const harness = appHarness(create, { clock: () => now, twoFactorKey: "cle-de-test" });
  let admin: string;
  let now = START;
  let address = 0;
  /** A fresh address per sign-in step, so that the per-address limits stay out of the way. */
  const fresh = () => `10.56.${address >> 8}.${address++ & 255}`;
  const later = (seconds = 60) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    await createAdmin(harness.database.db, ADMIN);
    admin = await signIn(harness.app, ADMIN);
  });

  /** The notices queued to `email`, as they will be sent. */
  async function noticesTo(email: string) {
    const rows = await storedRows(harness.database.db, "outbox", {
      kind: "staff_account_notice",
      to_address: email,
    });
    return Promise.all(
      rows.map(async (row) => ({
        to: [row.to_name, row.to_address],
        status: row.status,
        subject: row.subject,
        text: (await bodiesOf(row, harness.app.mail.context.edition)).text,
      })),
    );
  }
  /** The one notice queued to `email`: there must be exactly one. */
  async function onlyNoticeTo(email: string) {
    const notices = await noticesTo(email);
    expect(notices).toHaveLength(1);
    return notices[0];
  }
  const person = async (email: string, name: string) => {
    const id = await createAdmin(harness.database.db, email, name);
    return { id, email, session: await signIn(harness.app, email) };
  };

  it("tells the owner their password was reset by a reset link, not an invitation's first password", async () => {
    const omar = await person("omar@example.ma", "Omar Benali");
    const requested = await requestPasswordReset(harness.app, omar.email, {
      remoteAddress: fresh(),
    });
    expect(requested.statusCode).toBe(202);
    const [link] = await storedRows(harness.database.db, "outbox", {
      kind: "staff_password_reset",
      to_address: omar.email,
    });
    const token =
      TOKEN_IN_RESET_LINK.exec(link?.template_data ?? "")?.[1] ?? "no token in the reset mail";
    expect(await noticesTo(omar.email)).toEqual([]);

    const refused = await choosePassword(harness.app, token, "court");
    expect(refused.statusCode).toBe(422);
    expect(await noticesTo(omar.email)).toEqual([]);

    const chosen = await choosePassword(harness.app, token, "un-nouveau-mot-de-passe");
    expect(chosen.statusCode).toBe(200);
    const notice = await onlyNoticeTo(omar.email);
    expect(notice).toMatchObject({
      to: ["Omar Benali", omar.email],
      status: "queued",
      subject: "Alerte de sécurité – CPSS 2025 – votre mot de passe a été changé",
    });
    expect(notice?.text).toContain("Bonjour Omar Benali,");
    expect(notice?.text).toContain(
      "Le mot de passe de votre compte de l'espace d'administration a été changé le 22 novembre 2025 à 10:00 UTC+1, avec un lien « Mot de passe oublié ? »",
    );

    // An invitation's link sets a first password: nothing was changed behind anyone's back.
    const invited = await asAdmin(harness.app, admin, "POST", "/api/admin/users", {
      name: "Nadia Idrissi",
      email: "nadia@example.ma",
    });
    expect(invited.statusCode).toBe(201);
    const invitation = await storedRow(
      harness.database.db,
      "outbox",
      { kind: "staff_invitation" },
      ["template_data"],
    );
    const invitationToken = /#([A-Za-z0-9_-]{43})/.exec(invitation.template_data ?? "")?.[1];
    const accepted = await choosePassword(harness.app, invitationToken, "mon-premier-mot-de-passe");
    expect(accepted.statusCode).toBe(200);
    expect(await noticesTo("nadia@example.ma")).toEqual([]);
  });

  it("tells the owner their role changed, by whom; nothing when the role stays", async () => {
    const karima = await person("karima@example.ma", "Karima Fassi");
    const same = await asAdmin(harness.app, admin, "PUT", `/api/admin/users/${karima.id}`, {
      role: "admin",
    });
    expect(same.statusCode).toBe(200);
    expect(await noticesTo(karima.email)).toEqual([]);

    const changed = await asAdmin(harness.app, admin, "PUT", `/api/admin/users/${karima.id}`, {
      role: "secretariat",
    });
    expect(changed.statusCode).toBe(200);
    const notice = await onlyNoticeTo(karima.email);
    expect(notice).toMatchObject({
      to: ["Karima Fassi", karima.email],
      subject: "Votre rôle dans l'espace d'administration a changé – CPSS 2025",
    });
    expect(notice?.text).toContain(
      `Votre rôle dans l'espace d'administration est passé de « Administrateur » à « Secrétariat » le 22 novembre 2025 à 10:00 UTC+1, par ${ADMIN}.`,
    );
  });

  it("tells the owner their 2FA was removed, by themselves or reset by an admin", async () => {
    const salma = await person("salma@example.ma", "Salma Alaoui");
    const { secret } = await enrol(harness.app, salma.session, now);
    later();
    const wrongPassword = await asAdmin(
      harness.app,
      salma.session,
      "DELETE",
      "/api/admin/account/two-factor",
      {
        password: "pas-le-bon-mot",
        code: await codeAt(secret, now),
      },
    );
    expect(wrongPassword.statusCode).toBe(422);
    expect(await noticesTo(salma.email)).toEqual([]);
    const removed = await asAdmin(
      harness.app,
      salma.session,
      "DELETE",
      "/api/admin/account/two-factor",
      {
        password: TEST_PASSWORD,
        code: await codeAt(secret, now),
      },
    );
    expect(removed.statusCode).toBe(200);
    const [bySelf] = await noticesTo(salma.email);
    expect(bySelf).toMatchObject({
      to: ["Salma Alaoui", salma.email],
      subject: "Alerte de sécurité – CPSS 2025 – double authentification désactivée",
    });
    expect(bySelf?.text).toContain(
      "a été désactivée le 22 novembre 2025 à 10:01 UTC+1, depuis votre compte",
    );

    later();
    await enrol(harness.app, salma.session, now);
    const reset = await resetTwoFactor(harness.app, admin, salma.id);
    expect(reset.statusCode).toBe(200);
    const again = await resetTwoFactor(harness.app, admin, salma.id);
    expect(again.statusCode).toBe(409);
    const notices = await noticesTo(salma.email);
    expect(notices).toHaveLength(2);
    expect(notices[1]?.text).toContain(
      `a été réinitialisée le 22 novembre 2025 à 10:02 UTC+1 par un administrateur (${ADMIN})`,
    );
  });

  it(`tells the owner once after ${WRONG_CODES_BEFORE_NOTICE} wrong codes in a row; a right code starts a new run`, async () => {
    const youssef = await person("youssef@example.ma", "Youssef Amrani");
    later();
    const { secret } = await enrol(harness.app, youssef.session, now);
    const wrongCode = async () => {
      const near = await Promise.all(
        [-30, 0, 30].map((s) => codeAt(secret, new Date(now.getTime() + s * 1000))),
      );
      return ["000000", "111111", "222222", "333333"].find((code) => !near.includes(code)) ?? "";
    };
    // One password step per run, as a person who knows the password and tries codes would; a
    // few addresses, each under the sign-in limit of 5 failures per e-mail and address.
    let half = "";
    const typeWrongCodes = async (count: number, from: string) => {
      for (let typed = 0; typed < count; typed++) {
        const answer = await codeStep(harness.app, half, await wrongCode(), from);
        expect(answer.statusCode).toBe(422);
      }
    };
    const [first, second, third] = [fresh(), fresh(), fresh()];

    half = await passwordStep(harness.app, youssef.email, first);
    await typeWrongCodes(WRONG_CODES_BEFORE_NOTICE - 1, first);
    expect(await noticesTo(youssef.email)).toEqual([]);
    await typeWrongCodes(1, second);
    const notice = await onlyNoticeTo(youssef.email);
    expect(notice).toMatchObject({
      to: ["Youssef Amrani", youssef.email],
      subject: "Alerte de sécurité – CPSS 2025 – codes de connexion refusés",
    });
    expect(notice?.text).toContain(
      `${WRONG_CODES_BEFORE_NOTICE} codes de connexion ont été refusés à la suite pour votre compte`,
    );
    // The run goes on: no mail per code.
    await typeWrongCodes(2, second);
    expect(await noticesTo(youssef.email)).toHaveLength(1);

    later();
    fullSessionOf(await codeStep(harness.app, half, await codeAt(secret, now), second));
    half = await passwordStep(harness.app, youssef.email, third);
    await typeWrongCodes(WRONG_CODES_BEFORE_NOTICE - 1, third);
    expect(await noticesTo(youssef.email)).toHaveLength(1);
    await typeWrongCodes(1, third);
    expect(await noticesTo(youssef.email)).toHaveLength(2);
  });
});
