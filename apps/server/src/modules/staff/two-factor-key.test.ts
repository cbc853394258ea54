import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVELOPMENT_KEY_FILE, developmentKey } from "../../config/two-factor-keys.ts";
import { REPO_ROOT } from "../../config.ts";
import { runAdminCli } from "../../testing/admin-cli.ts";
import { createAdmin, signIn } from "../../testing/admin-session.ts";
import {
  FORMER_REPOSITORY_KEY,
  sealAsVersion1,
  version1Digest,
} from "../../testing/former-two-factor-key.ts";
import { storedRow, storedRows } from "../../testing/stored-rows.ts";
import { type TestApp, testApp } from "../../testing/test-app.ts";
import {
  DATABASE_ENGINES,
  migratedDatabase,
  type TestDatabase,
} from "../../testing/test-databases.ts";
import { codeAt, enrol, fullSessionOf, signInWithCode } from "../../testing/two-factor-session.ts";
import { TwoFactorBox } from "./two-factor-box.ts";

/** Issue #36 item 3: a database dump and the repository's constant opened every second factor. */

const siteKey = () => randomBytes(32).toString("base64");
const normalised = (code: string) => code.replace("-", "");

describe("the repository's former key", () => {
  it("no longer appears in the repository's files", () => {
    const grep = () =>
      execFileSync("git", ["grep", "-I", "-l", "-F", FORMER_REPOSITORY_KEY], {
        cwd: REPO_ROOT,
        stdio: ["ignore", "pipe", "ignore"],
      });
    // git grep exits 1 when nothing matches.
    expect(grep).toThrow(expect.objectContaining({ status: 1 }));
  });
});

