import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ProgrammeData } from "@congres/shared/programme";
import seedJson from "@congres/shared/programme-seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/connection.ts";
import { createAdmin, signIn } from "../../testing/admin-session.ts";
import { databaseHarness } from "../../testing/app-harness.ts";
import { moveOpening, publishDraft } from "../../testing/programme-edits.ts";
import { writeProgrammeSite } from "../../testing/programme-site.ts";
import { type TestApp, testApp } from "../../testing/test-app.ts";
import { DATABASE_ENGINES } from "../../testing/test-databases.ts";

const seed = seedJson as ProgrammeData;

/**
 * Many servers, one site (issue #24 §2): two apps on one database — each its own connection, as
 * two processes behind a proxy — serve the built pages; a publication through one's API is on
 * the other's pages within its poll, in every language, with the same bytes.
 */
describe.each(DATABASE_ENGINES)("two servers on one $engine database", ({ create }) => {
  const root = mkdtempSync(join(tmpdir(), "congres-programme-servers-"));
  const site = join(root, "client");
  let otherConnection: Db;
  const apps: TestApp[] = [];

  const harness = databaseHarness(create);
  beforeAll(async () => {
    otherConnection = harness.database.connectAgain();
    await writeProgrammeSite(site, seed);
    await createAdmin(harness.database.db, "comite@example.ma");
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await otherConnection.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  it("publishes through one server; the other serves the new programme within its poll", async () => {
    const publishing = await testApp(harness.database.db, { webRoot: site, programmePollMs: 100 });
    const other = await testApp(otherConnection, { webRoot: site, programmePollMs: 100 });
    apps.push(publishing, other);
    const page = async (app: TestApp, url: string) => (await app.inject({ url })).body;
    for (const app of [publishing, other]) {
      expect(await page(app, "/programme")).toContain("Conférence inaugurale");
    }

    const committee = await signIn(publishing, "comite@example.ma");
    const moved = await moveOpening(publishing, committee, "Salle Atlas");
    expect(moved.statusCode).toBe(200);
    // A draft: neither server shows it.
    for (const app of [publishing, other]) {
      expect(await page(app, "/programme")).not.toContain("Leçon inaugurale");
    }
    const published = await publishDraft(publishing, committee);
    expect(published.statusCode).toBe(200);
    expect(published.json().version).toBe(2);

    // The publishing server's pages show it once its answer has come.
    expect(await page(publishing, "/programme")).toContain("Leçon inaugurale");
    // The other server: within its poll, in the three languages and on the home pages.
    await expect
      .poll(() => page(other, "/programme"), { timeout: 5_000, interval: 50 })
      .toContain("Leçon inaugurale");
    expect(await page(other, "/en/programme")).toContain("Inaugural lesson");
    expect(await page(other, "/ar/programme")).toContain("الدرس الافتتاحي");
    expect(await page(other, "/ar/programme")).toContain('<time dir="ltr">10:00 - 10:30</time>');
    expect(await page(other, "/programme")).toContain("Salle Atlas");
    const tags = await Promise.all(
      [publishing, other].map(async (app) => (await app.inject({ url: "/en" })).headers.etag),
    );
    expect(tags[0]).toBe(tags[1]);
    expect(other.programmePages?.version()).toBe(2);
  });
});
