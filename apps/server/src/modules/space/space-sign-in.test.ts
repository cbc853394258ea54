import { validRegistration } from "@congres/shared/testing";
import { describe, expect, it } from "vitest";
import { appHarness } from "../../testing/app-harness.ts";
import { openDelegateSession } from "../../testing/delegate-session.ts";
import { postJson } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { SPACE_MESSAGES } from "./space-messages.ts";

describe.each(DATABASE_ENGINES)("signing in to « Mon espace » on $engine", ({ create }) => {
  const h = appHarness(create);

  it("a registered delegate opens her space through a mailed link, and logs out", async () => {
    const registered = await postJson(h.app, "/api/registration", {
      ...validRegistration(),
      email: "Amina.Benali@Example.ma ",
    });
    expect(registered.statusCode).toBe(201);
    const headers = await openDelegateSession(h.app, "amina.benali@example.ma");
    const sessions = await h.database.db.selectFrom("delegate_sessions").selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.email).toBe("amina.benali@example.ma");
    const out = await h.app.inject({ method: "POST", url: "/api/space/logout", headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: SPACE_MESSAGES.fr.signedOut });
    expect(await h.database.db.selectFrom("delegate_sessions").selectAll().execute()).toEqual([]);
    const again = await h.app.inject({ method: "POST", url: "/api/space/logout", headers });
    expect(again.statusCode).toBe(401);
    expect(again.headers["cache-control"]).toBe("no-store");
    expect(again.headers["x-robots-tag"]).toBe("noindex");
  });
});
