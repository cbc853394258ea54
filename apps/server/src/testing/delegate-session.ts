import { randomBytes } from "node:crypto";
import { DELEGATE_COOKIE } from "../modules/space/delegate-session.ts";
import { csrfToken, type TestApp } from "./test-app.ts";

/** A different address for each sign-in, so that the per-address limits count none of them. */
const someAddress = () => `10.${[...randomBytes(3)].join(".")}`;

/** The token of the latest sign-in link mailed to `email` (from its outbox row's link). */
export async function lastSpaceLinkToken(app: TestApp, email: string): Promise<string> {
  const row = await app.db
    .selectFrom("outbox")
    .select("template_data")
    .where("kind", "=", "space_link")
    .where("to_address", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirst();
  const url = row?.template_data ? (JSON.parse(row.template_data) as { url: string }).url : "";
  const token = url.split("#")[1];
  if (!token) throw new Error(`no sign-in link mailed to ${email}`);
  return token;
}

/** A delegate's browser: its session cookie, and the CSRF token bound to it. */
export type DelegateBrowser = { session: string; xsrf: string };

/**
 * Signs `email` in to « Mon espace » as her browser would, through the real routes: asks for a
 * link (`POST /api/space/link`), takes its token from the mail, opens the session
 * (`POST /api/space/session`) and asks `/sanctum/csrf-cookie` for the token bound to it. The
 * address must have a registration or a submission (else no mail), and at most 5 links an hour
 * (RATE_LIMIT_SPACE_LINKS_PER_EMAIL_PER_HOUR: raise `spaceLinksPerEmailPerHour` for more).
 */
export async function openDelegateBrowser(app: TestApp, email: string): Promise<DelegateBrowser> {
  const remoteAddress = someAddress();
  const visitor = await csrfToken(app);
  const asked = await app.inject({
    method: "POST",
    url: "/api/space/link",
    payload: { email },
    remoteAddress,
    cookies: { "XSRF-TOKEN": visitor },
    headers: { "x-xsrf-token": visitor },
  });
  if (asked.statusCode !== 202) throw new Error(`link refused: ${asked.statusCode} ${asked.body}`);
  const opened = await app.inject({
    method: "POST",
    url: "/api/space/session",
    payload: { token: await lastSpaceLinkToken(app, email.trim().toLowerCase()) },
    remoteAddress,
    cookies: { "XSRF-TOKEN": visitor },
    headers: { "x-xsrf-token": visitor },
  });
  const session = opened.cookies.find((cookie) => cookie.name === DELEGATE_COOKIE)?.value;
  if (opened.statusCode !== 200 || !session) {
    throw new Error(`session refused: ${opened.statusCode} ${opened.body}`);
  }
  const answer = await app.inject({
    method: "GET",
    url: "/sanctum/csrf-cookie",
    cookies: { [DELEGATE_COOKIE]: session },
  });
  const xsrf = answer.cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value;
  if (!xsrf) throw new Error("no XSRF-TOKEN cookie");
  return { session, xsrf };
}

/**
 * The request headers (cookie and `x-xsrf-token`) a test sends to act as the delegate `email`:
 * `app.inject({ method, url, headers: await openDelegateSession(app, email) })`.
 */
export async function openDelegateSession(
  app: TestApp,
  email: string,
): Promise<Record<string, string>> {
  const { session, xsrf } = await openDelegateBrowser(app, email);
  return {
    cookie: `${DELEGATE_COOKIE}=${session}; XSRF-TOKEN=${xsrf}`,
    "x-xsrf-token": xsrf,
  };
}
