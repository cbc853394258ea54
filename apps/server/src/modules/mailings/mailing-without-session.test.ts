import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, signIn, TEST_PASSWORD } from "../../testing/admin-session.ts";
import { appHarness } from "../../testing/app-harness.ts";
import { countRows, DATABASE_ENGINES } from "../../testing/test-databases.ts";
import { hashPassword } from "../staff/passwords.ts";
import { insertUser } from "../staff/user-repository.ts";

/** A request that reaches a handler without its staff session, as a route left outside the guard would. */
const WITHOUT_SESSION = "x-test-without-session";

/**
 * Issue #36 item 5: no code path takes a request without a staff session for an admin's. The
 * mailings read the role to choose what one may see and send; without a session they answered as
 * the admin (`?? "admin"`): the registrants' mailings listed, a write's audience allowed.
 */
describe.each(DATABASE_ENGINES)("mailings without a staff session on $engine", ({ create }) => {
  let secretariat = "";
  let committee = "";

  const harness = appHarness(create);
  beforeAll(async () => {
    // Added before the app is ready: the session guard has run, the handler sees no staff member.
    harness.app.addHook("preHandler", async (request) => {
      if (request.headers[WITHOUT_SESSION]) request.sessionUser = undefined;
    });
    const passwordHash = await hashPassword(TEST_PASSWORD);
    for (const role of ["secretariat", "committee"] as const) {
      await insertUser(harness.database.db, {
        name: role,
        email: `${role}@example.ma`,
        passwordHash,
        role,
      });
    }
    secretariat = await signIn(harness.app, "secretariat@example.ma");
    committee = await signIn(harness.app, "committee@example.ma");
    const made = await asAdmin(harness.app, secretariat, "POST", "/api/admin/mailings", {
      audience: { kind: "registrations" },
      subject: { fr: "Informations pratiques aux inscrits" },
      body: { fr: "Bonjour {{prenom}}" },
    });
    expect(made.statusCode).toBe(201);
  });

  it("lists nothing as an admin to a request without a staff session", async () => {
    const answer = await asAdmin(harness.app, committee, "GET", "/api/admin/mailings", undefined, {
      [WITHOUT_SESSION]: "1",
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain("Informations pratiques aux inscrits");
    // With its session, the committee does not see the registrants' mailing either.
    const own = await asAdmin(harness.app, committee, "GET", "/api/admin/mailings");
    expect(own.json().data).toEqual([]);
  });

  it("writes no mailing and no Journal line without a staff session", async () => {
    const lines = await countRows(harness.database.db, "audit_log");
    const answer = await asAdmin(
      harness.app,
      committee,
      "POST",
      "/api/admin/mailings",
      {
        audience: { kind: "registrations" },
        subject: { fr: "Sans session" },
        body: { fr: "Bonjour" },
      },
      { [WITHOUT_SESSION]: "1" },
    );
    expect(answer.statusCode).toBe(500);
    expect(await countRows(harness.database.db, "mailings")).toBe(1);
    expect(await countRows(harness.database.db, "audit_log")).toBe(lines);
  });
});
