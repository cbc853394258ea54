import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT } from "../config.ts";
import { FORMER_REPOSITORY_KEY } from "../testing/former-two-factor-key.ts";
import {
  DEVELOPMENT_KEY_FILE,
  developmentKey,
  TWO_FACTOR_KEY_INVALID,
  TWO_FACTOR_KEY_MISSING,
} from "./two-factor-keys.ts";

const goodKey = () => randomBytes(32).toString("base64");

describe("NODE_ENV, read from the environment the server starts with", () => {
  it("is production only when it says production", () => {
    expect(loadConfig({ NODE_ENV: "production", TWO_FACTOR_KEY: goodKey() }).production).toBe(true);
    expect(loadConfig({}).production).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).production).toBe(false);
  });
});

describe("TWO_FACTOR_KEY", () => {
  it("stops a production start without it, in one sentence naming it", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(TWO_FACTOR_KEY_MISSING);
    expect(() => loadConfig({ NODE_ENV: "production", TWO_FACTOR_KEY: "  " })).toThrow(
      TWO_FACTOR_KEY_MISSING,
    );
    expect(TWO_FACTOR_KEY_MISSING).toMatch(/^TWO_FACTOR_KEY [^.]*\.$/);
  });

  it.each([
    ["too short (16 bytes)", randomBytes(16).toString("base64")],
    ["not base64", `${goodKey().slice(0, 40)}!@#$`],
    ["base64url, not base64", "Xy-_".repeat(11)],
    ["a phrase, not base64", "une-phrase-de-passe-tres-longue-mais-pas-en-base64-du-tout"],
    [
      "the base64 of a typed phrase",
      Buffer.from("ma phrase secrete du congres 2025!").toString("base64"),
    ],
    ["the base64 of zeros", Buffer.alloc(32).toString("base64")],
    ["the repository's former constant", FORMER_REPOSITORY_KEY],
  ])("refuses a key that is %s, in production and in development", (_, key) => {
    expect(() => loadConfig({ NODE_ENV: "production", TWO_FACTOR_KEY: key })).toThrow(
      TWO_FACTOR_KEY_INVALID,
    );
    expect(() => loadConfig({ TWO_FACTOR_KEY: key })).toThrow(TWO_FACTOR_KEY_INVALID);
  });

  it("takes the base64 of 32 random bytes (openssl rand -base64 32), and old keys to retire", () => {
    const key = goodKey();
    const config = loadConfig({
      NODE_ENV: "production",
      TWO_FACTOR_KEY: `${key}\n`,
      TWO_FACTOR_PREVIOUS_KEYS: ` ancienne-cle , ${key},autre `,
    });
    expect(config.twoFactorKeys.configured).toBe(key);
    // Old keys are not judged (the one being retired may be weak); the current one is not repeated.
    expect(config.twoFactorKeys.previous).toEqual(["ancienne-cle", "autre"]);
    expect(loadConfig({ TWO_FACTOR_KEY: randomBytes(48).toString("base64") }).production).toBe(
      false,
    );
  });
});

describe("the development key", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("is generated beside the data at the first start (mode 0600), then reused", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "congres-key-")), "data");
    folders.push(dataDir);
    const keys = loadConfig({ DATA_DIR: dataDir }).twoFactorKeys;
    expect(keys.configured).toBeUndefined();
    expect(keys.developmentFile).toBe(join(dataDir, DEVELOPMENT_KEY_FILE));
    const first = developmentKey(keys.developmentFile);
    expect(Buffer.from(first, "base64")).toHaveLength(32);
    expect(first).not.toBe(FORMER_REPOSITORY_KEY);
    expect(statSync(keys.developmentFile).mode & 0o777).toBe(0o600);
    expect(developmentKey(keys.developmentFile)).toBe(first);
    expect(readFileSync(keys.developmentFile, "utf8")).toBe(`${first}\n`);
    // No draft left behind; another install draws another key.
    expect(readdirSync(dataDir)).toEqual([DEVELOPMENT_KEY_FILE]);
    const elsewhere = mkdtempSync(join(tmpdir(), "congres-key-"));
    folders.push(elsewhere);
    expect(developmentKey(join(elsewhere, DEVELOPMENT_KEY_FILE))).not.toBe(first);
  });
});

describe("RATE_LIMIT_SIGN_IN_PER_MINUTE", () => {
  it("defaults to 30 sign-in steps a minute, and takes a whole number from the environment", () => {
    expect(loadConfig({}).signInLimitPerMinute).toBe(30);
    expect(loadConfig({ RATE_LIMIT_SIGN_IN_PER_MINUTE: " 120 " }).signInLimitPerMinute).toBe(120);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "0" })).toThrow(
      "RATE_LIMIT_SIGN_IN_PER_MINUTE invalide : 0 (attendu un nombre entier de tentatives, au moins 1)",
    );
  });
});

describe("the server's own code", () => {
  it("never reads the NODE_ENV the build fixes for the libraries, only the run-time one", () => {
    // The server's build replaces this expression by "production" (scripts/bundle-server.ts).
    const fixedByTheBuild = /process\.env(\.NODE_ENV|\[["'\x60]NODE_ENV)/;
    const sources = ["apps/server/src", "packages/shared/src"].flatMap((folder) =>
      readdirSync(join(REPO_ROOT, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => join(folder, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    // Code lines only: comments may name the expression to warn about it.
    const code = (file: string) =>
      readFileSync(join(REPO_ROOT, file), "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
    const readers = sources.filter((file) => code(file).some((line) => fixedByTheBuild.test(line)));
    expect(readers).toEqual([]);
  });
});
