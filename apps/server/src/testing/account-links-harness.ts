import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { bodiesOf } from "../services/mail/outbox-repository.ts";
import { asAdmin, createAdmin, signIn } from "./admin-session.ts";
import { postJson, type TestApp, testApp } from "./test-app.ts";
import { migratedDatabase, type TestDatabase } from "./test-databases.ts";

export const START = new Date("2025-10-07T08:00:00.000Z");
export const HOUR = 60 * 60 * 1000;
export const ADMIN = "direction@example.ma";
export const CHOSEN = "mon-mot-de-passe-choisi";

const TOKEN_IN_LINK = {
  invitation: /https:\/\/[^\s"]+\/admin\/invitation#([A-Za-z0-9_-]{43})/,
  password_reset: /https:\/\/[^\s"]+\/admin\/nouveau-mot-de-passe#([A-Za-z0-9_-]{43})/,
} as const;

/** The password chosen through an invitation's or a reset's link, as its page sends it. */
export const choosePassword = (
  app: TestApp,
  token: string | undefined,
  password: string,
  passwordConfirmation = password,
) => postJson(app, "/api/account/password", { token, password, passwordConfirmation });

/** A forgotten password's reset link asked for `email`, as the sign-in page asks for it. */
export const requestPasswordReset = (
  app: TestApp,
  email: string,
  options: Partial<InjectOptions> = {},
) => postJson(app, "/api/account/password-reset", { email }, options);

/**
 * The invitation and password-reset tests' ground (decision 0044), inside a `describe`: a
 * migrated database, an app on a clock the tests move, a signed-in admin, and the requests and
 * reads both files make.
 */
export function accountLinksHarness(create: () => Promise<TestDatabase>) {
  let database: TestDatabase;
  let app: TestApp;
  let admin: string;
  let now = START;
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

  const h = {
    get database() {
      return database;
    },
    get db() {
      return database.db;
    },
    get app() {
      return app;
    },
    get admin() {
      return admin;
    },
    now: () => now,
    setNow(instant: Date) {
      now = instant;
    },
    userNamed: (email: string) =>
      database.db
        .selectFrom("users")
        .select(["id", "password_hash", "invitation_pending"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow(),
    mailsTo: (email: string) =>
      database.db
        .selectFrom("outbox")
        .selectAll()
        .where("to_address", "=", email)
        .orderBy("id")
        .execute(),
    auditOf: (email: string) =>
      database.db
        .selectFrom("audit_log")
        .select(["action", "actor_email", "changes", "created_at"])
        .where("entity_reference", "=", email)
        .where("action", "like", "user.%")
        .orderBy("id")
        .execute(),
    /** The last mail to `email`, as rendered for delivery, and the token of its link. */
    async lastMail(email: string, purpose: keyof typeof TOKEN_IN_LINK) {
      const row = (await h.mailsTo(email)).at(-1);
      if (!row) throw new Error(`no mail to ${email}`);
      const bodies = await bodiesOf(row, app.mail.context.edition);
      const token = TOKEN_IN_LINK[purpose].exec(bodies.text)?.[1];
      if (!token) throw new Error(`no ${purpose} link in ${bodies.text}`);
      expect(bodies.html).toContain(`#${token}`);
      return { row, ...bodies, token };
    },
    invite: (email: string, name = "Nadia Idrissi") =>
      asAdmin(app, admin, "POST", "/api/admin/users", { name, email }),
    choose: (token: string, password = CHOSEN, passwordConfirmation = password) =>
      choosePassword(app, token, password, passwordConfirmation),
    requestReset: (email: string, options = fresh()) => requestPasswordReset(app, email, options),
    signInWith: (email: string, password: string) =>
      postJson(app, "/api/login", { email, password }, fresh()),
  };
  return h;
}
