/**
 * `npm run build -w apps/server` (part of `npm run build` and so of `npm start`): compiles the
 * server into apps/server/dist and precompresses the built web site (brotli and gzip copies
 * beside each text file), so that the server neither runs TypeScript nor compresses at start.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { REPO_ROOT } from "../src/config.ts";
import { precompressSite } from "../src/plugins/site-compression.ts";
import { bundleServer } from "./bundle-server.ts";

const dotEnv = `${REPO_ROOT}.env`;
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

/** The site the server will serve: WEB_ROOT, else the web app's build folder (WEB_BUILD_DIR). */
function siteRoot(env = process.env): string {
  if (env.WEB_ROOT) {
    return isAbsolute(env.WEB_ROOT)
      ? env.WEB_ROOT
      : resolve(env.INIT_CWD ?? process.cwd(), env.WEB_ROOT);
  }
  return join(REPO_ROOT, "apps/web", env.WEB_BUILD_DIR || "build", "client");
}

const shown = (path: string) => relative(REPO_ROOT, path) || ".";

const { outdir } = await bundleServer();
// main.js is a small entry (see src/main.ts); the code is in the chunks beside it.
const size = readdirSync(outdir)
  .filter((name) => name.endsWith(".js"))
  .reduce((sum, name) => sum + statSync(join(outdir, name)).size, 0);
process.stdout.write(
  `Serveur compilé : ${shown(join(outdir, "main.js"))} et ses modules (${(size / 1024).toFixed(0)} Ko)\n`,
);

const root = siteRoot();
if (existsSync(root)) {
  const written = await precompressSite(root);
  process.stdout.write(
    `Site précompressé (brotli, gzip) : ${written} copies écrites dans ${shown(root)}\n`,
  );
} else {
  process.stdout.write(`Site non construit (${shown(root)}) : rien à précompresser.\n`);
}
