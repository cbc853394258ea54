import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { playwrightCacheBrowsers } from "./chromium-probes.ts";
import {
  badChromiumPathMessage,
  type ChromiumProbes,
  findChromium,
  NO_CHROMIUM_MESSAGE,
} from "./find-chromium.ts";

/**
 * A pretend machine: `browsers` are the paths whose `--version` works; the installers, when
 * they succeed, make a browser appear where the real ones would put it. `calls` records the
 * order in which the machine was asked.
 */
function machine(setup: {
  env?: Record<string, string>;
  browsers?: string[];
  onPath?: Record<string, string>;
  cache?: string[];
  canInstallWithApt?: boolean;
  playwrightInstalls?: string;
  aptInstalls?: string;
}) {
  const browsers = new Set(setup.browsers ?? []);
  const cache = [...(setup.cache ?? [])];
  const calls: string[] = [];
  const probes: ChromiumProbes = {
    env: setup.env ?? {},
    canInstallWithApt: setup.canInstallWithApt ?? false,
    onPath: (name) => setup.onPath?.[name],
    runs: async (path) => {
      calls.push(`runs ${path}`);
      return browsers.has(path);
    },
    playwrightCache: () => [...cache],
    installWithPlaywright: async () => {
      calls.push("npx playwright install chromium");
      if (!setup.playwrightInstalls) return false;
      cache.push(setup.playwrightInstalls);
      browsers.add(setup.playwrightInstalls);
      return true;
    },
    installWithApt: async () => {
      calls.push("apt-get install chromium");
      if (!setup.aptInstalls) return false;
      browsers.add(setup.aptInstalls);
      return true;
    },
    log: () => {},
  };
  return { probes, calls };
}

const CACHED = "/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
const CACHED_SHELL =
  "/root/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell";
const DEBIAN_SHELL = "/usr/lib/chromium/chromium-headless-shell";

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first, when that browser starts", async () => {
    const { probes, calls } = machine({
      env: { CHROMIUM_PATH: "/opt/mon-chrome/chrome" },
      browsers: ["/opt/mon-chrome/chrome", "/usr/bin/chromium"],
    });
    expect(await findChromium(probes)).toEqual({
      path: "/opt/mon-chrome/chrome",
      source: "CHROMIUM_PATH",
    });
    expect(calls).toEqual(["runs /opt/mon-chrome/chrome"]);
  });

  it("stops with one sentence when CHROMIUM_PATH is wrong, without looking elsewhere", async () => {
    const { probes, calls } = machine({
      env: { CHROMIUM_PATH: "/nulle/part/chrome" },
      browsers: ["/usr/bin/chromium"],
    });
    await expect(findChromium(probes)).rejects.toThrow(
      badChromiumPathMessage("/nulle/part/chrome"),
    );
    expect(calls).toEqual(["runs /nulle/part/chrome"]);
  });

  it("takes a headless shell before any full browser: the system's, then Playwright's", async () => {
    const system = machine({
      browsers: ["/usr/bin/chromium", DEBIAN_SHELL, CACHED_SHELL],
      cache: [CACHED_SHELL],
    });
    expect(await findChromium(system.probes)).toEqual({
      path: DEBIAN_SHELL,
      source: "système, headless shell",
    });
    const cached = machine({
      browsers: ["/usr/bin/chromium", CACHED, CACHED_SHELL],
      cache: [CACHED, CACHED_SHELL],
    });
    expect(await findChromium(cached.probes)).toEqual({
      path: CACHED_SHELL,
      source: "cache de Playwright, headless shell",
    });
    expect(cached.calls).not.toContain("runs /usr/bin/chromium");
  });

  it("takes the system's browser found on PATH before the usual places", async () => {
    const { probes } = machine({
      onPath: { "google-chrome-stable": "/home/moi/bin/google-chrome-stable" },
      browsers: ["/home/moi/bin/google-chrome-stable", "/usr/bin/chromium"],
    });
    expect(await findChromium(probes)).toEqual({
      path: "/home/moi/bin/google-chrome-stable",
      source: "système",
    });
  });

  it("skips a system name whose browser does not start (Ubuntu's snap stub) for the next one", async () => {
    const { probes } = machine({
      onPath: { "chromium-browser": "/usr/bin/chromium-browser" },
      browsers: ["/opt/google/chrome/chrome"],
    });
    expect(await findChromium(probes)).toEqual({
      path: "/opt/google/chrome/chrome",
      source: "système",
    });
  });

  it("falls back to Playwright's cache, without installing anything", async () => {
    const { probes, calls } = machine({
      cache: [CACHED],
      browsers: [CACHED],
      canInstallWithApt: true,
    });
    expect(await findChromium(probes)).toEqual({ path: CACHED, source: "cache de Playwright" });
    expect(calls.filter((call) => !call.startsWith("runs"))).toEqual([]);
  });

  it("downloads with Playwright when nothing is found, and launches what it downloaded", async () => {
    const { probes, calls } = machine({ playwrightInstalls: CACHED, canInstallWithApt: true });
    expect(await findChromium(probes)).toEqual({
      path: CACHED,
      source: "téléchargé par Playwright",
    });
    expect(calls).not.toContain("apt-get install chromium");
  });

  it("as root on Debian, installs the headless shell's package when Playwright's download fails", async () => {
    const { probes, calls } = machine({
      canInstallWithApt: true,
      aptInstalls: DEBIAN_SHELL,
    });
    expect(await findChromium(probes)).toEqual({
      path: DEBIAN_SHELL,
      source: "paquet Debian installé",
    });
    expect(calls.filter((call) => !call.startsWith("runs"))).toEqual([
      "npx playwright install chromium",
      "apt-get install chromium",
    ]);
  });

  it("elsewhere, stops with one sentence saying what to install", async () => {
    const { probes, calls } = machine({ canInstallWithApt: false });
    await expect(findChromium(probes)).rejects.toThrow(NO_CHROMIUM_MESSAGE);
    expect(calls).toContain("npx playwright install chromium");
    expect(calls).not.toContain("apt-get install chromium");
    expect(NO_CHROMIUM_MESSAGE.match(/[.!?](\s|$)/g)).toHaveLength(1);
  });

  it("stops with the same sentence when the apt install did not give a working browser", async () => {
    const { probes } = machine({ canInstallWithApt: true });
    await expect(findChromium(probes)).rejects.toThrow(NO_CHROMIUM_MESSAGE);
  });
});

describe("playwrightCacheBrowsers", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const executable = (path: string) => {
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, "#!/bin/sh\n");
    chmodSync(path, 0o755);
  };

  it("lists the headless shell before full Chromium, newest first, executables only", () => {
    root = mkdtempSync(join(tmpdir(), "ms-playwright-"));
    executable(join(root, "chromium-1200/chrome-linux/chrome"));
    executable(join(root, "chromium-1255/chrome-linux64/chrome"));
    executable(
      join(
        root,
        "chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell",
      ),
    );
    writeFileSync(join(root, "chromium-1255/chrome-linux64/chrome_sandbox"), "");
    mkdirSync(join(root, "firefox-1500/firefox"), { recursive: true });
    expect(playwrightCacheBrowsers({ PLAYWRIGHT_BROWSERS_PATH: root })).toEqual([
      join(
        root,
        "chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell",
      ),
      join(root, "chromium-1255/chrome-linux64/chrome"),
      join(root, "chromium-1200/chrome-linux/chrome"),
    ]);
  });

  it("is empty when the cache does not exist", () => {
    expect(playwrightCacheBrowsers({ PLAYWRIGHT_BROWSERS_PATH: "/nulle/part" })).toEqual([]);
  });
});
