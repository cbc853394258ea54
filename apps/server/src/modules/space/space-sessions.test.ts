import { describe, expect, it } from "vitest";
import { sessionCsrfToken } from "../../plugins/csrf-token.ts";
import { SESSION_COOKIE, UNAUTHENTICATED_MESSAGE } from "../../plugins/session.ts";
import { createAdmin, signIn } from "../../testing/admin-session.ts";
import { openDelegateBrowser, openDelegateSession } from "../../testing/delegate-session.ts";
import { spaceHarness } from "../../testing/space-harness.ts";
import { csrfToken } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { DELEGATE_COOKIE } from "./delegate-session.ts";
import { SPACE_MESSAGES } from "./space-messages.ts";

const sampleUrl = (url: string) => url.replaceAll(/:[A-Za-z]+/g, "1");

describe.each(DATABASE_ENGINES)(
  "the delegate session beside the staff's on $engine",
  ({ create }) => {
    const h = spaceHarness(create);

    it("without a delegate session every /api/space route answers 401 in the visitor's language", async () => {
      for (const [method, url] of [
        ["GET", "/api/space"],
        ["GET", "/api/space/agenda"],
        ["PUT", "/api/space/agenda"],
        ["POST", "/api/space/logout"],
        ["GET", "/api/space/no-such-route"],
      ] as const) {
        const token = await csrfToken(h.app);
        const response = await h.app.inject({
          method,
          url,
          cookies: { "XSRF-TOKEN": token, [DELEGATE_COOKIE]: "forged-or-ended" },
          headers: { "x-xsrf-token": token, "accept-language": "ar" },
          ...(method === "PUT" ? { payload: { sessionIds: [] } } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ message: SPACE_MESSAGES.ar.signInRequired });
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers["x-robots-tag"]).toBe("noindex");
      }
      expect(await h.database.db.selectFrom("delegate_agendas").selectAll().execute()).toEqual([]);
    });

    it("a delegate session is no staff session: 401 on every /api/admin and /api/review route, not signed in for /api/auth/me", async () => {
      await h.register({ email: "guard@example.ma" });
      const headers = await openDelegateSession(h.app, "guard@example.ma");
      expect((await h.space(headers)).statusCode).toBe(200);
      const routes = h.app.adminRoutes;
      expect(routes.some((route) => route.url.startsWith("/api/review"))).toBe(true);
      for (const { method, url } of routes) {
        const response = await h.app.inject({
          method: method as "GET",
          url: sampleUrl(url),
          headers,
          ...(method === "POST" || method === "PUT" || method === "PATCH" ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        if (method !== "HEAD")
          expect(response.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      }
      const me = await h.app.inject({ method: "GET", url: "/api/auth/me", headers });
      expect(me.json()).toEqual({ authenticated: false, user: null });
    });

    it("a browser holding both sessions writes on each side with the one token bound to both, and is refused with another", async () => {
      const { id } = await h.register({ email: "both@example.ma" });
      await createAdmin(h.database.db, "office@example.ma");
      const staff = await signIn(h.app, "office@example.ma");
      const delegate = await openDelegateBrowser(h.app, "both@example.ma");
      const sessions = { [SESSION_COOKIE]: staff, [DELEGATE_COOKIE]: delegate.session };
      const both = await csrfToken(h.app);
      const bound = (
        await h.app.inject({ method: "GET", url: "/sanctum/csrf-cookie", cookies: sessions })
      ).cookies.find((c) => c.name === "XSRF-TOKEN")?.value as string;
      expect(bound).not.toBe(sessionCsrfToken(staff));
      expect(bound).not.toBe(delegate.xsrf);
      expect(bound).not.toBe(both);

      const write = (method: "POST" | "PUT", url: string, payload: object, token: string) =>
        h.app.inject({
          method,
          url,
          payload,
          cookies: { ...sessions, "XSRF-TOKEN": token },
          headers: { "x-xsrf-token": token },
        });
      const waive = `/api/admin/registrations/${id}/payment/waive`;
      const stars = { sessionIds: ["2025-10-30-0900-amphi"] };

      // Each side's token alone, or a visitor's, is not the one this browser holds.
      for (const token of [sessionCsrfToken(staff), delegate.xsrf, both]) {
        expect(
          (await write("POST", waive, { reason: "Invitée du comité" }, token)).statusCode,
        ).toBe(419);
        expect((await write("PUT", "/api/space/agenda", stars, token)).statusCode).toBe(419);
      }
      expect(
        (await h.space({ cookie: `${DELEGATE_COOKIE}=${delegate.session}` })).json(),
      ).toMatchObject({
        registrations: [{ id, payment_status: "en_attente" }],
      });
      expect(await h.database.db.selectFrom("delegate_agendas").selectAll().execute()).toEqual([]);

      const waived = await write("POST", waive, { reason: "Invitée du comité" }, bound);
      expect(waived.statusCode).toBe(200);
      const starred = await write("PUT", "/api/space/agenda", stars, bound);
      expect(starred.statusCode).toBe(200);
      const space = await h.space({ cookie: `${DELEGATE_COOKIE}=${delegate.session}` });
      expect(space.json().registrations).toEqual([
        expect.objectContaining({ id, payment_status: "exoneree" }),
      ]);
      expect(
        (
          await h.app.inject({
            method: "GET",
            url: "/api/space/agenda",
            cookies: { [DELEGATE_COOKIE]: delegate.session },
          })
        ).json(),
      ).toEqual({ session_ids: ["2025-10-30-0900-amphi"] });

      // Logging out of the space hands back the staff's own token; the staff session goes on.
      const out = await write("POST", "/api/space/logout", {}, bound);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: SPACE_MESSAGES.fr.signedOut });
      expect(out.cookies.find((c) => c.name === DELEGATE_COOKIE)?.value).toBe("");
      expect(out.cookies.find((c) => c.name === "XSRF-TOKEN")?.value).toBe(sessionCsrfToken(staff));
      expect(await h.storedIdsOf("delegate_sessions", "both@example.ma")).toEqual([]);
      expect((await h.space({ cookie: `${DELEGATE_COOKIE}=${delegate.session}` })).statusCode).toBe(
        401,
      );
      const me = await h.app.inject({
        method: "GET",
        url: "/api/auth/me",
        cookies: { [SESSION_COOKIE]: staff },
      });
      expect(me.json()).toMatchObject({
        authenticated: true,
        user: { email: "office@example.ma" },
      });
    });
  },
);
