/**
 * Which Chromium the browser tests drive, on any machine: the one named by CHROMIUM_PATH, else a
 * headless shell (the system's, then one in Playwright's cache), else the system's full Chromium
 * or Chrome, else a full one in Playwright's cache, else the headless shell downloaded by
 * Playwright, else (as root on Debian/Ubuntu) the `chromium-headless-shell` package (or
 * `chromium` where there is none). The shell is the same Blink without the browser's own
 * interface: the suite's pages cost about half the processor time in it (decision 0067). The
 * machine is reached only through `ChromiumProbes`, so the order of the search is tested without
 * touching it.
 */
export type ChromiumProbes = {
  env: Record<string, string | undefined>;
  /** Root on a Debian-like system with apt-get: allowed to install the `chromium` package. */
  canInstallWithApt: boolean;
  /** The executable found on PATH under this name, if any. */
  onPath: (name: string) => string | undefined;
  /** True when the file exists and `<path> --version` succeeds (a browser that starts). */
  runs: (path: string) => Promise<boolean>;
  /** Browsers in Playwright's cache, newest first. */
  playwrightCache: () => string[];
  /** `npx playwright install --only-shell chromium`, bounded in time; true when it succeeded. */
  installWithPlaywright: () => Promise<boolean>;
  /**
   * `apt-get update && apt-get install -y chromium-headless-shell` (`chromium` where the
   * distribution has no shell); true when it succeeded.
   */
  installWithApt: () => Promise<boolean>;
  log: (line: string) => void;
};

export type ChromiumChoice = { path: string; source: string };

/** The names a Chromium or Chrome goes by on PATH. */
export const SYSTEM_BROWSER_NAMES = [
  "chromium",
  "chromium-browser",
  "google-chrome",
  "google-chrome-stable",
] as const;

/** The headless shell's names on PATH (Debian's package, Playwright's download). */
export const HEADLESS_SHELL_NAMES = ["chromium-headless-shell", "chrome-headless-shell"] as const;

/** Where Debian's `chromium-headless-shell` package puts it. */
export const HEADLESS_SHELL_PATHS = [
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium-headless-shell",
] as const;

/** Where packages put them when PATH does not say (a minimal PATH under sudo or CI). */
export const SYSTEM_BROWSER_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/opt/google/chrome/chrome",
  "/snap/bin/chromium",
] as const;

export const NO_CHROMIUM_MESSAGE =
  "Aucun Chromium utilisable pour les tests du navigateur : installez Chromium ou Google Chrome " +
  "(Debian/Ubuntu : « sudo apt-get install chromium ») ou lancez « npx playwright install " +
  "chromium », ou indiquez le chemin d'un navigateur dans CHROMIUM_PATH.";

export const badChromiumPathMessage = (path: string) =>
  `CHROMIUM_PATH=${path} ne désigne pas un Chromium qui démarre (« ${path} --version » échoue) : ` +
  "corrigez le chemin ou retirez la variable pour que les tests en cherchent un.";

export class ChromiumNotFound extends Error {}

async function firstThatRuns(probes: ChromiumProbes, candidates: Iterable<string | undefined>) {
  const tried = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate || tried.has(candidate)) continue;
    tried.add(candidate);
    if (await probes.runs(candidate)) return candidate;
  }
  return undefined;
}

const systemShells = (probes: ChromiumProbes) => [
  ...HEADLESS_SHELL_NAMES.map((name) => probes.onPath(name)),
  ...HEADLESS_SHELL_PATHS,
];

const systemBrowsers = (probes: ChromiumProbes) => [
  ...SYSTEM_BROWSER_NAMES.map((name) => probes.onPath(name)),
  ...SYSTEM_BROWSER_PATHS,
];

const isShell = (path: string) => /headless[-_]shell/.test(path);

/** The browser to launch; throws `ChromiumNotFound` with one sentence saying what to do. */
export async function findChromium(probes: ChromiumProbes): Promise<ChromiumChoice> {
  const configured = probes.env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (await probes.runs(configured)) return { path: configured, source: "CHROMIUM_PATH" };
    throw new ChromiumNotFound(badChromiumPathMessage(configured));
  }
  const systemShell = await firstThatRuns(probes, systemShells(probes));
  if (systemShell) return { path: systemShell, source: "système, headless shell" };
  const cachedShell = await firstThatRuns(probes, probes.playwrightCache().filter(isShell));
  if (cachedShell) return { path: cachedShell, source: "cache de Playwright, headless shell" };
  const system = await firstThatRuns(probes, systemBrowsers(probes));
  if (system) return { path: system, source: "système" };
  const cached = await firstThatRuns(probes, probes.playwrightCache());
  if (cached) return { path: cached, source: "cache de Playwright" };

  probes.log("Aucun Chromium trouvé : essai de « npx playwright install --only-shell chromium »…");
  if (await probes.installWithPlaywright()) {
    const downloaded = await firstThatRuns(probes, probes.playwrightCache());
    if (downloaded) return { path: downloaded, source: "téléchargé par Playwright" };
  }
  if (probes.canInstallWithApt) {
    probes.log("Installation du paquet chromium-headless-shell (apt-get)…");
    if (await probes.installWithApt()) {
      const installed = await firstThatRuns(probes, [
        ...systemShells(probes),
        ...systemBrowsers(probes),
      ]);
      if (installed) return { path: installed, source: "paquet Debian installé" };
    }
  }
  throw new ChromiumNotFound(NO_CHROMIUM_MESSAGE);
}
