import type { StaffRole } from "@congres/shared";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { beforeAll } from "vitest";
import type { Db } from "../db/connection.ts";
import { hashPassword } from "../modules/staff/passwords.ts";
import { insertUser } from "../modules/staff/user-repository.ts";
import { SESSION_COOKIE } from "../plugins/session.ts";
import { csrfToken, postJson, type TestApp } from "./test-app.ts";
import type { TestDatabase } from "./test-databases.ts";

export const TEST_PASSWORD = "mot-de-passe-de-test";

type AppAndDatabase = { app: TestApp; database: TestDatabase };

/** An admin stored as the app stores one; answers its id. */
export async function createAdmin(db: Db, email: string, name = "Salma Bennani") {
  return insertUser(db, { name, email, passwordHash: await hashPassword(TEST_PASSWORD) });
}

/**
 * One staff account per role, « Compte <role> » at <role>@example.ma, each signed in unless
 * `signedIn` says otherwise; answers their ids and sessions by role.
 */
export async function staffAccounts<Role extends StaffRole>(
  { app, database }: AppAndDatabase,
  roles: readonly Role[],
  signedIn: (role: Role) => boolean = () => true,
) {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const ids = {} as Record<Role, number>;
  const sessions = {} as Record<Role, string>;
  for (const role of roles) {
    const email = `${role}@example.ma`;
    ids[role] = await insertUser(database.db, {
      name: `Compte ${role}`,
      email,
      passwordHash,
      role,
    });
    if (signedIn(role)) sessions[role] = await signIn(app, email);
  }
  return { ids, sessions };
}

/** Signs in through the API and answers the session cookie's value. */
export async function signIn(app: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await postJson(app, "/api/login", { email, password });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return cookie.value;
}

/** A request as the signed-in admin's browser sends it: session cookie, CSRF on writes. */
export async function asAdmin(
  app: TestApp,
  session: string,
  method: InjectOptions["method"],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const token = await csrfToken(app, session);
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    cookies: { [SESSION_COOKIE]: session, "XSRF-TOKEN": token },
    headers: { ...headers, "x-xsrf-token": token },
  });
}

/**
 * An admin `email`, created and signed in before the suite's tests (after those of `harness`,
 * declared before it); answers a request as that admin's browser sends it.
 */
export function signedInAdmin(harness: AppAndDatabase, email: string) {
  let session = "";
  beforeAll(async () => {
    session = await createSignedInAdmin(harness, email);
  });
  return (method: InjectOptions["method"], url: string, payload?: unknown) =>
    asAdmin(harness.app, session, method, url, payload);
}

/**
 * An admin `email`, created and signed in now, within a test; answers a request as that admin's
 * browser sends it.
 */
export async function adminBrowser(harness: AppAndDatabase, email: string) {
  const session = await createSignedInAdmin(harness, email);
  return (method: InjectOptions["method"], url: string, payload?: unknown) =>
    asAdmin(harness.app, session, method, url, payload);
}

/** Creates the admin `email` and answers its session, signed in through the API. */
async function createSignedInAdmin(harness: AppAndDatabase, email: string) {
  await createAdmin(harness.database.db, email);
  return signIn(harness.app, email);
}

/**
 * A signed-in person's writes, the CSRF token fetched beforehand so that writes raced with
 * `Promise.all` start together.
 */
export async function preparedWrite(app: TestApp, session: string) {
  const token = await csrfToken(app, session);
  return (method: InjectOptions["method"], url: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      cookies: { [SESSION_COOKIE]: session, "XSRF-TOKEN": token },
      headers: { "x-xsrf-token": token },
    });
}
