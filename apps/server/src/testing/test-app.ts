import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.ts";
import type { Db } from "../db/connection.ts";

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export const testApp = (db: Db) => buildApp({ db });

/** A visitor with a CSRF token, as the browser holds it after `GET /sanctum/csrf-cookie`. */
export async function csrfToken(app: TestApp): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/sanctum/csrf-cookie" });
  const cookie = response.cookies.find((c) => c.name === "XSRF-TOKEN");
  if (!cookie) throw new Error("no XSRF-TOKEN cookie");
  return cookie.value;
}

/** A JSON write carrying the CSRF cookie and header, like the site's API client. */
export async function postJson(
  app: TestApp,
  url: string,
  payload: unknown,
  options: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  const token = await csrfToken(app);
  return app.inject({
    method: "POST",
    url,
    payload: payload as InjectOptions["payload"],
    ...options,
    cookies: { "XSRF-TOKEN": token, ...options.cookies },
    headers: { "x-xsrf-token": token, ...options.headers },
  });
}
