import { cpSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile, type Plugin } from "esbuild";
import { minVersion } from "semver";
import { engines } from "../package.json";

const SERVER_DIR = fileURLToPath(new URL("../", import.meta.url));

/**
 * Packages left to Node's own resolution: native addons (a `.node` file cannot be bundled),
 * pg's optional native binding, which pg only requires when asked to, and react-pdf, whose
 * pdfkit requires its standard fonts through package.json `imports` (`#standard-fonts/…`) that
 * a bundle cannot answer; it is still loaded only with the first PDF (decision 0021). piscina
 * starts the PDF thread from its own `worker.js`, which it finds beside its files (decision 0042).
 */
const EXTERNAL_PACKAGES = [
  "better-sqlite3",
  "@node-rs/argon2",
  "pg-native",
  "pdfkit",
  "@react-pdf/renderer",
  "piscina",
];

/**
 * Bundled CommonJS packages (pino, fastify) call `require` for Node built-ins; an ES module has
 * none, so each output file gets its own.
 */
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * `import … from "node:http"` in an ES module has Node read every export of node:http, and in
 * Node 24 those include the WebSocket classes, which load undici (fetch's engine): 13 MB on an
 * idle server that never fetches (#36 item 14). Our imports of node:http are answered through
 * `require` instead, which reads an export when it is used (esbuild's interop keeps the names).
 */
const httpThroughRequire: Plugin = {
  name: "node-http-through-require",
  setup(build) {
    build.onResolve({ filter: /^(node:)?http$/ }, (args) =>
      args.kind === "import-statement" ? { path: "node:http", namespace: "required" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "required" }, () => ({
      contents: 'module.exports = require("node:http");',
      loader: "js",
    }));
  },
};

/**
 * V8 keeps a module's source while its functions live: one byte a character when the source is
 * ASCII, two when a single character is not — 2.8 MB of server chunk held as 5.4 MB, 3 MB of an
 * idle server (decision 0083). esbuild's default `charset: "ascii"` escapes strings and templates
 * but writes regular expression literals as they are (evanw/esbuild#4205), and liquidjs's
 * `handleize` holds `/[àáâãäå]/g`…: its letters are written `\u00e0`… as it is loaded, which a
 * regular expression reads as the same letter. Our own sources write such letters as escapes
 * (String.raw templates too); bundle-server.test.ts checks every chunk stays ASCII.
 */
const liquidLettersEscaped: Plugin = {
  name: "liquidjs-letters-escaped",
  setup(build) {
    build.onLoad({ filter: /[\\/]liquidjs[\\/]dist[\\/][^\\/]+\.m?js$/ }, (args) => ({
      contents: readFileSync(args.path, "utf8").replace(
        /[\u0080-\uffff]/g,
        (letter) => `\\u${letter.charCodeAt(0).toString(16).padStart(4, "0")}`,
      ),
      loader: "js",
    }));
  },
};

/**
 * Compiles the server (and the shared package it imports) into `outdir`: `main.js` plus chunks
 * loaded on demand, such as mail rendering, and `pdf-worker.js`, the PDF thread. The files sit
 * at the same depth as `src/` files (`apps/server/dist/`), so paths resolved from
 * `import.meta.url` (config.ts) are unchanged.
 */
export async function bundleServer(
  outdir = join(SERVER_DIR, "dist"),
): Promise<{ outdir: string; metafile: Metafile }> {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: SERVER_DIR,
    // The PDF thread's entry (decisions 0034, 0042): piscina loads `pdf-worker.js` beside main.js.
    entryPoints: { main: "src/main.ts", "pdf-worker": "src/services/pdf/pdf-worker.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    // The oldest Node.js that `engines` allows (decision 0039).
    target: `node${minVersion(engines.node)}`,
    external: EXTERNAL_PACKAGES,
    plugins: [httpThroughRequire, liquidLettersEscaped],
    banner: { js: REQUIRE_SHIM },
    // React (mail rendering) picks its development build unless NODE_ENV says otherwise, at
    // twice the CPU per mail (decision 0031). Only bundled libraries' literal
    // `process.env.NODE_ENV` is replaced: the server's own rules (withheld placeholder bank
    // details, mail-settings.ts) read `env.NODE_ENV` from the real environment at run time.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // Less code to parse at start is less memory; `node --enable-source-maps` maps stack traces back.
    minify: true,
    sourcemap: true,
    legalComments: "linked",
    metafile: true,
    logLevel: "warning",
  });
  // The PDFs' Latin font, found beside the bundled PDF thread as beside its source (pdf-fonts.ts).
  cpSync(join(SERVER_DIR, "src/services/pdf/fonts"), join(outdir, "fonts"), { recursive: true });
  // The visa letters' signature images, found the same way (visa-letter-document.tsx).
  cpSync(join(SERVER_DIR, "src/services/pdf/signatures"), join(outdir, "signatures"), {
    recursive: true,
    filter: (source) => !source.endsWith(".md") && !source.endsWith(".svg"),
  });
  return { outdir, metafile: result.metafile };
}
