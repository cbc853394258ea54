/**
 * Which Chromium the browser tests drive, on any machine: the one named by CHROMIUM_PATH, else
 * the system's Chromium or Chrome, else one in Playwright's own cache, else one downloaded by
 * Playwright, else (as root on Debian/Ubuntu) the `chromium` package. The machine is reached
 * only through `ChromiumProbes`, so the order of the search is tested without touching it.
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
  /** `npx playwright install chromium`, bounded in time; true when it succeeded. */
  installWithPlaywright: () => Promise<boolean>;
  /** `apt-get update && apt-get install -y chromium`; true when it succeeded. */
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

const systemCandidates = (probes: ChromiumProbes) => [
  ...SYSTEM_BROWSER_NAMES.map((name) => probes.onPath(name)),
  ...SYSTEM_BROWSER_PATHS,
];

/** The browser to launch; throws `ChromiumNotFound` with one sentence saying what to do. */
export async function findChromium(probes: ChromiumProbes): Promise<ChromiumChoice> {
  const configured = probes.env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (await probes.runs(configured)) return { path: configured, source: "CHROMIUM_PATH" };
    throw new ChromiumNotFound(badChromiumPathMessage(configured));
  }
  const system = await firstThatRuns(probes, systemCandidates(probes));
  if (system) return { path: system, source: "système" };
  const cached = await firstThatRuns(probes, probes.playwrightCache());
  if (cached) return { path: cached, source: "cache de Playwright" };

  probes.log("Aucun Chromium trouvé : essai de « npx playwright install chromium »…");
  if (await probes.installWithPlaywright()) {
    const downloaded = await firstThatRuns(probes, probes.playwrightCache());
    if (downloaded) return { path: downloaded, source: "téléchargé par Playwright" };
  }
  if (probes.canInstallWithApt) {
    probes.log("Installation du paquet chromium (apt-get)…");
    if (await probes.installWithApt()) {
      const installed = await firstThatRuns(probes, systemCandidates(probes));
      if (installed) return { path: installed, source: "paquet chromium installé" };
    }
  }
  throw new ChromiumNotFound(NO_CHROMIUM_MESSAGE);
}
