/**
 * Copies Swagger UI's self-contained viewer (`swagger-ui-dist`: its bundle and its style sheet,
 * no dependency of its own to install) into the built site, under `/vendor/`, for « Référence de
 * l'API » alone (decision 0077). Imported through Vite instead, a viewer shares the app's modules
 * and Rollup moves them into a chunk every admin screen then loads (12 KB more on twenty screens,
 * measured with the previous viewer).
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const packageRoot = dirname(require.resolve("swagger-ui-dist/package.json"));
const target = join(here, "..", "build", "client", "vendor");
mkdirSync(target, { recursive: true });
for (const [from, to] of [
  ["swagger-ui-bundle.js", "api-viewer.js"],
  ["swagger-ui.css", "api-viewer.css"],
]) {
  copyFileSync(join(packageRoot, from as string), join(target, to as string));
}
