/**
 * Compiles the UI messages (`messages/{fr,en,ar}.json`) into `src/paraglide/` with Paraglide JS
 * (decision 0026). The inlang message-format plugin comes from npm, not from the CDN URL that
 * Paraglide's own CLI would fetch: the build reads nothing from the network.
 *
 * One module per language (`outputStructure: "locale-modules"`): `messages/en.js` holds only
 * English, which the per-language island builds import in place of the all-language index.
 * Every key must exist in every language; a missing one stops the build.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { compileProject, writeOutput } from "@inlang/paraglide-js";
import messageFormat from "@inlang/plugin-message-format";
import { loadProjectFromDirectory } from "@inlang/sdk";

const webRoot = fileURLToPath(new URL("..", import.meta.url));
export const PARAGLIDE_DIR = `${webRoot}src/paraglide`;

/** The keys missing from a language's file, against French's. */
export function missingKeys(): string[] {
  const read = (locale: string): Record<string, unknown> =>
    JSON.parse(fs.readFileSync(`${webRoot}messages/${locale}.json`, "utf8"));
  const french = Object.keys(read("fr")).filter((key) => key !== "$schema");
  return ["en", "ar"].flatMap((locale) => {
    const keys = new Set(Object.keys(read(locale)));
    return french.filter((key) => !keys.has(key)).map((key) => `${locale}:${key}`);
  });
}

export async function compileMessages(): Promise<void> {
  const missing = missingKeys();
  if (missing.length > 0) throw new Error(`Messages sans traduction : ${missing.join(", ")}`);
  const project = await loadProjectFromDirectory({
    path: `${webRoot}project.inlang`,
    fs,
    providePlugins: [messageFormat],
  });
  const errors = await project.errors.get();
  if (errors.length > 0) throw new Error(`Messages illisibles : ${errors.map(String).join("; ")}`);
  const output = await compileProject({
    project,
    compilerOptions: {
      outputStructure: "locale-modules",
      // The page's language is given to each message (`{ locale }`) or fixed by the bundle.
      strategy: ["baseLocale"],
      emitTsDeclarations: true,
      includeEslintDisableComment: false,
      emitPrettierIgnore: false,
      emitReadme: false,
      isServer: "import.meta.env.SSR",
    },
  });
  await project.close();
  await writeOutput({ directory: PARAGLIDE_DIR, output, cleanDirectory: true, fs: fs.promises });
}

/**
 * What the compiled messages are made of: the catalogues, the inlang settings, this script and the
 * locked package versions. `npm test` type-checks the web app, then builds it, and each step
 * compiles first: the second finds the same inputs and keeps the files (~11 s of CPU).
 */
function inputsDigest(): string {
  const hash = createHash("sha256");
  for (const file of [
    "messages/fr.json",
    "messages/en.json",
    "messages/ar.json",
    "project.inlang/settings.json",
    "scripts/compile-messages.ts",
    "../../package-lock.json",
  ]) {
    hash.update(fs.readFileSync(`${webRoot}${file}`));
  }
  return hash.digest("hex");
}

const DIGEST_FILE = `${PARAGLIDE_DIR}/.compiled-from`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const digest = inputsDigest();
  const compiled = fs.existsSync(DIGEST_FILE) && fs.readFileSync(DIGEST_FILE, "utf8") === digest;
  if (!compiled) {
    await compileMessages();
    fs.writeFileSync(DIGEST_FILE, digest);
  }
  // The files are written; what is left are thirty-second timers that @lix-js/sdk's WebAssembly
  // (under @inlang/sdk) sets and never clears, even after `project.close()`: they held the
  // process 25 s after its work, twice per `npm test` (type check and build).
  process.exit(0);
}