describe.each(DATABASE_ENGINES)("two-factor keys on $engine", ({ create }) => {
  let database: TestDatabase;
  let dataDir: string;
  const apps: TestApp[] = [];
  const now = new Date("2026-11-28T10:00:00Z");
  // Codes pass once per 30 s step: sign-ins after an enrolment happen a few steps later.
  const later = new Date(now.getTime() + 120_000);
  let clock = now;
  beforeAll(async () => {
    database = await migratedDatabase(create);
    dataDir = mkdtempSync(join(tmpdir(), "congres-2fa-key-"));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A server as serve.ts builds it, with `keys` (current first). */
  async function server(current: string, previous: string[] = []) {
    const app = await testApp(database.db, {
      clock: () => clock,
      twoFactorKey: current,
      twoFactorPreviousKeys: previous,
    });
    apps.push(app);
    return app;
  }

  const storedOf = async (email: string) => {
    const user = await storedRow(database.db, "users", { email }, ["id", "two_factor_secret"]);
    const codes = await storedRows(database.db, "two_factor_recovery_codes", { user_id: user.id }, [
      "code_hash",
    ]);
    return { ...user, codeHashes: codes.map((row) => row.code_hash) };
  };

  it("a dump and the repository's former constant: the secret does not open, no recovery digest matches", async () => {
    // `npm start` in development: the key generated beside the data.
    const key = developmentKey(join(dataDir, DEVELOPMENT_KEY_FILE));
    const app = await server(key);
    await createAdmin(database.db, "victime@example.ma");
    const { secret, recoveryCodes } = await enrol(
      app,
      await signIn(app, "victime@example.ma"),
      now,
    );
    const dump = await storedOf("victime@example.ma");
    expect(dump.codeHashes).toHaveLength(10);

    // The exploit, step by step: open the secret with the constant, compute the digests.
    const attacker = new TwoFactorBox(FORMER_REPOSITORY_KEY);
    expect(attacker.open(dump.two_factor_secret ?? "", `user:${dump.id}`)).toBeUndefined();
    const guessedDigests = recoveryCodes.map((code) =>
      version1Digest(FORMER_REPOSITORY_KEY, normalised(code)),
    );
    expect(guessedDigests.filter((digest) => dump.codeHashes.includes(digest))).toEqual([]);
    // A server that had only the constant refuses the real code too.
    const impostor = await server(FORMER_REPOSITORY_KEY);
    const refused = await signInWithCode(
      impostor,
      "victime@example.ma",
      await codeAt(secret, now),
      "10.9.0.1",
    );
    expect(refused.statusCode).toBe(422);
    // The install's own key opens it (the check above can fail).
    expect(
      new TwoFactorBox(key).open(dump.two_factor_secret ?? "", `user:${dump.id}`)?.secret,
    ).toBe(secret);
  });

  it("rotates the key with npm run admin: nobody's codes or recovery codes change", {
    timeout: 120_000,
  }, async () => {
    const oldKey = siteKey();
    const newKey = siteKey();
    // Only this test's accounts have 2FA (the exploit's account was sealed under another key).
    await database.db
      .updateTable("users")
      .set({ two_factor_secret: null, two_factor_enabled_at: null })
      .execute();
    const before = await server(oldKey);
    // One account enrolled today, one enrolled before decision 0055 (version 1, key-wide digests).
    await createAdmin(database.db, "actuel@example.ma");
    const current = await enrol(before, await signIn(before, "actuel@example.ma"), now);
    const legacyId = await createAdmin(database.db, "ancien@example.ma");
    const legacySecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const legacyCodes = ["abcde-fghjk", "mnpqr-stuvw"];
    await database.db
      .updateTable("users")
      .set({
        two_factor_secret: sealAsVersion1(oldKey, legacySecret, `user:${legacyId}`),
        two_factor_enabled_at: now.toISOString(),
      })
      .where("id", "=", legacyId)
      .execute();
    await database.db
      .insertInto("two_factor_recovery_codes")
      .values(
        legacyCodes.map((code) => ({
          user_id: legacyId,
          code_hash: version1Digest(oldKey, normalised(code)),
          used_at: null,
        })),
      )
      .execute();
    const stored = [await storedOf("actuel@example.ma"), await storedOf("ancien@example.ma")];

    // The new key alone, before the rotation, opens nothing.
    const after = await server(newKey);
    const early = await signInWithCode(
      after,
      "actuel@example.ma",
      await codeAt(current.secret, now),
      "10.9.1.1",
    );
    expect(early.statusCode).toBe(422);

    const rotate = () =>
      runAdminCli(database.config, ["rotate-two-factor-key"], {
        TWO_FACTOR_KEY: newKey,
        TWO_FACTOR_PREVIOUS_KEYS: oldKey,
      });
    expect(await rotate()).toEqual({
      code: 0,
      output:
        "Double authentification : 2 secret(s) scellé(s) à nouveau sous la clé actuelle, 0 l'étai(en)t déjà.\n",
    });
    const rotated = [await storedOf("actuel@example.ma"), await storedOf("ancien@example.ma")];
    for (const [index, row] of rotated.entries()) {
      expect(row.two_factor_secret).toMatch(/^v2\./);
      expect(row.two_factor_secret).not.toBe(stored[index]?.two_factor_secret);
    }
    // The current account's digests stay as they were: their key moved with the secret.
    expect(rotated[0]?.codeHashes).toEqual(stored[0]?.codeHashes);
    // The version 1 account's were keyed by the old key: keyed again, the old key tests nothing.
    const oldDigests = legacyCodes.map((code) => version1Digest(oldKey, normalised(code)));
    expect(rotated[1]?.codeHashes).toHaveLength(2);
    expect(rotated[1]?.codeHashes.filter((hash) => oldDigests.includes(hash))).toEqual([]);
    // Run again: nothing left to do.
    expect((await rotate()).output).toBe(
      "Double authentification : 0 secret(s) scellé(s) à nouveau sous la clé actuelle, 2 l'étai(en)t déjà.\n",
    );

    // A server with the new key only: codes and recovery codes of both accounts sign in.
    clock = later;
    const signInWith = (email: string, code: string, address: string) =>
      signInWithCode(after, email, code, address);
    const accepted = [
      await signInWith("actuel@example.ma", await codeAt(current.secret, later), "10.9.2.1"),
      await signInWith("actuel@example.ma", current.recoveryCodes[0] ?? "", "10.9.2.2"),
      await signInWith("ancien@example.ma", await codeAt(legacySecret, later), "10.9.2.3"),
      await signInWith("ancien@example.ma", legacyCodes[1] ?? "", "10.9.2.4"),
    ];
    for (const answer of accepted) expect(fullSessionOf(answer)).toEqual(expect.any(String));
    // The old key alone no longer opens what is stored.
    expect(
      new TwoFactorBox(oldKey).open(rotated[0]?.two_factor_secret ?? "", `user:${rotated[0]?.id}`),
    ).toBeUndefined();

    // A key that sealed nothing here, no previous key: the accounts are named, nothing written.
    const lost = await runAdminCli(database.config, ["rotate-two-factor-key"], {
      TWO_FACTOR_KEY: siteKey(),
    });
    expect(lost.code).toBe(1);
    expect(lost.output).toContain("ne s'ouvre avec aucune clé donnée");
    expect((await storedOf("actuel@example.ma")).two_factor_secret).toBe(
      rotated[0]?.two_factor_secret,
    );
  });
});
