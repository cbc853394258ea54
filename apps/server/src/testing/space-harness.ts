import { randomBytes } from "node:crypto";
import type { Locale, RegistrationInput, SubmissionInput } from "@congres/shared";
import { validRegistration, validSubmission } from "@congres/shared/testing";
import type { LightMyRequestResponse } from "fastify";
import type { AppOptions } from "../app.ts";
import type { Db } from "../db/connection.ts";
import { bodiesOf } from "../services/mail/outbox-repository.ts";
import { appHarness } from "./app-harness.ts";
import { lastSpaceLinkToken } from "./delegate-session.ts";
import { postJson } from "./test-app.ts";
import type { TestDatabase } from "./test-databases.ts";

export const SPACE_START = new Date("2025-10-07T08:00:00.000Z");
export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;

/** Limits high enough that only the limit a test is about can refuse it. */
export const RAISED_LIMITS = {
  signInLimitPerMinute: 100_000,
  publicWriteLimits: { perMinute: 100_000, perHour: 100_000 },
} satisfies Partial<AppOptions>;

/**
 * The API on a fresh database with a clock the test moves, and what the delegate-space tests do:
 * register, submit, ask for a link, open a session. Call inside a `describe`.
 */
export function spaceHarness(
  create: () => Promise<TestDatabase>,
  options: Partial<AppOptions> = {},
) {
  let now = SPACE_START;
  const h = appHarness(create, { clock: () => now, ...RAISED_LIMITS, ...options });
  const headersIn = (locale: Locale | undefined) =>
    locale ? { headers: { "accept-language": locale } } : {};
  /** A public form sent in `locale`: its id and reference, or the refusal thrown. */
  async function sent(path: string, body: object, locale: Locale | undefined) {
    const response = await postJson(h.app, path, body, headersIn(locale));
    if (response.statusCode !== 201) throw new Error(`${path} refused: ${response.body}`);
    return response.json<{ id: number; reference: string }>();
  }
  return Object.assign(h, {
    setNow: (instant: Date) => {
      now = instant;
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
    register: (fields: Partial<RegistrationInput> = {}, locale?: Locale) =>
      sent("/api/registration", { ...validRegistration(), ...fields }, locale),
    submit: (fields: Partial<SubmissionInput> = {}, locale?: Locale) =>
      sent("/api/submission", { ...validSubmission(), ...fields }, locale),
    /** `POST /api/space/link`, from `remoteAddress` (a new one each time by default). */
    askLink: (
      email: string,
      locale?: Locale,
      remoteAddress = `10.9.${[...randomBytes(2)].join(".")}`,
    ): Promise<LightMyRequestResponse> =>
      postJson(h.app, "/api/space/link", locale ? { email, locale } : { email }, {
        remoteAddress,
        ...headersIn(locale),
      }),
    openSession: (token: string, remoteAddress = "10.8.0.1") =>
      postJson(h.app, "/api/space/session", { token }, { remoteAddress }),
    lastToken: (email: string) => lastSpaceLinkToken(h.app, email),
    /** The ids of `email`'s stored delegate sessions, or of its stored sign-in links. */
    storedIdsOf: (table: "delegate_sessions" | "space_links", email: string) =>
      h.database.db.selectFrom(table).select("id").where("email", "=", email).execute(),
    mailsTo: (email: string, kind = "space_link") =>
      h.database.db
        .selectFrom("outbox")
        .selectAll()
        .where("to_address", "=", email)
        .where("kind", "=", kind)
        .orderBy("id")
        .execute(),
    bodiesOf: (row: Parameters<typeof bodiesOf>[0]) => bodiesOf(row, h.app.mail.context.edition),
    space: (headers: Record<string, string>, url = "/api/space") =>
      h.app.inject({ method: "GET", url, headers }),
  });
}

/**
 * The committee decides on submission `id` through `admin` (a signed-in committee member's
 * requests), sends its decision mail, and the mail worker is reported to have sent it: what the
 * author's space waits for before she may confirm, upload or read the committee's words.
 */
export async function decideAndTell(
  h: { database: TestDatabase },
  admin: (
    method: "PUT" | "POST",
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>,
  id: number,
  status: string,
  authorMessage = "",
) {
  const decided = await admin("PUT", `/api/admin/submissions/${id}/decision`, {
    status,
    authorMessage,
    includeReviewComments: true,
  });
  if (decided.statusCode !== 200) throw new Error(`decision refused: ${decided.body}`);
  const sent = await admin("POST", "/api/admin/decision-mails/send", {});
  if (sent.statusCode !== 200) throw new Error(`decision mail not sent: ${sent.body}`);
  await decisionMailSent(h.database.db, id);
}

/** The decision mail about submission `id` has left: what the space reads as « told ». */
export const decisionMailSent = (db: Db, id: number) =>
  db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: new Date().toISOString() })
    .where("kind", "=", "submission_decision")
    .where("entity_id", "=", id)
    .execute();
