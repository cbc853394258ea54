/**
 * Copies Scalar's self-contained viewer (its `standalone.js`, with its own Vue and zod) into the
 * built site, at `/vendor/scalar-api-reference.js`, for « Référence de l'API » alone (decision
 * 0077). Imported through Vite instead, Scalar shares the app's modules (zod) and Rollup moves
 * them into a chunk every admin screen then loads: 12 KB more on twenty screens, measured.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// The package's entry (`dist/index.js`): its root is one folder up.
const packageRoot = resolve(dirname(require.resolve("@scalar/api-reference")), "..");
const target = join(here, "..", "build", "client", "vendor");
mkdirSync(target, { recursive: true });
copyFileSync(
  join(packageRoot, "dist", "browser", "standalone.js"),
  join(target, "scalar-api-reference.js"),
);
