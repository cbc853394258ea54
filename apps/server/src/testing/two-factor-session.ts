import type { LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { SESSION_COOKIE } from "../plugins/session.ts";
import { asAdmin, TEST_PASSWORD } from "./admin-session.ts";
import { postJson, type TestApp } from "./test-app.ts";

/** The code an authenticator app shows at `at` for `secret`. */
export const codeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

const sessionCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;

/** The password step of an enrolled account: answers the half-session's cookie. */
export async function passwordStep(
  app: TestApp,
  email: string,
  remoteAddress = "127.0.0.1",
): Promise<string> {
  const response = await postJson(
    app,
    "/api/login",
    { email, password: TEST_PASSWORD },
    { remoteAddress },
  );
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !response.json().two_factor_required || !cookie) {
    throw new Error(`password step failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/** The code step, from the half-session's browser. */
export const codeStep = (
  app: TestApp,
  halfSession: string,
  code: string,
  remoteAddress = "127.0.0.1",
) =>
  postJson(
    app,
    "/api/login/two-factor",
    { code },
    { cookies: { [SESSION_COOKIE]: halfSession }, remoteAddress },
  );

/** Both steps from one browser: the password step of an enrolled account, then `code`. */
export const signInWithCode = async (
  app: TestApp,
  email: string,
  code: string,
  remoteAddress = "127.0.0.1",
) => codeStep(app, await passwordStep(app, email, remoteAddress), code, remoteAddress);

/** The new session's cookie of a successful code step. */
export function fullSessionOf(response: LightMyRequestResponse): string {
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`code step failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/** An admin's reset of account `userId`'s two-factor authentication (its owner lost the phone). */
export const resetTwoFactor = (app: TestApp, adminSession: string, userId: number) =>
  asAdmin(app, adminSession, "DELETE", `/api/admin/users/${userId}/two-factor`);

/** Enrols the signed-in account at `at`: answers its secret and recovery codes. */
export async function enrol(app: TestApp, session: string, at: Date) {
  const started = await asAdmin(app, session, "POST", "/api/admin/account/two-factor", {
    password: TEST_PASSWORD,
  });
  const { secret } = started.json() as { secret: string };
  const confirmed = await asAdmin(app, session, "POST", "/api/admin/account/two-factor/confirm", {
    code: await codeAt(secret, at),
  });
  if (confirmed.statusCode !== 200) {
    throw new Error(`enrolment failed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  return {
    secret,
    recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes,
  };
}
