import { beforeAll, describe, expect, it } from "vitest";
import { asAdmin, createAdmin, signIn } from "../testing/admin-session.ts";
import { appHarness } from "../testing/app-harness.ts";
import { postJson } from "../testing/test-app.ts";
import { DATABASE_ENGINES } from "../testing/test-databases.ts";
import { loggedUrl } from "./request-log.ts";

const [sqlite] = DATABASE_ENGINES;

/** What the server writes about requests, at the level `npm start` logs at (info). */
describe("the request log keeps no search words and no e-mail address (decision 0056)", () => {
  const lines: string[] = [];
  let session: string;

  const harness = appHarness(sqlite.create, {
    logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
  });
  beforeAll(async () => {
    await createAdmin(harness.database.db, "direction@example.ma");
    session = await signIn(harness.app, "direction@example.ma");
  });

  it("logs each request's path and filter names, never the words searched or an address", async () => {
    lines.length = 0;
    const requests = [
      ["/api/admin/registrations?q=Benjelloun%20Tanger&status=paid", 200],
      ["/api/admin/users?q=nadia.idrissi%40exemple.ma", 200],
      ["/api/admin/emails?q=karim@exemple.ma&page=2", 200],
      ["/api/admin/users/nadia.idrissi@exemple.ma", 404],
    ] as const;
    for (const [url, status] of requests) {
      expect((await asAdmin(harness.app, session, "GET", url)).statusCode).toBe(status);
    }
    await postJson(harness.app, "/api/login", {
      email: "omar.benali@exemple.ma",
      password: "faux-mot",
    });
    const log = lines.join("");
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        "/api/admin/registrations?q&status",
        "/api/admin/users?q",
        "/api/admin/emails?q&page",
        "/api/admin/users/[masqué]",
        "/api/login",
      ]),
    );
    for (const secret of ["Benjelloun", "Tanger", "nadia", "karim", "omar", "exemple.ma", "%40"]) {
      expect(log).not.toContain(secret);
    }
  });

  it("masks an address however it sits in a URL", () => {
    expect(loggedUrl("/api/x/a%40b.ma/y?email=a@b.ma&email=c@d.ma&sort=name")).toBe(
      "/api/x/[masqué]/y?email&sort",
    );
    expect(loggedUrl("/admin/app/inscriptions?")).toBe("/admin/app/inscriptions");
    expect(loggedUrl("/api/health")).toBe("/api/health");
  });
});
