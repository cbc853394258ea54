import { spawn } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ChromiumProbes } from "./find-chromium.ts";

const E2E_DIR = fileURLToPath(new URL("../", import.meta.url));
/** The download fails at once without network; this bounds a stalled one. */
const PLAYWRIGHT_INSTALL_MS = 120_000;
const APT_INSTALL_MS = 15 * 60_000;
const VERSION_CHECK_MS = 15_000;
const APT_INSTALL_SCRIPT =
  "apt-get update -qq && (apt-get install -y -qq chromium-headless-shell || apt-get install -y -qq chromium)";

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Runs a command to its end (or its time limit); answers whether it succeeded and why not. */
function run(
  command: string,
  args: string[],
  options: { timeoutMs: number; cwd?: string; env?: NodeJS.ProcessEnv; showOutput?: boolean },
): Promise<{ ok: boolean; reason: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", options.showOutput ? "inherit" : "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      const lines = output.trim().split("\n");
      // The first "Error: …" line says why (a stack trace follows it); else the last line.
      const reason = timedOut
        ? `arrêté après ${options.timeoutMs / 1000} s`
        : (lines.find((line) => line.startsWith("Error:")) ?? lines[lines.length - 1] ?? "");
      resolve({ ok, reason });
    };
    child.on("error", () => finish(false));
    child.on("close", (code) => finish(code === 0));
  });
}

/** Executables in Playwright's browser cache (PLAYWRIGHT_BROWSERS_PATH or ~/.cache/ms-playwright). */
export function playwrightCacheBrowsers(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = env.PLAYWRIGHT_BROWSERS_PATH;
  const root =
    configured && configured !== "0" ? configured : join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(root)) return [];
  const revision = (dir: string) => Number(dir.slice(dir.lastIndexOf("-") + 1)) || 0;
  // The headless shell before full Chromium (find-chromium.ts), newest revision first.
  const browserDirs = readdirSync(root)
    .filter((dir) => /^chromium(_headless_shell)?-\d+$/.test(dir))
    .sort(
      (a, b) =>
        Number(b.includes("headless")) - Number(a.includes("headless")) ||
        revision(b) - revision(a),
    );
  return browserDirs.flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((platform) => /^chrome-(headless-shell-)?linux/.test(platform))
      .flatMap((platform) =>
        ["chrome", "chrome-headless-shell", "headless_shell"].map((name) =>
          join(root, dir, platform, name),
        ),
      )
      .filter(isExecutableFile),
  );
}

/** The real machine: files, PATH, `--version`, and the two installers. */
export function machineProbes(env: NodeJS.ProcessEnv = process.env): ChromiumProbes {
  const onPath = (name: string) =>
    (env.PATH ?? "")
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name))
      .find(isExecutableFile);
  return {
    env,
    canInstallWithApt:
      process.getuid?.() === 0 &&
      existsSync("/etc/debian_version") &&
      onPath("apt-get") !== undefined,
    onPath,
    runs: async (path) =>
      isExecutableFile(path) &&
      (await run(path, ["--version"], { timeoutMs: VERSION_CHECK_MS })).ok,
    playwrightCache: () => playwrightCacheBrowsers(env),
    installWithPlaywright: async () => {
      const outcome = await run(
        "npx",
        ["--no-install", "playwright", "install", "--only-shell", "chromium"],
        {
          timeoutMs: PLAYWRIGHT_INSTALL_MS,
          cwd: E2E_DIR,
        },
      );
      if (!outcome.ok) process.stderr.write(`  échec : ${outcome.reason}\n`);
      return outcome.ok;
    },
    installWithApt: async () =>
      // Debian has the shell as a package of its own; a distribution without it gets chromium.
      (
        await run("sh", ["-c", APT_INSTALL_SCRIPT], {
          timeoutMs: APT_INSTALL_MS,
          env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
          showOutput: true,
        })
      ).ok,
    log: (line) => process.stderr.write(`${line}\n`),
  };
}
