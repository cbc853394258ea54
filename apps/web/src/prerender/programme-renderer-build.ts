import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { BUILD_BESIDE_THE_SITE } from "./locale-islands.ts";

export const RENDERER_DIRECTORY = "programme-renderer";
const RENDERER_FILE = "renderer.js";

export type ProgrammeRendererModule = typeof import("./programme-renderer.tsx");

/**
 * Builds the programme renderer (programme-renderer.tsx) for Node into
 * `<build>/programme-renderer/renderer.js`, beside the client files and not among them (it is
 * not served), everything bundled in so the server needs nothing of the web app's packages, and
 * answers the module loaded.
 */
export async function buildProgrammeRenderer(
  buildDirectory: string,
): Promise<ProgrammeRendererModule> {
  const outDir = join(buildDirectory, RENDERER_DIRECTORY);
  await build({
    ...BUILD_BESIDE_THE_SITE,
    ssr: { noExternal: true, target: "node" },
    build: {
      ssr: "src/prerender/programme-renderer.tsx",
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: {
        output: { entryFileNames: RENDERER_FILE, codeSplitting: false },
        onLog(level, log, handler) {
          if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
        },
      },
    },
  });
  return import(/* @vite-ignore */ pathToFileURL(join(outDir, RENDERER_FILE)).href);
}
